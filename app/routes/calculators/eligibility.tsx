import { Link } from "react-router";
import { Calculator } from "../../components/calculators/calculator.tsx";
import { Figure } from "../../components/calculators/calculator-page.tsx";
import { ELIGIBILITY_LIMITED_BY } from "../../content/calculators.ts";
import type { CalculatorResult } from "../../domain/calculators/index.ts";
import { formatInr } from "../../domain/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { calculatorLoader } from "../../modules/calculators/page.server.ts";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import type { Route } from "./+types/eligibility";

export const loader = calculatorLoader("eligibility");

/** The wizard with the amounts filled in (property_worth = value, borrow_amount = max_loan). */
function wizardQuery(r: CalculatorResult<"eligibility">): string {
  const wizard = new URLSearchParams();
  if (r.down_payment !== null) wizard.set("property_worth", String(r.max_loan + r.down_payment));
  wizard.set("borrow_amount", String(r.max_loan));
  return wizard.toString();
}

/**
 * /calculators/eligibility: how much can I borrow (FOIR and RBI's LTV caps,
 * docs/product/calculators.md).
 */
export default function EligibilityPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  return (
    <Calculator
      name="eligibility"
      loaderData={loaderData}
      title={t("calculators.eligibility.title")}
      intro={t("calculators.eligibility.intro")}
      result={(r) => (
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
              to={href(`/eligibility-form?${wizardQuery(r)}`)}
              className="inline-flex min-h-11 w-fit items-center rounded-xl bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t("calculators.eligibility.checkEligibility")}
            </Link>
          ) : null}
        </>
      )}
      notes={<p>{t("calculators.eligibility.ltvRules")}</p>}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
