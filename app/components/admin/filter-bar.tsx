import type { InputHTMLAttributes, ReactNode } from "react";
import { Form, Link } from "../router-links.tsx";
import { buttonPrimary, buttonSecondary, Options } from "./admin-page.tsx";

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

/** The classes of a filter form's input or select. */
export const controlClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2";

/** One labelled control of a filter form (`id` is the control's). */
export function FilterControl({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  /** The wrapper's classes in a flex row ("flex-1"…). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

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
    <FilterControl id={`filter-${name}`} label={label}>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={controlClass}>
        <option value="">All</option>
        <Options options={options} />
      </select>
    </FilterControl>
  );
}

/** A select of the filter form, declared once per list: `value` comes from the list's filter. */
export interface FilterSpec<Name extends string = string> {
  name: Name;
  label: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
}

/** The filter form's selects, in order, each showing its value in `filter`. */
export function FilterSelects<Name extends string>({
  specs,
  filter,
}: {
  specs: readonly FilterSpec<Name>[];
  filter: Record<Name, string>;
}) {
  return specs.map((spec) => <FilterSelect key={spec.name} {...spec} value={filter[spec.name]} />);
}

/** First response (docs/product/speed-to-lead.md): the leads and callbacks waiting past it. */
export const ESCALATED_FILTER: FilterSpec<"escalated"> = {
  name: "escalated",
  label: "First response",
  options: [
    ["true", "Escalated"],
    ["false", "Not escalated"],
  ],
};

/** Returning borrowers (docs/product/speed-to-lead.md): `false` hides their later enquiries. */
export const RETURNING_FILTER: FilterSpec<"duplicates"> = {
  name: "duplicates",
  label: "Returning borrowers",
  options: [
    ["true", "Every enquiry"],
    ["false", "Hide later enquiries"],
  ],
};

/** A yes/no select's value from the query string: "true", "false" or "" (no filter). */
export function booleanFilter(value: string | null): "" | "true" | "false" {
  return value === "true" || value === "false" ? value : "";
}

/**
 * The query string of a list's filter, in the filter's order, for its pager, export and view
 * links: empty values left out, a `true` flag as "true".
 */
export function filterQuery(filter: Record<string, string | boolean>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value) params.set(name, String(value));
  }
  return params;
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
  const id = `filter-${name}`;
  return (
    <FilterInput
      id={id}
      label={label}
      type="search"
      name={name}
      defaultValue={value}
      maxLength={200}
    />
  );
}

/** A labelled input of a filter form (`id` is the input's). */
export function FilterInput({
  id,
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }) {
  return (
    <FilterControl id={id} label={label}>
      <input id={id} {...input} className={controlClass} />
    </FilterControl>
  );
}

/** A worked list's views (see `workViews`): where the list is, what it calls them. */
export interface WorkViewsSpec {
  label: string;
  base: string;
  labels: { all: string; mine: string };
}

/** The views of a worked list as links; `other` as in `workViews`. */
export function WorkViews({
  spec,
  filter,
  other,
}: {
  spec: WorkViewsSpec;
  filter: { assigned: string; overdue: boolean };
  other: boolean;
}) {
  return <ViewLinks label={spec.label} views={workViews(spec.base, spec.labels, filter, other)} />;
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
