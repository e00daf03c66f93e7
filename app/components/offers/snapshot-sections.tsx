import { formatInr } from "../../domain/format.ts";
import type { OfferInputs } from "../../domain/offers/inputs.ts";
import type { NotMatched } from "../../domain/offers/match.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";
import { Link } from "../router-links.tsx";
import { fixText, reasonText } from "./snapshot-words.ts";

// The parts of a snapshot's page around its offers (docs/product/offers.md "Pages"): the answers
// it was made from, in brief, with a way back to the form holding them; and the lenders that did
// not match, each reason in plain words with the borrower's figure and the lender's limit, and
// what would fit where one number would.

/** The form's address with these answers filled in (the form reads its own names). */
export function offersFormHref(inputs: OfferInputs): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(inputs)) query.set(name, String(value));
  return `/offers?${query.toString()}`;
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export function SnapshotInputs({ inputs }: { inputs: OfferInputs }) {
  const { t, href } = useI18n();
  const word = (id: string) => {
    const text = t(id as MessageId);
    return text === id ? id.replace(/^offers\.\w+\./, "") : text;
  };
  const rows: [MessageId, string][] = [
    ["offers.inputs.loanAmount", formatInr(inputs.loan_amount)],
    ["offers.inputs.tenure", t("offers.inputs.months", { months: inputs.tenure_months })],
    ["offers.inputs.propertyValue", formatInr(inputs.property_value)],
    ["offers.inputs.monthlyIncome", formatInr(inputs.monthly_income)],
    ["offers.inputs.existingEmis", formatInr(inputs.existing_emis)],
    ["offers.inputs.band", word(`offers.band.${inputs.credit_score_band}`)],
    ["offers.inputs.age", String(inputs.age)],
    ["offers.inputs.employment", word(`offers.employment.${inputs.employment}`)],
  ];
  return (
    <section
      aria-labelledby="snapshot-inputs"
      className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="snapshot-inputs" className="text-lg font-bold text-ink">
          {t("offers.inputs.heading")}
        </h2>
        <Link to={href(offersFormHref(inputs))} className={`text-sm ${linkClass}`}>
          {t("offers.inputs.change")}
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-700">{t(term)}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function NotMatchedList({ lenders }: { lenders: readonly NotMatched[] }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <section aria-labelledby="not-matched" className="mt-12" data-testid="not-matched">
      <h2 id="not-matched" className="text-2xl font-bold tracking-tight text-ink">
        {t("offers.notMatched.heading")}
      </h2>
      {lenders.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("offers.notMatched.none")}</p>
      ) : (
        <>
          <p className="mt-2 max-w-prose text-slate-700">{t("offers.notMatched.intro")}</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {lenders.map((lender) => (
              <li
                key={lender.bank}
                data-testid={`not-matched-${lender.bank}`}
                className="rounded-2xl border border-slate-200 bg-white p-5"
              >
                <h3 className="font-bold text-ink">{lender.bank_name}</h3>
                <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-800">
                  {lender.reasons.map((reason) => {
                    const fix = fixText(reason, i18n);
                    return (
                      <li key={reason.code} data-reason={reason.code}>
                        {reasonText(reason, i18n)}
                        {fix ? (
                          <span className="mt-0.5 block text-sm font-semibold text-accent-700">
                            {fix}
                          </span>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
