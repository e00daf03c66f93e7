import type { ReactNode, Ref } from "react";
import { ASSESSMENT_MESSAGES } from "../../domain/eligibility/assess.ts";
import { formatInr } from "../../domain/format.ts";
import { type I18nApi, T, useI18n } from "../../i18n/i18n.tsx";
import { Link } from "../router-links.tsx";

export interface ShownResult {
  is_eligible: number;
  eligibility_message: string;
  calculated_emi: string | null;
  /**
   * The enquiry's reference (docs/product/borrower-journey.md "References"), once the server has
   * stored it.
   */
  reference?: string;
  /**
   * The answers allow PMAY-U 2.0's interest subsidy (docs/product/calculators.md "The wizard's
   * hint"); absent from a server older than the hint.
   */
  pmay_candidate?: boolean;
}

export interface ResultPanelProps {
  result: ShownResult;
  interestRate: number;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Delivery news ("Sending…", "Saved on this device…"), announced politely. */
  status?: ReactNode;
  /** The stepper resets in place; without JavaScript a link starts a fresh form. */
  onReset?: () => void;
  resetHref?: string;
  /** What the wizard knows of the loan, for the /offers form (docs/product/offers.md "Pages"). */
  offersQuery?: string;
}

/** The EMI of a result as a number, or null when none was worked out. */
function emiOf(result: ShownResult): number | null {
  if (result.calculated_emi === null) return null;
  const emi = Number(result.calculated_emi);
  return Number.isFinite(emi) ? emi : null;
}

/**
 * The verdict in the page's language, built from the structured result: eligible with its EMI
 * (₹ in Indian grouping), or the domain's reason (ASSESSMENT_MESSAGES). The stored and API
 * eligibility_message stays the domain's English; a message this does not know is shown through
 * the errors catalogues, as it came.
 */
export function resultMessage(result: ShownResult, { t, message }: Pick<I18nApi, "t" | "message">) {
  const emi = emiOf(result);
  if (result.is_eligible === 1 && emi !== null) {
    return t("wizard.result.eligible", { emi: formatInr(emi, { decimals: 2 }) });
  }
  for (const [reason, english] of Object.entries(ASSESSMENT_MESSAGES)) {
    if (english === result.eligibility_message) {
      return t(`wizard.result.${reason as keyof typeof ASSESSMENT_MESSAGES}`);
    }
  }
  return message(result.eligibility_message);
}

/**
 * The answers allow PMAY-U 2.0's interest subsidy (docs/product/calculators.md "The wizard's
 * hint"), with the calculator that checks the rest of the scheme's rules.
 */
const HINT_LINK = "font-semibold text-brand-700 underline";

function PmayHint() {
  const { href } = useI18n();
  return (
    <p
      className="mt-4 rounded-md border border-accent-600/30 bg-accent-500/10 p-4"
      data-pmay-hint=""
    >
      <T
        id="wizard.result.pmayHint"
        components={{
          // biome-ignore lint/a11y/useAnchorContent: <T> fills in the link text from the catalogue
          0: <a href={href("/calculators/pmay")} className={HINT_LINK} />,
        }}
      />
    </p>
  );
}

/** The reference to quote, with where to use it. */
export function ReferenceLine({ reference }: { reference: string }) {
  const { t, href } = useI18n();
  return (
    <p className="mt-4 rounded-md border border-slate-300 p-4">
      {t("wizard.result.reference")}{" "}
      <strong data-testid="reference" className="font-mono text-lg">
        {reference}
      </strong>
      <span className="mt-1 block text-sm text-slate-700">
        <T
          id="wizard.result.referenceUse"
          components={{
            // biome-ignore lint/a11y/useAnchorContent: <T> fills in the link text from the catalogue
            0: <a href={href("/track")} className="text-brand-700 underline" />,
          }}
        />
      </span>
    </p>
  );
}

/**
 * docs/product/forms.md "Eligibility result screen": the verdict, the EMI and Check Another Loan.
 */
export function ResultPanel({
  result,
  interestRate,
  headingRef,
  status,
  onReset,
  resetHref,
  offersQuery,
}: ResultPanelProps) {
  const i18n = useI18n();
  const { t, href } = i18n;
  const eligible = result.is_eligible === 1;
  const emi = emiOf(result);
  const buttonClass =
    "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700";
  return (
    <div className="rounded-lg border border-slate-300 bg-white p-5 shadow-sm sm:p-8">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className={`text-2xl font-bold ${eligible ? "text-accent-700" : "text-ink"}`}
      >
        {eligible ? t("wizard.result.eligibleHeading") : t("wizard.result.otherHeading")}
      </h2>
      <p className="mt-3 text-lg">{resultMessage(result, i18n)}</p>
      {emi !== null ? (
        <p className="mt-4 rounded-md bg-brand-50 p-4">
          <span className="block text-sm text-slate-700">{t("wizard.result.emiLabel")}</span>
          <strong className="text-2xl text-brand-900">{formatInr(emi, { decimals: 2 })}</strong>{" "}
          <span className="text-slate-700">{t("wizard.result.perMonth")}</span>
        </p>
      ) : null}
      {result.pmay_candidate ? <PmayHint /> : null}
      <p className="mt-3 text-sm text-slate-700">
        {t("wizard.result.indicative", { rate: interestRate })}
      </p>
      {result.reference ? <ReferenceLine reference={result.reference} /> : null}
      <div role="status" className="mt-4 text-base">
        {status}
      </div>
      <p className="mt-4">
        <Link
          to={href(offersQuery ? `/offers?${offersQuery}` : "/offers")}
          data-testid="result-offers"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          {t("wizard.result.offers")}
        </Link>
      </p>
      <div className="mt-6">
        {onReset ? (
          <button type="button" onClick={onReset} className={buttonClass}>
            {t("wizard.button.again")}
          </button>
        ) : (
          <a href={resetHref ?? href("/eligibility-form")} className={buttonClass}>
            {t("wizard.button.again")}
          </a>
        )}
      </div>
    </div>
  );
}
