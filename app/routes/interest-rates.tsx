import { formatAsOfDate } from "../components/bank/as-of.tsx";
import { feeText, tenureText } from "../components/calculators/bank-terms.ts";
import { CalculatorLinks, SUBMIT_CLASS } from "../components/calculators/calculator-page.tsx";
import { Form, Link } from "../components/router-links.tsx";
import { PageTitle } from "../components/site/page-title.tsx";
import { CALCULATOR_LIST, RATE_SORT_LABELS } from "../content/calculators.ts";
import { localizeBank } from "../domain/banks/localize.ts";
import { parseRateSort, RATE_SORTS, ratesTable } from "../domain/calculators/rates-table.ts";
import { formatInr } from "../domain/format.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { T, useI18n } from "../i18n/i18n.tsx";
import { listBanks } from "../modules/banks/banks.server.ts";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/interest-rates";

export async function loader({ request }: Route.LoaderArgs) {
  const sort = parseRateSort(new URL(request.url).searchParams.get("sort"));
  const [banks, seo] = await Promise.all([
    listBanks(),
    seoForRequest("home-loan-interest-rates", request),
  ]);
  // The admin's Hindi fee and tenure texts, where there are some, on /hi (docs/product/pages.md
  // "Hindi").
  const lang = langOfRequest(request);
  const localized = banks.map((bank) => localizeBank(bank, lang));
  return { seo, sort, rows: ratesTable(localized, sort), i18n: i18nFor(request, "calculators") };
}

const th = "px-3 py-2 text-left font-semibold";
const td = "px-3 py-2 align-top";
/** The headings after the bank and the (sortable) rate. */
const PLAIN_COLUMNS = [
  "calculators.rates.column.emi",
  "calculators.rates.column.fee",
  "calculators.rates.column.tenure",
  "calculators.rates.column.asOf",
  "calculators.rates.column.actions",
] as const;

/**
 * What someone comparing rates works out next (docs/product/calculators.md "Rates table"): the
 * cash the purchase needs, and whether the loan gets the PMAY subsidy.
 */
const NEXT_CALCULATORS = CALCULATOR_LIST.filter(
  (c) => c.slug === "cost-of-buying" || c.slug === "pmay",
);

/**
 * /home-loan-interest-rates: every bank side by side (docs/product/calculators.md "Rates table").
 * The sort is a GET form and the rate header a link, so it works without JavaScript and the URL
 * carries it; both stay on the page's language (/hi/home-loan-interest-rates?sort=…).
 */
export default function InterestRates({ loaderData }: Route.ComponentProps) {
  const { rows, sort } = loaderData;
  const { t, href, lang } = useI18n();
  const path = href("/home-loan-interest-rates");
  const caption = t("calculators.rates.caption");
  const rateSorted =
    sort === "rate-asc" ? "ascending" : sort === "rate-desc" ? "descending" : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10">
      <PageTitle title={t("calculators.rates.title")} intro={t("calculators.rates.intro")} />

      <Form
        method="get"
        action={path}
        className="mt-6 flex flex-wrap items-end gap-3"
        preventScrollReset
      >
        <div className="grid gap-1">
          <label htmlFor="rates-sort" className="text-sm font-semibold text-ink">
            {t("calculators.rates.sortBy")}
          </label>
          <select
            id="rates-sort"
            name="sort"
            defaultValue={sort}
            key={sort}
            className="min-h-11 rounded-xl border border-slate-400 bg-white px-3 text-base text-ink"
          >
            {RATE_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(RATE_SORT_LABELS[value])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={SUBMIT_CLASS}>
          {t("calculators.rates.apply")}
        </button>
      </Form>

      {/* A labelled, focusable region: the table scrolls sideways on phones, and a scrollable
          area must be reachable by keyboard (WCAG 2.1.1). */}
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
        tabIndex={0}
        className="mt-6 overflow-x-auto"
      >
        <table className="w-full min-w-[48rem] border-collapse text-sm" data-rates-table="">
          <caption className="sr-only">
            {t("calculators.rates.captionSorted", { sort: t(RATE_SORT_LABELS[sort]) })}
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className={th}>
                {t("calculators.rates.column.bank")}
              </th>
              <th scope="col" className={th} aria-sort={rateSorted}>
                <Link
                  to={`${path}?sort=${sort === "rate-asc" ? "rate-desc" : "rate-asc"}`}
                  preventScrollReset
                  className="text-brand-700 underline"
                >
                  {t("calculators.rates.column.rate")}{" "}
                  {sort === "rate-asc" ? "▲" : sort === "rate-desc" ? "▼" : ""}
                </Link>
              </th>
              {PLAIN_COLUMNS.map((column) => (
                <th key={column} scope="col" className={th}>
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.slug} className="border-b border-slate-200" data-bank={row.slug}>
                <th scope="row" className={`${td} text-left font-semibold`}>
                  <Link to={href(`/loan/${row.slug}`)} className="text-brand-700 underline">
                    {row.name}
                  </Link>
                </th>
                <td className={`${td} tabular-nums`} data-rate-min={row.rateMin}>
                  {`${row.rateMin.toFixed(2)}% – ${row.rateMax.toFixed(2)}%`}
                </td>
                <td className={`${td} tabular-nums`}>{formatInr(row.emiPerLakh)}</td>
                <td className={td}>{feeText(row.processingFee, t)}</td>
                <td className={td}>{tenureText(row.tenure, t)}</td>
                <td className={td}>
                  <time dateTime={row.asOf}>{formatAsOfDate(row.asOf, lang)}</time>
                </td>
                <td className={td}>
                  <Link
                    to={href(`/eligibility-form?bank=${row.slug}`)}
                    className="text-brand-700 underline"
                    aria-label={t("calculators.rates.check", { name: row.name })}
                  >
                    {t("calculators.rates.column.actions")}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-4 text-sm text-slate-600">{t("calculators.rates.note")}</p>
      <p className="mt-6 rounded-xl bg-brand-50 p-4">
        <T
          id="calculators.rates.offers"
          components={{
            0: (
              <Link
                to={href("/offers")}
                className="font-semibold text-brand-700 underline underline-offset-2"
              />
            ),
          }}
        />
      </p>
      <CalculatorLinks
        id="rates-next"
        heading="calculators.rates.workItOut"
        calculators={NEXT_CALCULATORS}
        className="mt-8"
        listClassName="sm:grid-cols-2"
      />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
