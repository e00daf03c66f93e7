import { Link } from "react-router";
import { CalculatorField } from "../../components/calculators/calculator-field.tsx";
import {
  CalculatorPage,
  Figure,
  FixErrors,
} from "../../components/calculators/calculator-page.tsx";
import { groupAmounts } from "../../components/calculators/initial-values.ts";
import { useCalculator } from "../../components/calculators/use-calculator.ts";
import { ELIGIBILITY_FIELDS_COPY, ELIGIBILITY_LIMITED_BY } from "../../content/calculators.ts";
import { formatInr } from "../../domain/format.ts";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { calculatorPageData } from "../../modules/calculators/page.server.ts";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import type { Route } from "./+types/eligibility";

const DEFAULTS = {
  monthly_income: "100000",
  existing_emis: "0",
  rate: "8.5",
  years: "20",
  foir: "50",
  property_value: "6000000",
};
const FIELDS = [
  "monthly_income",
  "existing_emis",
  "rate",
  "years",
  "foir",
  "property_value",
] as const;
const AMOUNTS = ["monthly_income", "existing_emis", "property_value"];

export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...(await calculatorPageData("eligibility", request, DEFAULTS, FIELDS)),
    i18n: i18nFor(request, "calculators", "errors-calculators", "forms", "errors-forms"),
  };
}

/**
 * /calculators/eligibility: how much can I borrow (FOIR and RBI's LTV caps,
 * docs/product/calculators.md).
 */
export default function EligibilityPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const { values, setValue, result, adoptPage } = useCalculator(
    "eligibility",
    groupAmounts(loaderData.values, AMOUNTS),
  );
  const errors = result.ok ? {} : result.fields;
  const r = result.ok ? result.data : null;
  const wizard = new URLSearchParams();
  if (r) {
    if (r.down_payment !== null) wizard.set("property_worth", String(r.max_loan + r.down_payment));
    wizard.set("borrow_amount", String(r.max_loan));
  }
  return (
    <CalculatorPage
      slug="eligibility"
      verifyPhone={loaderData.verifyPhone}
      adoptPage={adoptPage}
      title={t("calculators.eligibility.title")}
      intro={t("calculators.eligibility.intro")}
      fields={FIELDS.map((field) => (
        <CalculatorField
          key={field}
          name={field}
          kind={AMOUNTS.includes(field) ? "amount" : "number"}
          copy={ELIGIBILITY_FIELDS_COPY[field]}
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
                label={t("calculators.eligibility.maxLoan")}
                value={formatInr(r.max_loan)}
                testId="max_loan"
              />
              <Figure
                label={t("calculators.eligibility.maxEmi")}
                value={formatInr(r.max_emi)}
                testId="max_emi"
              />
              <Figure
                label={t("calculators.eligibility.byIncome")}
                value={formatInr(r.loan_by_income)}
                testId="loan_by_income"
              />
              {r.loan_by_value !== null ? (
                <Figure
                  label={t("calculators.eligibility.byValue")}
                  value={formatInr(r.loan_by_value)}
                  testId="loan_by_value"
                />
              ) : null}
              {r.down_payment !== null ? (
                <Figure
                  label={t("calculators.eligibility.downPayment")}
                  value={formatInr(r.down_payment)}
                  testId="down_payment"
                />
              ) : null}
            </dl>
            <p className="font-semibold text-ink" data-limited-by={r.limited_by}>
              {t(ELIGIBILITY_LIMITED_BY[r.limited_by])}
              {r.ltv_percent !== null
                ? ` ${t("calculators.eligibility.ltv", { percent: r.ltv_percent })}`
                : ""}
            </p>
            {r.max_loan > 0 ? (
              <Link
                to={href(`/eligibility-form?${wizard.toString()}`)}
                className="inline-flex min-h-11 w-fit items-center rounded-xl bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
              >
                {t("calculators.eligibility.checkEligibility")}
              </Link>
            ) : null}
          </>
        ) : (
          <FixErrors message={t("calculators.common.fixErrors")} />
        )
      }
      notes={<p>{t("calculators.eligibility.ltvRules")}</p>}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
