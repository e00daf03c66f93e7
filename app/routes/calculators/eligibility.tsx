import { Calculator } from "../../components/calculators/calculator.tsx";
import { Figures } from "../../components/calculators/calculator-page.tsx";
import { eligibilityOffersQuery } from "../../components/calculators/offers-query.ts";
import type { CalculatorValues } from "../../components/calculators/use-calculator.ts";
import { Link } from "../../components/router-links.tsx";
import { ELIGIBILITY_LIMITED_BY } from "../../content/calculators.ts";
import type { CalculatorResult } from "../../domain/calculators/index.ts";
import { formatInr } from "../../domain/format.ts";
import type { I18nApi } from "../../i18n/i18n.tsx";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import { calculatorLoader } from "../+shared/calculator-page.server.ts";
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
  return (
    <Calculator name="eligibility" loaderData={loaderData} result={borrowable} notes={ltvRules} />
  );
}

/** The most one can borrow, what limits it, and the wizard and every lender's offer for it. */
function borrowable(
  r: CalculatorResult<"eligibility">,
  { t, href }: I18nApi,
  values: CalculatorValues,
) {
  return (
    <>
      <Figures
        items={[
          ["calculators.eligibility.maxLoan", formatInr(r.max_loan), "max_loan"],
          ["calculators.eligibility.maxEmi", formatInr(r.max_emi), "max_emi"],
          ["calculators.eligibility.byIncome", formatInr(r.loan_by_income), "loan_by_income"],
          r.loan_by_value !== null && [
            "calculators.eligibility.byValue",
            formatInr(r.loan_by_value),
            "loan_by_value",
          ],
          r.down_payment !== null && [
            "calculators.eligibility.downPayment",
            formatInr(r.down_payment),
            "down_payment",
          ],
        ]}
      />
      <p className="font-semibold text-ink" data-limited-by={r.limited_by}>
        {t(ELIGIBILITY_LIMITED_BY[r.limited_by])}
        {r.ltv_percent !== null
          ? ` ${t("calculators.eligibility.ltv", { percent: r.ltv_percent })}`
          : ""}
      </p>
      {r.max_loan > 0 ? (
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
          <Link
            to={href(`/eligibility-form?${wizardQuery(r)}`)}
            className="inline-flex min-h-11 w-fit items-center rounded-xl bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t("calculators.eligibility.checkEligibility")}
          </Link>
          <Link
            to={href(`/offers?${eligibilityOffersQuery(r, values)}`)}
            data-testid="eligibility-offers"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("calculators.eligibility.seeOffers")}
          </Link>
        </div>
      ) : null}
    </>
  );
}

function ltvRules({ t }: I18nApi) {
  return <p>{t("calculators.eligibility.ltvRules")}</p>;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
