import { Calculator } from "../../components/calculators/calculator.tsx";
import { CompareTable, Figures } from "../../components/calculators/calculator-page.tsx";
import type { CalculatorResult } from "../../domain/calculators/index.ts";
import { formatInr } from "../../domain/format.ts";
import type { I18nApi } from "../../i18n/i18n.tsx";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import { calculatorLoader } from "../+shared/calculator-page.server.ts";
import type { Route } from "./+types/prepayment";

export const loader = calculatorLoader("prepayment");

/**
 * /calculators/prepayment: what a lump sum or a monthly extra saves (docs/product/calculators.md).
 */
export default function PrepaymentPage({ loaderData }: Route.ComponentProps) {
  return <Calculator name="prepayment" loaderData={loaderData} result={savings} notes={rbiNote} />;
}

/** What is saved, and the loan before and after the prepayment. */
function savings(r: CalculatorResult<"prepayment">, { t }: I18nApi) {
  return (
    <>
      <Figures
        items={[
          ["calculators.prepayment.interestSaved", formatInr(r.interest_saved), "interest_saved"],
          ["calculators.prepayment.monthsSaved", String(r.months_saved), "months_saved"],
        ]}
      />
      <CompareTable
        columns={[t("calculators.prepayment.before"), t("calculators.prepayment.after")]}
        rows={[
          {
            key: "emi",
            label: t("calculators.prepayment.emi"),
            values: [formatInr(r.emi_before), formatInr(r.emi_after)],
          },
          {
            key: "months",
            label: t("calculators.prepayment.months"),
            values: [String(r.months_before), String(r.months_after)],
          },
          {
            key: "interest",
            label: t("calculators.prepayment.interest"),
            values: [formatInr(r.interest_before), formatInr(r.interest_after)],
          },
        ]}
      />
    </>
  );
}

function rbiNote({ t }: I18nApi) {
  return <p data-rbi-note="">{t("calculators.prepayment.rbiNote")}</p>;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
