import type { ReactNode } from "react";

/** A home-page section's centred h2; `id` is what the section's aria-labelledby names. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-center text-2xl font-bold tracking-tight text-ink sm:text-4xl">
      {children}
    </h2>
  );
}

/**
 * A home-page section (a jump target under the sticky bar) with its heading and lead line;
 * `shaded` gives it the grey band.
 */
export function LeadSection({
  id,
  headingId = `${id}-heading`,
  heading,
  lead,
  shaded = false,
  children,
}: {
  id: string;
  headingId?: string;
  heading: ReactNode;
  lead: ReactNode;
  shaded?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={shaded ? "scroll-mt-20 bg-slate-50 py-16" : "scroll-mt-20 py-16"}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={headingId}>{heading}</SectionHeading>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">{lead}</p>
        {children}
      </div>
    </section>
  );
}
