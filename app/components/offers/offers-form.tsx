import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";
import { Form } from "../router-links.tsx";
import { ChoiceGroup, OfferField, OfferInput, OfferSubmit } from "./offer-fields.tsx";

// The /offers form (docs/product/offers.md "Pages"): every input of "The borrower's inputs",
// labelled, the credit-score band in words. A plain form that posts to its own page, which answers
// a refusal with each field's message beside it and the values as sent, and an acceptance by
// sending the browser to the snapshot's page; with JavaScript the router posts the same form. Its
// controls are uncontrolled, so nothing typed before the script starts is lost (ADR 019, point 3).

/** The refused post: the first message, each field's, and what was sent. */
export interface OffersRefusal {
  error: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

/** The form's choices, from the loader (the domain's lists: the page then carries no zod). */
export interface OffersChoices {
  bands: readonly string[];
  employment: readonly string[];
}

/** A text box for a number: amounts keep their Indian grouping as typed, so no type="number". */
const AMOUNTS = [
  ["loan_amount", "offers.field.loanAmount", "offers.field.loanAmountHint"],
  ["tenure_months", "offers.field.tenure", "offers.field.tenureHint"],
  ["property_value", "offers.field.propertyValue", "offers.field.propertyValueHint"],
  ["monthly_income", "offers.field.monthlyIncome", "offers.field.monthlyIncomeHint"],
  ["existing_emis", "offers.field.existingEmis", "offers.field.existingEmisHint"],
  ["age", "offers.field.age", "offers.field.ageHint"],
] as const satisfies readonly (readonly [string, MessageId, MessageId])[];

/** The choices in words, one radio button each: the field, its list, its words, legend and hint. */
const CHOICES = [
  ["credit_score_band", "bands", "band", "offers.field.band", "offers.field.bandHint"],
  ["employment", "employment", "employment", "offers.field.employment", undefined],
] as const satisfies readonly (readonly [
  string,
  keyof OffersChoices,
  "band" | "employment",
  MessageId,
  MessageId | undefined,
])[];

export function OffersForm({
  values,
  refusal,
  choices,
}: {
  /** Defaults: the query string's (another page linking in) or what a refused post sent. */
  values: Record<string, string>;
  refusal: OffersRefusal | null;
  choices: OffersChoices;
}) {
  const { t, href, message } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const errors = refusal?.fields ?? {};
  const shown = refusal?.values ?? values;
  const formRef = useRef<HTMLFormElement>(null);

  // A refusal answered to the router's post: the first field it names takes focus. Not the one
  // the page came with (a post sent before the script started): the visitor may be typing again.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current && refusal) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
    }
    mounted.current = true;
  }, [refusal]);

  const field = (name: string) => `offers-${name}`;
  return (
    <Form
      ref={formRef}
      method="post"
      action={href("/offers")}
      noValidate
      aria-label={t("offers.form.title")}
      className="mt-8 grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8"
    >
      {AMOUNTS.map(([name, label, hint]) => (
        <OfferField
          key={name}
          id={field(name)}
          label={t(label)}
          hint={t(hint)}
          error={errors[name]}
        >
          <OfferInput
            id={field(name)}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            defaultValue={shown[name] ?? ""}
            hint={t(hint)}
            error={errors[name]}
          />
        </OfferField>
      ))}
      {CHOICES.map(([name, list, words, legend, hint]) => (
        <ChoiceGroup
          key={name}
          id={field(name)}
          name={name}
          legend={t(legend)}
          hint={hint ? t(hint) : undefined}
          error={errors[name]}
          checked={shown[name]}
          options={choices[list].map((value) => ({
            value,
            label: t(`offers.${words}.${value}` as MessageId),
          }))}
        />
      ))}
      <div className="grid gap-4 sm:col-span-2">
        <div role="alert" className="empty:hidden">
          {refusal ? (
            <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {Object.keys(errors).length > 0 ? t("offers.form.fix") : message(refusal.error)}
            </p>
          ) : null}
        </div>
        <p className="text-sm text-slate-700">{t("offers.form.privacy")}</p>
        <OfferSubmit
          busy={busy}
          label={t("offers.form.submit")}
          busyLabel={t("offers.form.sending")}
        />
      </div>
    </Form>
  );
}
