import { Link } from "react-router";
import { CalculatorField } from "../../components/calculators/calculator-field.tsx";
import {
  CalculatorPage,
  Figure,
  FixErrors,
} from "../../components/calculators/calculator-page.tsx";
import { groupAmounts } from "../../components/calculators/initial-values.ts";
import { useCalculator } from "../../components/calculators/use-calculator.ts";
import { COMMON_COPY, ELIGIBILITY_COPY } from "../../content/calculators.ts";
import { formatInr } from "../../domain/format.ts";
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
  return calculatorPageData("eligibility", request, DEFAULTS, FIELDS);
}

/** /calculators/eligibility: how much can I borrow (FOIR and RBI's LTV caps, DECISIONS.md 7). */
export default function EligibilityPage({ loaderData }: Route.ComponentProps) {
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
      title={ELIGIBILITY_COPY.title}
      intro={ELIGIBILITY_COPY.intro}
      fields={FIELDS.map((field) => (
        <CalculatorField
          key={field}
          name={field}
          kind={AMOUNTS.includes(field) ? "amount" : "number"}
          copy={ELIGIBILITY_COPY.fields[field]}
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
                label={ELIGIBILITY_COPY.maxLoan}
                value={formatInr(r.max_loan)}
                testId="max_loan"
              />
              <Figure
                label={ELIGIBILITY_COPY.maxEmi}
                value={formatInr(r.max_emi)}
                testId="max_emi"
              />
              <Figure
                label={ELIGIBILITY_COPY.byIncome}
                value={formatInr(r.loan_by_income)}
                testId="loan_by_income"
              />
              {r.loan_by_value !== null ? (
                <Figure
                  label={ELIGIBILITY_COPY.byValue}
                  value={formatInr(r.loan_by_value)}
                  testId="loan_by_value"
                />
              ) : null}
              {r.down_payment !== null ? (
                <Figure
                  label={ELIGIBILITY_COPY.downPayment}
                  value={formatInr(r.down_payment)}
                  testId="down_payment"
                />
              ) : null}
            </dl>
            <p className="font-semibold text-ink" data-limited-by={r.limited_by}>
              {ELIGIBILITY_COPY.limitedBy[r.limited_by]}
              {r.ltv_percent !== null ? ` ${ELIGIBILITY_COPY.ltv(r.ltv_percent)}` : ""}
            </p>
            {r.max_loan > 0 ? (
              <Link
                to={`/eligibility-form?${wizard.toString()}`}
                className="inline-flex min-h-11 w-fit items-center rounded-xl bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
              >
                {ELIGIBILITY_COPY.checkEligibility}
              </Link>
            ) : null}
          </>
        ) : (
          <FixErrors message={COMMON_COPY.fixErrors} />
        )
      }
      notes={<p>{ELIGIBILITY_COPY.ltvRules}</p>}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
