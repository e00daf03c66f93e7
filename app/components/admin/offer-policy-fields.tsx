import {
  CREDIT_SCORE_BAND_RANGES,
  CREDIT_SCORE_BANDS,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  type OfferPolicy,
} from "../../domain/offers/policy.ts";
import { TextAreaField, TextField } from "../forms/form-field.tsx";
import { DateTime } from "./date-time.tsx";

// The bank's lending policy on its admin page (docs/product/offers.md "Lending policies"): every
// field of the policy, grouped as a lender publishes them, each named by its dotted path
// (`offer_policy.rates.750-799`) so that the server's message for it lands beside it. Part of the
// bank's one form: a plain HTML form that works before and without JavaScript.

const P = "offer_policy";
const PARTICIPATES = `${P}.participates`;

const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  salaried: "Salaried",
  "self-employed-professional": "Self-employed professional",
  "self-employed-business": "Self-employed, business",
};

type NumberKey = Exclude<keyof OfferPolicy, "rates" | "employment" | "penal_charges" | "kfs_url">;

/** The numeric fields, grouped, with their labels and whether they take decimals. */
const GROUPS: { legend: string; fields: { key: NumberKey; label: string; decimal?: boolean }[] }[] =
  [
    {
      legend: "Limits",
      fields: [
        { key: "min_monthly_income", label: "Minimum net monthly income (₹)" },
        {
          key: "max_foir_percent",
          label: "Maximum FOIR (% of income all EMIs may take)",
          decimal: true,
        },
        { key: "max_ltv_percent", label: "Maximum LTV (% of the property's value)", decimal: true },
        { key: "min_loan", label: "Smallest loan (₹)" },
        { key: "max_loan", label: "Largest loan (₹)" },
        { key: "max_tenure_months", label: "Longest tenure (months)" },
        { key: "max_age_at_maturity", label: "Oldest age at the loan's end (years)" },
      ],
    },
    {
      legend: "Fees",
      fields: [
        { key: "processing_fee_percent", label: "Processing fee (% of the loan)", decimal: true },
        { key: "processing_fee_min", label: "Processing fee at least (₹)" },
        { key: "processing_fee_max", label: "Processing fee at most (₹)" },
        { key: "other_charges", label: "Other one-off charges (₹)" },
      ],
    },
  ];

/**
 * The policy as the API takes it, from the bank form: null when the bank does not take part. A
 * blank band rate is a band not lent to; any other blank number stays blank text, which the
 * schema refuses with the field's own message.
 */
export function offerPolicyFromForm(form: FormData): Record<string, unknown> | null {
  if (form.get(PARTICIPATES) !== "yes") return null;
  const text = (name: string) => String(form.get(`${P}.${name}`) ?? "").trim();
  const number = (name: string) => {
    const value = text(name).replace(/[,\s₹]/g, "");
    return value === "" || Number.isNaN(Number(value)) ? value : Number(value);
  };
  const rates = Object.fromEntries(
    CREDIT_SCORE_BANDS.map((band) => {
      const value = number(`rates.${band}`);
      return [band, value === "" ? null : value];
    }),
  );
  const policy: Record<string, unknown> = { rates };
  for (const group of GROUPS) for (const { key } of group.fields) policy[key] = number(key);
  policy.employment = form.getAll(`${P}.employment`).map(String);
  policy.penal_charges = text("penal_charges");
  policy.kfs_url = text("kfs_url");
  return policy;
}

export function OfferPolicyFields({
  policy,
  updatedAt,
  errors,
}: {
  policy: OfferPolicy | null;
  updatedAt: string | null;
  errors: Record<string, string>;
}) {
  const error = (name: string) => errors[`${P}.${name}`];
  const employmentError =
    error("employment") ??
    Object.entries(errors).find(([key]) => key.startsWith(`${P}.employment.`))?.[1];
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">
        A partner bank with a policy takes part in the borrowers' offers (
        <a href="/how-we-match" className="underline">
          /how-we-match
        </a>
        ): every rule below is checked for every borrower, and its offers are ordered by APR alone.
        {updatedAt ? (
          <>
            {" "}
            Policy last changed <DateTime iso={updatedAt} />.
          </>
        ) : null}
      </p>
      <div className="flex items-start gap-3">
        <input
          id="offer-policy-participates"
          name={PARTICIPATES}
          type="checkbox"
          value="yes"
          defaultChecked={policy !== null}
          className="mt-1 size-5 shrink-0"
        />
        <label htmlFor="offer-policy-participates" className="text-sm">
          <span className="font-semibold">Takes part in the offers with this policy</span>{" "}
          (unticked: the bank is left out of every borrower's offers)
        </label>
      </div>
      {errors[P] ? <p className="text-sm font-medium text-red-700">{errors[P]}</p> : null}

      <fieldset>
        <legend className="text-base font-semibold">
          Rate by credit-score band (% a year; blank: not lent to the band)
        </legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          {CREDIT_SCORE_BANDS.map((band) => (
            <TextField
              key={band}
              label={`${band} (${CREDIT_SCORE_BAND_RANGES[band]})`}
              name={`${P}.rates.${band}`}
              type="number"
              inputMode="decimal"
              step="0.01"
              defaultValue={policy?.rates[band] ?? ""}
              error={error(`rates.${band}`)}
            />
          ))}
        </div>
        {error("rates") ? <p className="mt-1 text-sm text-red-700">{error("rates")}</p> : null}
      </fieldset>

      {GROUPS.map((group) => (
        <fieldset key={group.legend}>
          <legend className="text-base font-semibold">{group.legend}</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {group.fields.map(({ key, label, decimal }) => (
              <TextField
                key={key}
                label={label}
                name={`${P}.${key}`}
                type="number"
                inputMode={decimal ? "decimal" : "numeric"}
                step={decimal ? "0.01" : "1"}
                defaultValue={policy?.[key] ?? ""}
                error={error(key)}
              />
            ))}
          </div>
        </fieldset>
      ))}

      <fieldset aria-describedby={employmentError ? "offer-policy-employment-error" : undefined}>
        <legend className="text-base font-semibold">Whom it lends to</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {EMPLOYMENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={`${P}.employment`}
                value={type}
                defaultChecked={policy ? policy.employment.includes(type) : true}
                className="size-5"
              />
              {EMPLOYMENT_LABELS[type]}
            </label>
          ))}
        </div>
        {employmentError ? (
          <p id="offer-policy-employment-error" className="mt-1 text-sm text-red-700">
            {employmentError}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-4">
        <TextAreaField
          label="Penal charges (shown with each offer)"
          name={`${P}.penal_charges`}
          rows={2}
          defaultValue={policy?.penal_charges ?? ""}
          error={error("penal_charges")}
        />
        <TextField
          label="Key Fact Statement or terms (https address)"
          name={`${P}.kfs_url`}
          type="url"
          defaultValue={policy?.kfs_url ?? ""}
          error={error("kfs_url")}
        />
      </div>
    </div>
  );
}
