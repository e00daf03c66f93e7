import type { ReactNode } from "react";
import { FormMessage } from "../forms/form-field.tsx";
import { Link } from "../router-links.tsx";

/** Every admin page: "Admin · …" title and never indexed (the area is private). */
export function adminMeta(title: string) {
  return [{ title: `Admin · ${title}` }, { name: "robots", content: "noindex, nofollow" }];
}

/** The heading block of an admin page, with optional actions on the right. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {description ? <div className="mt-1 text-sm text-slate-700">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** The way back to the list, above the heading of one item's page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mb-2 text-sm">
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </p>
  );
}

/** The outcome of a page's last action (saved, deleted, refused), above its content. */
export function PageNotice({ kind, children }: { kind: "error" | "success"; children: ReactNode }) {
  return (
    <div className="mb-4">
      <FormMessage kind={kind}>{children}</FormMessage>
    </div>
  );
}

/** What an admin form's action said, if it said anything: success or error. */
export function ActionNotice({ result }: { result?: { ok: boolean; message: string } | null }) {
  if (!result) return null;
  return <PageNotice kind={result.ok ? "success" : "error"}>{result.message}</PageNotice>;
}

/** A refused action's error above the page's content (a list's row form); nothing otherwise. */
export function ActionError({
  result,
}: {
  result?: { ok: boolean; error?: string | null } | null;
}) {
  return result && !result.ok ? <PageNotice kind="error">{result.error}</PageNotice> : null;
}

/** A select's options from `[value, label]` pairs. */
export function Options({ options }: { options: ReadonlyArray<readonly [string, string]> }) {
  return options.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/** A bordered panel. */
export function Panel({
  title,
  children,
  className = "",
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      {title ? <h2 className="mb-4 text-lg font-semibold text-ink">{title}</h2> : null}
      {children}
    </section>
  );
}

export const buttonPrimary =
  "inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-70";
export const buttonSecondary =
  "inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50";
export const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";
