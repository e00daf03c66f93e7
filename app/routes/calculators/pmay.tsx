import { Calculator } from "../../components/calculators/calculator.tsx";
import { Figures } from "../../components/calculators/calculator-page.tsx";
import { Link } from "../../components/router-links.tsx";
import { PMAY_CATEGORY_TEXT, PMAY_REASON_TEXT, PMAY_RULES } from "../../content/calculators.ts";
import type { CalculatorResult } from "../../domain/calculators/index.ts";
import { readNumber } from "../../domain/calculators/read-number.ts";
import { formatInr } from "../../domain/format.ts";
import type { I18nApi } from "../../i18n/i18n.tsx";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import { calculatorLoader } from "../+shared/calculator-page.server.ts";
import type { Route } from "./+types/pmay";

export const loader = calculatorLoader("pmay");

/** The scheme's own site (docs/product/calculators.md "pmay"). */
const MINISTRY_SITE = "https://pmay-urban.gov.in";

/** The wizard with the home's value and the loan filled in, as the form has them. */
function wizardQuery(values: Record<string, string>): string {
  const wizard = new URLSearchParams();
  for (const [from, to] of [
    ["property_value", "property_worth"],
    ["loan_amount", "borrow_amount"],
  ] as const) {
    const amount = readNumber(values[from]);
    if (typeof amount === "number") wizard.set(to, String(Math.round(amount)));
  }
  return wizard.toString();
}

/**
 * /calculators/pmay: does the home loan get the PMAY-U 2.0 interest subsidy, and every reason it
 * does not (docs/product/calculators.md "pmay").
 */
export default function PmayPage({ loaderData }: Route.ComponentProps) {
  return <Calculator name="pmay" loaderData={loaderData} result={subsidy} notes={schemeRules} />;
}

/** The verdict, each reason in words, the category and what the subsidy covers. */
function subsidy(
  r: CalculatorResult<"pmay">,
  { t, href }: I18nApi,
  values: Record<string, string>,
) {
  return (
    <>
      <div
        className={`grid gap-2 rounded-xl p-4 ${r.eligible ? "bg-brand-50" : "bg-amber-50"}`}
        data-eligible={r.eligible ? "yes" : "no"}
        aria-live="polite"
      >
        <p className="font-semibold text-ink">
          {t(r.eligible ? "calculators.pmay.eligible" : "calculators.pmay.notEligible")}
        </p>
        {r.reasons.length > 0 ? (
          <ul className="list-disc pl-6 text-ink">
            {r.reasons.map((reason) => (
              <li key={reason} data-reason={reason}>
                {t(PMAY_REASON_TEXT[reason])}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Figures
        live={false}
        items={[
          ["calculators.pmay.category", t(PMAY_CATEGORY_TEXT[r.category ?? "none"]), "category"],
          r.eligible && [
            "calculators.pmay.subsidisedLoan",
            formatInr(r.subsidised_loan),
            "subsidised_loan",
          ],
          r.eligible && ["calculators.pmay.maxBenefit", formatInr(r.max_benefit), "max_benefit"],
        ]}
      />
      {r.eligible ? (
        <p className="text-slate-700">
          {t("calculators.pmay.terms", {
            rate: r.subsidy_rate_percent,
            years: r.max_tenure_years,
            instalments: r.instalments,
          })}
        </p>
      ) : null}
      <Link
        to={href(`/eligibility-form?${wizardQuery(values)}`)}
        className="inline-flex min-h-11 w-fit items-center rounded-xl bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t("calculators.common.checkEligibility")}
      </Link>
    </>
  );
}

/** The scheme's rules in words, and the ministry's site. */
function schemeRules({ t }: I18nApi) {
  return (
    <section aria-labelledby="pmay-rules" className="grid gap-3">
      <h2 id="pmay-rules" className="text-lg font-bold text-ink">
        {t("calculators.pmay.rulesHeading")}
      </h2>
      <ul className="grid list-disc gap-2 pl-6" data-pmay-rules="">
        {PMAY_RULES.map((rule) => (
          <li key={rule}>{t(rule)}</li>
        ))}
      </ul>
      <p>
        <a href={MINISTRY_SITE} className="font-semibold text-brand-700 underline" rel="external">
          {t("calculators.pmay.ministryLink")}
        </a>{" "}
        (pmay-urban.gov.in)
      </p>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
