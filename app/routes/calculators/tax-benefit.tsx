import { CalculatorField } from "../../components/calculators/calculator-field.tsx";
import { CalculatorPage, FixErrors } from "../../components/calculators/calculator-page.tsx";
import { groupAmounts } from "../../components/calculators/initial-values.ts";
import { useCalculator } from "../../components/calculators/use-calculator.ts";
import {
  TAX_BENEFIT_FIELDS_COPY,
  TAX_BETTER,
  TAX_PROPERTY_OPTIONS,
} from "../../content/calculators.ts";
import { TAX_SLABS } from "../../domain/calculators/tax-benefit.ts";
import { formatInr } from "../../domain/format.ts";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { calculatorPageData } from "../../modules/calculators/page.server.ts";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import type { Route } from "./+types/tax-benefit";

const DEFAULTS = {
  interest: "250000",
  principal: "120000",
  property: "self-occupied",
  rent: "0",
  municipal_tax: "0",
  other_80c: "50000",
  slab: "30",
};
const FIELDS = [
  "interest",
  "principal",
  "property",
  "rent",
  "municipal_tax",
  "other_80c",
  "slab",
] as const;
const AMOUNTS = ["interest", "principal", "rent", "municipal_tax", "other_80c"];
const SLAB_OPTIONS = TAX_SLABS.map((slab) => [String(slab), `${slab}%`] as const);

export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...(await calculatorPageData("tax-benefit", request, DEFAULTS, FIELDS)),
    i18n: i18nFor(request, "calculators", "errors-calculators", "forms", "errors-forms"),
  };
}

/**
 * /calculators/tax-benefit: old against new regime, both Income-tax Acts
 * (docs/product/calculators.md).
 */
export default function TaxBenefitPage({ loaderData }: Route.ComponentProps) {
  const { values, setValue, result, adoptPage } = useCalculator(
    "tax-benefit",
    groupAmounts(loaderData.values, AMOUNTS),
  );
  const errors = result.ok ? {} : result.fields;
  const r = result.ok ? result.data : null;
  const { t } = useI18n();
  const propertyOptions = TAX_PROPERTY_OPTIONS.map(([value, label]) => [value, t(label)] as const);
  return (
    <CalculatorPage
      slug="tax-benefit"
      verifyPhone={loaderData.verifyPhone}
      adoptPage={adoptPage}
      title={t("calculators.taxBenefit.title")}
      intro={t("calculators.taxBenefit.intro")}
      fields={FIELDS.map((field) => (
        <CalculatorField
          key={field}
          name={field}
          kind={
            field === "property" || field === "slab"
              ? "select"
              : AMOUNTS.includes(field)
                ? "amount"
                : "number"
          }
          options={field === "slab" ? SLAB_OPTIONS : propertyOptions}
          copy={TAX_BENEFIT_FIELDS_COPY[field]}
          value={values[field] ?? ""}
          error={errors[field]}
          onChange={(value) => setValue(field, value)}
        />
      ))}
      result={
        r ? (
          <>
            <p
              className="rounded-xl bg-brand-50 p-4 font-semibold text-ink"
              data-better={r.better}
              aria-live="polite"
            >
              {t(TAX_BETTER[r.better])}
            </p>
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <td />
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("calculators.taxBenefit.oldRegime")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("calculators.taxBenefit.newRegime")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    ["calculators.taxBenefit.interestDeduction", "interest_deduction"],
                    ["calculators.taxBenefit.principalDeduction", "principal_deduction"],
                    ["calculators.taxBenefit.carried", "loss_carried_forward"],
                    ["calculators.taxBenefit.taxSaved", "tax_saved"],
                  ] as const
                ).map(([label, key]) => (
                  <tr key={key} className="border-b border-slate-200">
                    <th scope="row" className="px-3 py-2 text-left font-semibold">
                      {t(label)}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums" data-old={key}>
                      {formatInr(r.old_regime[key])}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums" data-new={key}>
                      {formatInr(r.new_regime[key])}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <FixErrors message={t("calculators.common.fixErrors")} />
        )
      }
      notes={
        <>
          <p>{t("calculators.taxBenefit.laws")}</p>
          <p className="font-semibold" data-not-advice="">
            {t("calculators.taxBenefit.notAdvice")}
          </p>
        </>
      }
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
