import { formatInr } from "../../domain/format.ts";
import type { OfferPolicy } from "../../domain/offers/policy.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";
import { Link } from "../router-links.tsx";
import { formatIstDay } from "./snapshot-words.ts";

// A participating lender on /how-we-match (docs/product/offers.md "Lending policies" and "Pages"):
// its name, the date of its policy, and the policy itself, folded: the public method is every
// lender's figures as well as the rules that read them. The penal charges, the lender's own words
// (English only), are on each offer's card and in the lender's Key Fact Statement linked here.

export interface ParticipatingLender {
  slug: string;
  name: string;
  policy: OfferPolicy;
  /** When the policy was last set (ISO time); null for one that predates the record. */
  updated: string | null;
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 border-t border-slate-100 py-1.5 sm:grid-cols-2">
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

export function LenderPolicy({
  lender,
  bands,
}: {
  lender: ParticipatingLender;
  /** The credit-score bands in their order (from the loader: the domain's list). */
  bands: readonly string[];
}) {
  const { t, href, lang } = useI18n();
  const { policy } = lender;
  const word = (id: string) => t(id as MessageId);
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-5"
      data-testid={`lender-${lender.slug}`}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <Link
          to={href(`/loan/${lender.slug}`)}
          className="font-bold text-brand-700 underline underline-offset-2"
        >
          {lender.name}
        </Link>
        {lender.updated ? (
          <span className="text-sm text-slate-700">
            {t("offers.method.lenders.updated", { date: formatIstDay(lender.updated, lang) })}
          </span>
        ) : null}
      </p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-ink">
          {t("offers.method.lenders.details", { bank: lender.name })}
        </summary>
        <dl className="mt-2">
          <Row term={t("offers.method.policy.rates")}>
            <ul>
              {bands.map((band) => {
                const rate = policy.rates[band as keyof OfferPolicy["rates"]];
                return (
                  <li key={band}>
                    {word(`offers.band.${band}`)}:{" "}
                    {rate === null || rate === undefined
                      ? t("offers.method.policy.notLent")
                      : t("offers.card.rateValue", { rate })}
                  </li>
                );
              })}
            </ul>
          </Row>
          <Row term={t("offers.method.policy.income")}>{formatInr(policy.min_monthly_income)}</Row>
          <Row term={t("offers.method.policy.foir")}>
            {t("offers.method.policy.foirValue", { percent: policy.max_foir_percent })}
          </Row>
          <Row term={t("offers.method.policy.ltv")}>
            {t("offers.method.policy.ltvValue", { percent: policy.max_ltv_percent })}
          </Row>
          <Row term={t("offers.method.policy.loan")}>
            {t("offers.method.policy.loanValue", {
              min: formatInr(policy.min_loan),
              max: formatInr(policy.max_loan),
            })}
          </Row>
          <Row term={t("offers.method.policy.tenure")}>
            {t("offers.inputs.months", { months: policy.max_tenure_months })}
          </Row>
          <Row term={t("offers.method.policy.age")}>{policy.max_age_at_maturity}</Row>
          <Row term={t("offers.method.policy.employment")}>
            {policy.employment.map((type) => word(`offers.employment.${type}`)).join(", ")}
          </Row>
          <Row term={t("offers.method.policy.fee")}>
            {t("offers.method.policy.feeValue", {
              percent: policy.processing_fee_percent,
              min: formatInr(policy.processing_fee_min),
              max: formatInr(policy.processing_fee_max),
            })}
          </Row>
          <Row term={t("offers.method.policy.other")}>{formatInr(policy.other_charges)}</Row>
        </dl>
        <p className="mt-2">
          <a
            href={policy.kfs_url}
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t("offers.card.kfs", { bank: lender.name })}
          </a>
        </p>
      </details>
    </li>
  );
}
