import type { ReactNode } from "react";
import { Link } from "../router-links.tsx";
import { AdminPageHeader } from "./admin-page.tsx";
import { DateTime } from "./date-time.tsx";

// The parts of an enquiry's detail page (a callback request, a grievance, a message): the heading
// with the way back to its list, its facts as term and value, and the text the borrower wrote.

/** The way back to an item's list: the link under its heading, and its error page's. */
export interface BackTo {
  backTo: string;
  backLabel: string;
}

/** The page's heading; its description is the link back to the list. */
export function DetailHeader({ title, back }: { title: string; back: BackTo }) {
  return (
    <AdminPageHeader title={title} description={<Link to={back.backTo}>{back.backLabel}</Link>} />
  );
}

/** The facts, term beside value, in a bordered box. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <dl className="mb-6 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      {children}
    </dl>
  );
}

export function Fact({
  term,
  className,
  children,
}: {
  term: string;
  /** The value's classes ("font-mono"…). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/** A `tel:` or `mailto:` link showing `text`, or "—" when there is nothing to show. */
export function ContactLink({ href, text }: { href: string; text: string | null | undefined }) {
  return text ? (
    <a href={href} className="text-brand-700 underline">
      {text}
    </a>
  ) : (
    "—"
  );
}

/** When withdrawal or retention erased the personal fields; nothing while they are there. */
export function ErasedFact({ at }: { at: string | null | undefined }) {
  return at ? (
    <Fact term="Personal data erased">
      <DateTime iso={at} />
    </Fact>
  ) : null;
}

/** What the borrower wrote, under its heading, line breaks kept. */
export function WrittenText({
  title,
  className = "",
  children,
}: {
  title: string;
  /** Extra classes of the box ("mb-6" when more follows). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <p
        className={`${className} whitespace-pre-line break-words rounded-xl border border-slate-200 bg-white p-4`.trim()}
      >
        {children}
      </p>
    </>
  );
}
