import { Calculator } from "../../components/calculators/calculator.tsx";
import { CompareTable, Figure } from "../../components/calculators/calculator-page.tsx";
import { formatInr } from "../../domain/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { calculatorLoader } from "../../modules/calculators/page.server.ts";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import type { Route } from "./+types/prepayment";

export const loader = calculatorLoader("prepayment");

/**
 * /calculators/prepayment: what a lump sum or a monthly extra saves (docs/product/calculators.md).
 */
export default function PrepaymentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <Calculator
      name="prepayment"
      loaderData={loaderData}
      title={t("calculators.prepayment.title")}
      intro={t("calculators.prepayment.intro")}
      result={(r) => (
        <>
          <dl className="grid gap-3 sm:grid-cols-2" aria-live="polite">
            <Figure
              label={t("calculators.prepayment.interestSaved")}
              value={formatInr(r.interest_saved)}
              testId="interest_saved"
            />
            <Figure
              label={t("calculators.prepayment.monthsSaved")}
              value={String(r.months_saved)}
              testId="months_saved"
            />
          </dl>
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
      )}
      notes={<p data-rbi-note="">{t("calculators.prepayment.rbiNote")}</p>}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
