import { Calculator } from "../../components/calculators/calculator.tsx";
import { Figure } from "../../components/calculators/calculator-page.tsx";
import { formatInr } from "../../domain/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { calculatorLoader } from "../../modules/calculators/page.server.ts";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import type { Route } from "./+types/balance-transfer";

export const loader = calculatorLoader("balance-transfer");

/** /calculators/balance-transfer: is switching banks worth it (docs/product/calculators.md). */
export default function BalanceTransferPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <Calculator
      name="balance-transfer"
      loaderData={loaderData}
      title={t("calculators.balanceTransfer.title")}
      intro={t("calculators.balanceTransfer.intro")}
      result={(r) => (
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
          <dl className="grid gap-3 sm:grid-cols-2">
            <Figure
              label={t("calculators.balanceTransfer.netSaving")}
              value={formatInr(r.net_saving)}
              testId="net_saving"
            />
            <Figure
              label={t("calculators.balanceTransfer.monthlySaving")}
              value={formatInr(r.monthly_saving)}
              testId="monthly_saving"
            />
            <Figure
              label={t("calculators.balanceTransfer.currentEmi")}
              value={formatInr(r.current_emi)}
              testId="current_emi"
            />
            <Figure
              label={t("calculators.balanceTransfer.newEmi")}
              value={formatInr(r.new_emi)}
              testId="new_emi"
            />
            <Figure
              label={t("calculators.balanceTransfer.grossSaving")}
              value={formatInr(r.gross_saving)}
              testId="gross_saving"
            />
            {r.break_even_month !== null && r.break_even_month > 0 ? (
              <Figure
                label={t("calculators.balanceTransfer.breakEven")}
                value={String(r.break_even_month)}
                testId="break_even_month"
              />
            ) : null}
          </dl>
          {r.break_even_month === null ? (
            <p>{t("calculators.balanceTransfer.breakEvenNever")}</p>
          ) : r.break_even_month === 0 ? (
            <p>{t("calculators.balanceTransfer.breakEvenNone")}</p>
          ) : null}
        </>
      )}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
