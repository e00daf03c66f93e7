import { Calculator } from "../../components/calculators/calculator.tsx";
import { CompareTable } from "../../components/calculators/calculator-page.tsx";
import { TAX_BETTER } from "../../content/calculators.ts";
import type { CalculatorResult } from "../../domain/calculators/index.ts";
import { formatInr } from "../../domain/format.ts";
import type { I18nApi } from "../../i18n/i18n.tsx";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import { calculatorLoader } from "../+shared/calculator-page.server.ts";
import type { Route } from "./+types/tax-benefit";

export const loader = calculatorLoader("tax-benefit");

/**
 * /calculators/tax-benefit: old against new regime, both Income-tax Acts
 * (docs/product/calculators.md).
 */
export default function TaxBenefitPage({ loaderData }: Route.ComponentProps) {
  return <Calculator name="tax-benefit" loaderData={loaderData} result={regimes} notes={laws} />;
}

/** Which regime is better, and the deductions and tax saved under each. */
function regimes(r: CalculatorResult<"tax-benefit">, { t }: I18nApi) {
  return (
    <>
      <p
        className="rounded-xl bg-brand-50 p-4 font-semibold text-ink"
        data-better={r.better}
        aria-live="polite"
      >
        {t(TAX_BETTER[r.better])}
      </p>
      <CompareTable
        columns={[t("calculators.taxBenefit.oldRegime"), t("calculators.taxBenefit.newRegime")]}
        cellAttribute={["data-old", "data-new"]}
        rows={(
          [
            ["calculators.taxBenefit.interestDeduction", "interest_deduction"],
            ["calculators.taxBenefit.principalDeduction", "principal_deduction"],
            ["calculators.taxBenefit.carried", "loss_carried_forward"],
            ["calculators.taxBenefit.taxSaved", "tax_saved"],
          ] as const
        ).map(([label, key]) => ({
          key,
          label: t(label),
          values: [formatInr(r.old_regime[key]), formatInr(r.new_regime[key])],
        }))}
      />
    </>
  );
}

function laws({ t }: I18nApi) {
  return (
    <>
      <p>{t("calculators.taxBenefit.laws")}</p>
      <p className="font-semibold" data-not-advice="">
        {t("calculators.taxBenefit.notAdvice")}
      </p>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
