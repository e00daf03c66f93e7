import { CalculatorField } from "../../components/calculators/calculator-field.tsx";
import {
  CalculatorPage,
  Figure,
  FixErrors,
} from "../../components/calculators/calculator-page.tsx";
import { groupAmounts } from "../../components/calculators/initial-values.ts";
import { useCalculator } from "../../components/calculators/use-calculator.ts";
import { BALANCE_TRANSFER_FIELDS_COPY } from "../../content/calculators.ts";
import { formatInr } from "../../domain/format.ts";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { calculatorPageData } from "../../modules/calculators/page.server.ts";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import type { Route } from "./+types/balance-transfer";

const DEFAULTS = {
  outstanding: "3000000",
  current_rate: "9.5",
  months: "180",
  new_rate: "8.5",
  fees: "15000",
};
const FIELDS = ["outstanding", "current_rate", "months", "new_rate", "fees"] as const;
const AMOUNTS = ["outstanding", "fees"];

export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...(await calculatorPageData("balance-transfer", request, DEFAULTS, FIELDS)),
    i18n: i18nFor(request, "calculators", "errors-calculators", "forms", "errors-forms"),
  };
}

/** /calculators/balance-transfer: is switching banks worth it (docs/product/calculators.md). */
export default function BalanceTransferPage({ loaderData }: Route.ComponentProps) {
  const { values, setValue, result, adoptPage } = useCalculator(
    "balance-transfer",
    groupAmounts(loaderData.values, AMOUNTS),
  );
  const errors = result.ok ? {} : result.fields;
  const r = result.ok ? result.data : null;
  const { t } = useI18n();
  return (
    <CalculatorPage
      slug="balance-transfer"
      verifyPhone={loaderData.verifyPhone}
      adoptPage={adoptPage}
      title={t("calculators.balanceTransfer.title")}
      intro={t("calculators.balanceTransfer.intro")}
      fields={FIELDS.map((field) => (
        <CalculatorField
          key={field}
          name={field}
          kind={AMOUNTS.includes(field) ? "amount" : "number"}
          copy={BALANCE_TRANSFER_FIELDS_COPY[field]}
          value={values[field] ?? ""}
          error={errors[field]}
          onChange={(value) => setValue(field, value)}
        />
      ))}
      result={
        r ? (
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
        ) : (
          <FixErrors message={t("calculators.common.fixErrors")} />
        )
      }
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
