import { type FormEvent, type ReactNode, useRef } from "react";
import { CALCULATOR_LIST } from "../../content/calculators.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";
import { type PageFormState, usePageFormState } from "../../utils/page-form-state.ts";
import { CallbackRequestForm } from "../callback-request-form.tsx";
import { Island } from "../island.tsx";
import { Link } from "../router-links.tsx";
import { PageTitle } from "../site/page-title.tsx";

/** The calculators' and the rates table's submit button. */
export const SUBMIT_CLASS =
  "min-h-11 rounded-xl bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800";

/**
 * The frame of every calculator page: breadcrumbs, title, the GET form (fields are the API's
 * query parameters, so it works without JavaScript), the result beside it, then the page's own
 * details, 'Request a callback' (docs/product/borrower-journey.md "Callback requests") and links to
 * the other calculators. The page passes its title and intro translated; the frame's own text comes
 * from the "calculators" namespace, and every link and the form's action stay in the page's
 * language.
 */
export function CalculatorPage({
  slug,
  title,
  intro,
  fields,
  result,
  details,
  notes,
  verifyPhone,
  adoptPage,
}: {
  slug: string;
  title: string;
  intro: string;
  fields: ReactNode;
  result: ReactNode;
  details?: ReactNode;
  notes?: ReactNode;
  /** From the loader: the server can send SMS codes. */
  verifyPhone: boolean;
  /** From useCalculator: takes what the visitor typed before the script started (ADR 019). */
  adoptPage: (page: PageFormState) => void;
}) {
  const { t, href } = useI18n();
  const resultRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  usePageFormState(formRef, adoptPage);
  // With JavaScript the result already follows the inputs: the button only takes the reader to it.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    resultRef.current?.focus();
  };
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-4">
      <nav aria-label={t("calculators.common.breadcrumb")} className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to={href("/")} className="underline hover:text-brand-700">
              {t("calculators.common.breadcrumbHome")}
            </Link>{" "}
            /
          </li>
          <li>
            <Link to={href("/calculators")} className="underline hover:text-brand-700">
              {t("calculators.common.breadcrumbCalculators")}
            </Link>{" "}
            /
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <PageTitle title={title} intro={intro} className="mt-3" />

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form
          ref={formRef}
          method="get"
          action={href(`/calculators/${slug}`)}
          onSubmit={onSubmit}
          noValidate
          className="grid content-start gap-4 rounded-2xl border border-slate-200 bg-white p-5"
          data-calculator-form={slug}
        >
          {fields}
          <button type="submit" className={SUBMIT_CLASS}>
            {t("calculators.common.calculate")}
          </button>
          <p className="text-sm text-slate-600">{t("calculators.common.indicative")}</p>
        </form>
        <section
          aria-labelledby="result-heading"
          className="grid content-start gap-4"
          data-calculator-result=""
        >
          <h2
            id="result-heading"
            ref={resultRef}
            tabIndex={-1}
            className="text-xl font-bold text-ink"
          >
            {t("calculators.common.resultHeading")}
          </h2>
          {result}
        </section>
      </div>

      {/* Below the form and its result, a phone's first screen ends: what follows hydrates when
          it is reached or touched (docs/decisions/033-islands-hydrate-when-reached.md). The EMI's
          schedule alone is ~250 rows. */}
      <Island>
        {details}
        {notes ? (
          <div className="mt-8 grid max-w-prose gap-3 text-sm leading-relaxed text-slate-700">
            {notes}
          </div>
        ) : null}

        <section
          id="callback"
          aria-label={t("calculators.common.callback")}
          className="mt-10 max-w-3xl scroll-mt-20"
          data-callback-slot=""
        >
          <CallbackRequestForm verifyPhone={verifyPhone} />
        </section>

        <CalculatorLinks
          id="other-calculators"
          heading="calculators.common.otherCalculators"
          calculators={CALCULATOR_LIST.filter((c) => c.slug !== slug)}
          className="mt-10"
          listClassName="sm:grid-cols-2 lg:grid-cols-4"
        />
      </Island>
    </div>
  );
}

/** The message shown instead of a result while a field is wrong. */
/** A titled list of links to calculators: the other calculators, or what to work out next. */
export function CalculatorLinks({
  id,
  heading,
  calculators,
  className,
  listClassName,
}: {
  id: string;
  heading: MessageId;
  calculators: readonly (typeof CALCULATOR_LIST)[number][];
  className: string;
  listClassName: string;
}) {
  const { t, href } = useI18n();
  return (
    <nav aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-bold text-ink">
        {t(heading)}
      </h2>
      <ul className={`mt-3 grid gap-2 ${listClassName}`}>
        {calculators.map((c) => (
          <li key={c.slug}>
            <Link
              to={href(`/calculators/${c.slug}`)}
              className="flex min-h-11 items-center rounded-xl border border-slate-200 px-4 py-2 text-brand-700 underline hover:bg-brand-50"
            >
              {t(c.title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function FixErrors({ message }: { message: string }) {
  return (
    <p role="status" className="rounded-xl bg-amber-50 p-4 text-amber-900">
      {message}
    </p>
  );
}

/** A big figure with its label. */
export function Figure({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <div className="rounded-2xl bg-brand-50 p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink" data-figure={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One figure of a list: its label's message id, its value and its `data-figure` key. */
export type FigureItem = readonly [label: MessageId, value: string, testId: string];

/**
 * A result's big figures as one definition list; a `false` or `null` item (a figure the result
 * does not have) is left out. `live` announces changes as the visitor types.
 */
export function Figures({
  items,
  columns = 2,
  live = true,
}: {
  items: ReadonlyArray<FigureItem | false | null>;
  columns?: 2 | 3;
  live?: boolean;
}) {
  const { t } = useI18n();
  return (
    <dl
      className={`grid gap-3 ${columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}
      aria-live={live ? "polite" : undefined}
    >
      {items.map((item) =>
        item ? <Figure key={item[2]} label={t(item[0])} value={item[1]} testId={item[2]} /> : null,
      )}
    </dl>
  );
}

/**
 * Figures side by side in two columns (before and after, old and new regime), one row a figure.
 * `cellAttribute`, when given, names a data attribute per column that carries the row's key.
 */
export function CompareTable({
  columns,
  rows,
  cellAttribute,
}: {
  columns: readonly [string, string];
  rows: ReadonlyArray<{ key: string; label: string; values: readonly [string, string] }>;
  cellAttribute?: readonly [string, string];
}) {
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-slate-300">
          <td />
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 text-right">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-200">
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              {row.label}
            </th>
            {row.values.map((value, i) => (
              <td
                key={columns[i]}
                className="px-3 py-2 text-right tabular-nums"
                {...(cellAttribute ? { [cellAttribute[i]]: row.key } : {})}
              >
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
