import type { ReactNode } from "react";
import { Link } from "../router-links.tsx";

const base =
  "inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-1.5 text-sm font-semibold";
const enabled = `${base} border-slate-300 bg-white text-brand-700 hover:bg-brand-50`;

/** Page links that keep the current filter (plain links: shareable, no JavaScript needed). */
export function Pagination({
  page,
  pageSize,
  total,
  params,
  label = "Pagination",
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The current query without `page`. */
  params: URLSearchParams;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (n: number) => pageHref(params, n);
  // First, last, and two either side of the current page.
  const shown = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <StepLink to={page > 1 ? href(page - 1) : null}>Previous</StepLink>
        </li>
        {shown.map((n, i) => (
          <li key={n} className="flex items-center gap-1">
            {i > 0 && n - shown[i - 1] > 1 ? <span aria-hidden="true">…</span> : null}
            {n === page ? (
              <span
                aria-current="page"
                className={`${base} border-brand-700 bg-brand-700 text-white`}
              >
                <span className="sr-only">Page </span>
                {n}
              </span>
            ) : (
              <Link to={href(n)} className={enabled}>
                <span className="sr-only">Page </span>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          <StepLink to={page < pages ? href(page + 1) : null}>Next</StepLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * Newer and Older, for a list that is not counted (the callback requests): the loader asks for one
 * row more than a page shows, and `more` says whether it came.
 */
export function PageSteps({
  page,
  more,
  params,
  label = "Pagination",
}: {
  page: number;
  more: boolean;
  /** The current query without `page`. */
  params: URLSearchParams;
  label?: string;
}) {
  if (page <= 1 && !more) return null;
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <StepLink to={page > 1 ? pageHref(params, page - 1) : null}>Newer</StepLink>
        </li>
        <li>
          <span aria-current="page" className={`${base} border-brand-700 bg-brand-700 text-white`}>
            <span className="sr-only">Page </span>
            {page}
          </span>
        </li>
        <li>
          <StepLink to={more ? pageHref(params, page + 1) : null}>Older</StepLink>
        </li>
      </ul>
    </nav>
  );
}

/** The link to page `n` of the same list: the filter kept, `page` left out for the first. */
function pageHref(params: URLSearchParams, n: number): string {
  const next = new URLSearchParams(params);
  if (n > 1) next.set("page", String(n));
  else next.delete("page");
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/** Previous or Next: a link, or greyed out (`to` null) on the first or last page. */
function StepLink({ to, children }: { to: string | null; children: ReactNode }) {
  return to ? (
    <Link to={to} className={enabled}>
      {children}
    </Link>
  ) : (
    <span className={`${base} border-slate-200 text-slate-500`} aria-disabled="true">
      {children}
    </span>
  );
}
