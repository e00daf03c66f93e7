import { formatAmountInput } from "../wizard/amount-format.ts";

// The /offers form's names and its defaults from a query string (docs/product/offers.md "Pages"):
// the wizard's result and the eligibility calculator link in with what they know
// (?loan_amount=&tenure_months=&property_value=&…). Pure, so the page's loader stays thin.

/** The form's names: the JSON inputs' own (docs/product/offers.md "The borrower's inputs"). */
export const OFFER_FORM_NAMES = [
  "loan_amount",
  "tenure_months",
  "property_value",
  "monthly_income",
  "existing_emis",
  "credit_score_band",
  "age",
  "employment",
] as const;

const AMOUNTS = new Set(["loan_amount", "property_value", "monthly_income", "existing_emis"]);

/** Longest text kept from a query value or a posted field: far above any valid input. */
const MAX_LENGTH = 40;

/**
 * The query's values as the form's defaults: amounts grouped the Indian way (2500000 →
 * 25,00,000), a band or employment only when it is one of `choices`, anything else as given (the
 * post will say what is wrong with it). Existing EMIs start at 0.
 */
export function offersPrefill(
  query: URLSearchParams,
  choices: { bands: readonly string[]; employment: readonly string[] },
): Record<string, string> {
  const values: Record<string, string> = { existing_emis: "0" };
  const known: Record<string, readonly string[]> = {
    credit_score_band: choices.bands,
    employment: choices.employment,
  };
  for (const name of OFFER_FORM_NAMES) {
    const raw = query.get(name)?.trim().slice(0, MAX_LENGTH);
    if (!raw) continue;
    if (known[name]) {
      if (known[name].includes(raw)) values[name] = raw;
    } else {
      values[name] = AMOUNTS.has(name) && /^[\d,.]+$/.test(raw) ? formatAmountInput(raw) : raw;
    }
  }
  return values;
}

/** A post's fields of the form, each cut to a sane length; other names are dropped. */
export function offersFormValues(sent: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    OFFER_FORM_NAMES.map((name) => [name, (sent[name] ?? "").slice(0, MAX_LENGTH)]),
  );
}
