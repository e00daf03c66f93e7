import { Calculator } from "../../components/calculators/calculator.tsx";
import { Figures } from "../../components/calculators/calculator-page.tsx";
import type { CalculatorResult } from "../../domain/calculators/index.ts";
import { formatInr } from "../../domain/format.ts";
import type { I18nApi } from "../../i18n/i18n.tsx";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import { calculatorLoader } from "../+shared/calculator-page.server.ts";
import type { Route } from "./+types/balance-transfer";

export const loader = calculatorLoader("balance-transfer");

/** /calculators/balance-transfer: is switching banks worth it (docs/product/calculators.md). */
export default function BalanceTransferPage({ loaderData }: Route.ComponentProps) {
  return <Calculator name="balance-transfer" loaderData={loaderData} result={verdict} />;
}

/** Worth it or not, the savings and EMIs, and when the costs are earned back. */
function verdict(r: CalculatorResult<"balance-transfer">, { t }: I18nApi) {
  const breakEven = r.break_even_month;
  return (
    <>
      <p
        className={`rounded-xl p-4 font-semibold ${r.worth_it ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"}`}
        data-verdict={r.worth_it ? "yes" : "no"}
        aria-live="polite"
      >
        {r.worth_it
          ? t("calculators.balanceTransfer.worthIt")
          : t("calculators.balanceTransfer.notWorthIt")}
      </p>
      <Figures
        live={false}
        items={[
          ["calculators.balanceTransfer.netSaving", formatInr(r.net_saving), "net_saving"],
          [
            "calculators.balanceTransfer.monthlySaving",
            formatInr(r.monthly_saving),
            "monthly_saving",
          ],
          ["calculators.balanceTransfer.currentEmi", formatInr(r.current_emi), "current_emi"],
          ["calculators.balanceTransfer.newEmi", formatInr(r.new_emi), "new_emi"],
          ["calculators.balanceTransfer.grossSaving", formatInr(r.gross_saving), "gross_saving"],
          breakEven !== null &&
            breakEven > 0 && [
              "calculators.balanceTransfer.breakEven",
              String(breakEven),
              "break_even_month",
            ],
        ]}
      />
      {breakEven === null ? (
        <p>{t("calculators.balanceTransfer.breakEvenNever")}</p>
      ) : breakEven === 0 ? (
        <p>{t("calculators.balanceTransfer.breakEvenNone")}</p>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
