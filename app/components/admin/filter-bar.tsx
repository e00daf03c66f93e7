import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonPrimary, buttonSecondary } from "./admin-page.tsx";

// The filters above an admin list: saved views as links ('My leads', 'Overdue'…) and a GET form of
// fields, so every filtered list is a plain link that works without JavaScript.

export interface View {
  label: string;
  href: string;
  current: boolean;
}

/** Saved views as a row of links; the current one is marked for screen readers too. */
export function ViewLinks({ label, views }: { label: string; views: readonly View[] }) {
  return (
    <nav aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {views.map((v) => (
        <Link
          key={v.label}
          to={v.href}
          aria-current={v.current ? "page" : undefined}
          className={v.current ? buttonPrimary : buttonSecondary}
        >
          {v.label}
        </Link>
      ))}
    </nav>
  );
}

/** The filter form: its fields, Apply, and Clear (back to `clearHref`) while a filter is on. */
export function FilterBar({
  label,
  clearHref,
  filtered,
  className = "",
  children,
}: {
  label: string;
  clearHref: string;
  filtered: boolean;
  /** The grid's columns, e.g. lg:grid-cols-[2fr_1fr_auto]. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={`mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 ${className}`}
    >
      {children}
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonPrimary}>
          Apply
        </button>
        {filtered ? (
          <Link to={clearHref} className={buttonSecondary}>
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

const controlClass = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2";

/** A select of the filter form; the first option is "All" (no filter). */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={controlClass}>
        <option value="">All</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The search box of the filter form. */
export function FilterSearch({
  name,
  label,
  value,
}: {
  name: string;
  label: string;
  value: string;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`filter-${name}`}
        type="search"
        name={name}
        defaultValue={value}
        maxLength={200}
        className={controlClass}
      />
    </div>
  );
}

/**
 * The views of a list the team works (docs/product/team.md "Working a lead"): everything, mine,
 * unassigned and overdue, each newest first. `other` is true while a filter these views do not set
 * is on (a search), so no view is marked current then.
 */
export function workViews(
  base: string,
  labels: { all: string; mine: string },
  filter: { assigned: string; overdue: boolean },
  other = false,
): View[] {
  return [
    { label: labels.all, href: base, assigned: "", overdue: false },
    { label: labels.mine, href: `${base}?assigned=me`, assigned: "me", overdue: false },
    { label: "Unassigned", href: `${base}?assigned=none`, assigned: "none", overdue: false },
    { label: "Overdue", href: `${base}?overdue=true`, assigned: "", overdue: true },
  ].map(({ label, href, assigned, overdue }) => ({
    label,
    href,
    current: !other && assigned === filter.assigned && overdue === filter.overdue,
  }));
}
