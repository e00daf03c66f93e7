import { CalculatorField } from "../../components/calculators/calculator-field.tsx";
import {
  CalculatorPage,
  Figure,
  FixErrors,
} from "../../components/calculators/calculator-page.tsx";
import { groupAmounts } from "../../components/calculators/initial-values.ts";
import { useCalculator } from "../../components/calculators/use-calculator.ts";
import { PREPAYMENT_FIELDS_COPY, PREPAYMENT_REDUCE_OPTIONS } from "../../content/calculators.ts";
import { formatInr } from "../../domain/format.ts";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { calculatorPageData } from "../../modules/calculators/page.server.ts";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import type { Route } from "./+types/prepayment";

const DEFAULTS = {
  outstanding: "3000000",
  rate: "8.5",
  months: "240",
  lump_sum: "200000",
  lump_sum_month: "12",
  extra_monthly: "0",
  reduce: "tenure",
};
const FIELDS = [
  "outstanding",
  "rate",
  "months",
  "lump_sum",
  "lump_sum_month",
  "extra_monthly",
  "reduce",
] as const;
const AMOUNTS = ["outstanding", "lump_sum", "extra_monthly"];

export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...(await calculatorPageData("prepayment", request, DEFAULTS, FIELDS)),
    i18n: i18nFor(request, "calculators", "errors-calculators", "forms", "errors-forms"),
  };
}

/**
 * /calculators/prepayment: what a lump sum or a monthly extra saves (docs/product/calculators.md).
 */
export default function PrepaymentPage({ loaderData }: Route.ComponentProps) {
  const { values, setValue, result, adoptPage } = useCalculator(
    "prepayment",
    groupAmounts(loaderData.values, AMOUNTS),
  );
  const errors = result.ok ? {} : result.fields;
  const r = result.ok ? result.data : null;
  const { t } = useI18n();
  const reduceOptions = PREPAYMENT_REDUCE_OPTIONS.map(
    ([value, label]) => [value, t(label)] as const,
  );
  return (
    <CalculatorPage
      slug="prepayment"
      verifyPhone={loaderData.verifyPhone}
      adoptPage={adoptPage}
      title={t("calculators.prepayment.title")}
      intro={t("calculators.prepayment.intro")}
      fields={FIELDS.map((field) => (
        <CalculatorField
          key={field}
          name={field}
          kind={field === "reduce" ? "select" : AMOUNTS.includes(field) ? "amount" : "number"}
          options={reduceOptions}
          copy={PREPAYMENT_FIELDS_COPY[field]}
          value={values[field] ?? ""}
          error={errors[field]}
          onChange={(value) => setValue(field, value)}
        />
      ))}
      result={
        r ? (
          <>
            <dl className="grid gap-3 sm:grid-cols-2" aria-live="polite">
              <Figure
                label={t("calculators.prepayment.interestSaved")}
                value={formatInr(r.interest_saved)}
                testId="interest_saved"
              />
              <Figure
                label={t("calculators.prepayment.monthsSaved")}
                value={String(r.months_saved)}
                testId="months_saved"
              />
            </dl>
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <td />
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("calculators.prepayment.before")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("calculators.prepayment.after")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    [
                      t("calculators.prepayment.emi"),
                      formatInr(r.emi_before),
                      formatInr(r.emi_after),
                    ],
                    [
                      t("calculators.prepayment.months"),
                      String(r.months_before),
                      String(r.months_after),
                    ],
                    [
                      t("calculators.prepayment.interest"),
                      formatInr(r.interest_before),
                      formatInr(r.interest_after),
                    ],
                  ] as const
                ).map(([label, before, after]) => (
                  <tr key={label} className="border-b border-slate-200">
                    <th scope="row" className="px-3 py-2 text-left font-semibold">
                      {label}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">{before}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <FixErrors message={t("calculators.common.fixErrors")} />
        )
      }
      notes={<p data-rbi-note="">{t("calculators.prepayment.rbiNote")}</p>}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
