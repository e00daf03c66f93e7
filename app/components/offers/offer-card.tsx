import type { MouseEvent, ReactNode } from "react";
import { formatInr } from "../../domain/format.ts";
import type { Offer } from "../../domain/offers/match.ts";
import { useI18n } from "../../i18n/i18n.tsx";

// One lender's offer on a snapshot's page (docs/product/offers.md "The offer" and "Pages"): the
// figures a borrower compares, in the same place on every card so that cards read side by side on
// a phone, a link to the lender's Key Fact Statement and its penal charges. No badge and no
// "recommended": the order (by APR, then name) is the snapshot's, and nothing else sets a card
// apart.

function Figure({ term, children, hint }: { term: string; children: ReactNode; hint?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-slate-100 py-2">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="text-right font-semibold text-ink">
        {children}
        {hint ? <span className="block text-xs font-normal text-slate-600">{hint}</span> : null}
      </dd>
    </div>
  );
}

/**
 * Takes the reader to "Choose a lender" with this offer picked. Without JavaScript the link asks
 * the page again with ?choose=; with it, the radio button is picked in place and focused.
 */
function pickOffer(event: MouseEvent<HTMLAnchorElement>, bank: string) {
  const radio = document.querySelector<HTMLInputElement>(
    `#choose input[name="bank"][value="${CSS.escape(bank)}"]`,
  );
  if (!radio) return;
  event.preventDefault();
  // A click checks it and fires the events the form and its island listen to (ADR 019, ADR 033).
  radio.click();
  radio.focus();
  radio.scrollIntoView({ block: "center" });
}

export function OfferCard({
  offer,
  position,
  choosable,
}: {
  offer: Offer;
  /** Its place in the snapshot's order, read out before the name. */
  position: number;
  /** "Choose a lender" is on the page (not expired, mobile verification offered). */
  choosable: boolean;
}) {
  const { t } = useI18n();
  const headingId = `offer-${offer.bank}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`offer-${offer.bank}`}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-bold text-ink">
        <span className="sr-only">{position}. </span>
        {offer.bank_name}
      </h3>
      <dl className="mt-3">
        <Figure term={t("offers.card.apr")}>
          <span data-figure="apr">{offer.apr}%</span>
        </Figure>
        <Figure term={t("offers.card.rate")}>
          <span data-figure="rate">{t("offers.card.rateValue", { rate: offer.rate })}</span>
        </Figure>
        <Figure term={t("offers.card.emi")}>
          <span data-figure="emi">{t("offers.card.emiValue", { emi: formatInr(offer.emi) })}</span>
        </Figure>
        <Figure
          term={t("offers.card.upfront")}
          hint={t("offers.card.upfrontDetail", {
            fee: formatInr(offer.processing_fee),
            other: formatInr(offer.other_charges),
          })}
        >
          <span data-figure="upfront">{formatInr(offer.total_upfront)}</span>
        </Figure>
        <Figure term={t("offers.card.totalInterest")}>
          <span data-figure="interest">{formatInr(offer.total_interest)}</span>
        </Figure>
        <Figure term={t("offers.card.totalPayable")} hint={t("offers.card.totalPayableHint")}>
          <span data-figure="payable">{formatInr(offer.total_payable)}</span>
        </Figure>
      </dl>
      <details className="mt-3 rounded-xl bg-slate-50 p-3 text-sm">
        <summary className="cursor-pointer font-semibold text-ink">
          {t("offers.card.penal")}
        </summary>
        {/* The lender's own words, in English on the Hindi page too (lender-policy.tsx): marked
            so that a screen reader reads them in English. */}
        <p lang="en" className="mt-2 text-slate-700">
          {offer.penal_charges}
        </p>
      </details>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4">
        <a
          href={offer.kfs_url}
          rel="noopener noreferrer"
          className="text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {t("offers.card.kfs", { bank: offer.bank_name })}
        </a>
        {choosable ? (
          <a
            href={`?choose=${encodeURIComponent(offer.bank)}#choose`}
            onClick={(event) => pickOffer(event, offer.bank)}
            className="inline-flex min-h-11 items-center rounded-xl border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("offers.card.choose", { bank: offer.bank_name })}
          </a>
        ) : null}
      </div>
    </article>
  );
}
