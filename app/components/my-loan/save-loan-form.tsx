import type { MyLoanPageState } from "../../domain/my-loan/page-state.ts";
import { OTHER_LENDER, RESET_PERIODS } from "../../domain/my-loan/saved-loan.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { SelectField, TextField } from "../forms/form-field.tsx";
import { Form } from "../router-links.tsx";
import { TitledPanel } from "../site/titled-panel.tsx";
import {
  ConsentAndSubmit,
  fieldState,
  Hidden,
  type LoanForms,
  useFieldError,
  withPrompt,
} from "./loan-form-parts.tsx";

// The form that saves a loan on /my-loan and /account (docs/product/my-loan.md "Pages"): the fields
// of the saved loan, each refusal beside its field, and the consent.

export function SaveLoanForm({
  forms,
  banks,
  state,
}: {
  forms: LoanForms;
  banks: readonly { slug: string; name: string }[];
  state: MyLoanPageState | null;
}) {
  const { t, message } = useI18n();
  const refusal = state?.refusal ?? null;
  const error = useFieldError(refusal, "save");
  const values = refusal?.form === "save" ? (state?.values ?? {}) : {};
  const field = fieldState(values, error);
  const formError = refusal?.form === "save" ? refusal : null;
  return (
    <TitledPanel headingId="save-loan" title={t("my-loan.form.heading")}>
      <Form
        method="post"
        action={forms.action}
        noValidate
        className="mt-4 grid gap-5 sm:grid-cols-2"
      >
        <Hidden fields={{ ...forms.hidden, intent: `${forms.prefix}save` }} />
        {formError ? (
          <p role="alert" className="font-medium text-red-700 sm:col-span-2">
            {Object.keys(formError.fields).length > 0
              ? t("my-loan.form.fix")
              : message(formError.message)}
          </p>
        ) : null}
        <SelectField
          {...field("bank")}
          label={t("my-loan.form.bank")}
          required
          options={withPrompt(t("my-loan.form.chooseBank"), [
            ...banks.map((b) => ({ value: b.slug, label: b.name })),
            { value: OTHER_LENDER, label: t("my-loan.form.otherBank") },
          ])}
        />
        <TextField {...field("lender_name")} label={t("my-loan.form.lenderName")} maxLength={100} />
        <SelectField
          name="rate_type"
          label={t("my-loan.form.rateType")}
          defaultValue={values.rate_type ?? "repo"}
          error={error("rate_type")}
          required
          options={[
            { value: "repo", label: t("my-loan.form.rateType.repo") },
            { value: "other", label: t("my-loan.form.rateType.other") },
          ]}
        />
        <TextField
          {...field("current_rate")}
          label={t("my-loan.form.currentRate")}
          inputMode="decimal"
          required
          maxLength={10}
        />
        <TextField
          {...field("last_reset_on")}
          type="date"
          label={t("my-loan.form.lastReset")}
          hint={t("my-loan.form.lastResetHint")}
        />
        <SelectField
          {...field("reset_every_months")}
          label={t("my-loan.form.resetEvery")}
          options={withPrompt(
            t("my-loan.form.chooseReset"),
            RESET_PERIODS.map((m) => ({
              value: String(m),
              label: t("my-loan.form.months", { months: m }),
            })),
          )}
        />
        <TextField
          {...field("outstanding")}
          label={t("my-loan.form.outstanding")}
          hint={t("my-loan.form.outstandingHint")}
          inputMode="numeric"
          required
          maxLength={20}
        />
        <TextField
          {...field("remaining_months")}
          label={t("my-loan.form.remainingMonths")}
          inputMode="numeric"
          required
          maxLength={5}
        />
        <TextField
          {...field("emi")}
          label={t("my-loan.form.emi")}
          hint={t("my-loan.form.emiHint")}
          inputMode="numeric"
          maxLength={20}
        />
        <TextField
          {...field("email")}
          type="email"
          autoComplete="email"
          label={t("my-loan.form.email")}
          hint={t("my-loan.form.emailHint")}
          maxLength={254}
        />
        <ConsentAndSubmit
          text="my-loan.form.consent"
          error={error("consent")}
          errorId="save-consent-error"
          defaultChecked={values.consent === "on"}
          span="sm:col-span-2"
          submit={t("my-loan.form.submit")}
        />
      </Form>
    </TitledPanel>
  );
}
