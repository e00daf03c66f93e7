import { Calculator } from "../../components/calculators/calculator.tsx";
import { Figures } from "../../components/calculators/calculator-page.tsx";
import { type BarPart, StackedBar } from "../../components/calculators/charts.tsx";
import { Link } from "../../components/router-links.tsx";
import { CASH_PART_COPY } from "../../content/calculators.ts";
import { CASH_PARTS, cashParts } from "../../domain/calculators/cost-of-buying.ts";
import type { CalculatorRefusal, CalculatorResult } from "../../domain/calculators/index.ts";
import { readNumber } from "../../domain/calculators/read-number.ts";
import { formatInr } from "../../domain/format.ts";
import type { I18nApi } from "../../i18n/i18n.tsx";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import { calculatorLoader } from "../+shared/calculator-page.server.ts";
import type { Route } from "./+types/cost-of-buying";

export const loader = calculatorLoader("cost-of-buying");

/** The wizard with the price and the loan filled in. */
function wizardQuery(r: CalculatorResult<"cost-of-buying">, values: Record<string, string>) {
  const wizard = new URLSearchParams();
  const price = readNumber(values.price);
  if (typeof price === "number") wizard.set("property_worth", String(Math.round(price)));
  wizard.set("borrow_amount", String(r.loan));
  return wizard.toString();
}

/**
 * /calculators/cost-of-buying: GST, stamp duty, registration, the loan RBI's caps allow and the
 * cash needed besides it, drawn as one stacked bar (docs/product/calculators.md "cost-of-buying").
 */
export default function CostOfBuyingPage({ loaderData }: Route.ComponentProps) {
  return (
    <Calculator
      name="cost-of-buying"
      loaderData={loaderData}
      result={costs}
      notes={rules}
      fieldMessage={loanAboveMax}
    />
  );
}

/** The loan above the caps, in the page's language with the largest loan allowed. */
function loanAboveMax(field: string, refusal: CalculatorRefusal, { t }: I18nApi) {
  if (field !== "loan_amount" || !("max_loan" in refusal)) return undefined;
  return t("calculators.costOfBuying.loanAboveMax", { max: formatInr(refusal.max_loan) });
}

/** The cash needed and the total, the loan, and the cash by part as one bar. */
function costs(
  r: CalculatorResult<"cost-of-buying">,
  { t, href }: I18nApi,
  values: Record<string, string>,
) {
  const amounts = cashParts(r);
  const parts: BarPart[] = CASH_PARTS.map((key) => ({
    key,
    text: t(CASH_PART_COPY[key].label, { rate: r.gst_rate }),
    amount: amounts[key],
    colour: CASH_PART_COPY[key].colour,
  }));
  return (
    <>
      <Figures
        items={[
          ["calculators.costOfBuying.cashNeeded", formatInr(r.cash_needed), "cash_needed"],
          ["calculators.costOfBuying.totalCost", formatInr(r.total_cost), "total_cost"],
          ["calculators.costOfBuying.loan", formatInr(r.loan), "loan"],
          ["calculators.costOfBuying.maxLoan", formatInr(r.max_loan), "max_loan"],
        ]}
      />
      <h3 className="font-semibold text-ink">{t("calculators.costOfBuying.chartHeading")}</h3>
      <StackedBar
        parts={parts}
        label={t("calculators.costOfBuying.chartLabel", {
          total: formatInr(r.cash_needed),
          down: formatInr(amounts.down_payment),
          gst: formatInr(amounts.gst),
          stamp: formatInr(amounts.stamp_duty),
          registration: formatInr(amounts.registration),
          fees: formatInr(amounts.fees),
        })}
      />
      {r.loan > 0 ? (
        <Link
          to={href(`/eligibility-form?${wizardQuery(r, values)}`)}
          className="inline-flex min-h-11 w-fit items-center rounded-xl bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t("calculators.common.checkEligibility")}
        </Link>
      ) : null}
    </>
  );
}

function rules({ t }: I18nApi) {
  return (
    <>
      <p>{t("calculators.costOfBuying.gstRule")}</p>
      <p>{t("calculators.costOfBuying.ltvRule")}</p>
      <p>{t("calculators.costOfBuying.stateRule")}</p>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
