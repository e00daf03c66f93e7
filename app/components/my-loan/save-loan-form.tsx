import type { MyLoanPageState } from "../../domain/my-loan/page-state.ts";
import { OTHER_LENDER, RESET_PERIODS } from "../../domain/my-loan/saved-loan.ts";
import { T, useI18n } from "../../i18n/i18n.tsx";
import { SelectField, TextField } from "../forms/form-field.tsx";
import { Form, Link } from "../router-links.tsx";
import { button, Hidden, type LoanForms, useFieldError } from "./loan-form-parts.tsx";

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
  const { t, href, message } = useI18n();
  const refusal = state?.refusal ?? null;
  const error = useFieldError(refusal, "save");
  const values = refusal?.form === "save" ? (state?.values ?? {}) : {};
  const formError = refusal?.form === "save" ? refusal : null;
  return (
    <section
      aria-labelledby="save-loan"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="save-loan" className="text-xl font-bold text-ink">
        {t("my-loan.form.heading")}
      </h2>
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
          name="bank"
          label={t("my-loan.form.bank")}
          defaultValue={values.bank ?? ""}
          error={error("bank")}
          required
          options={[
            { value: "", label: t("my-loan.form.chooseBank") },
            ...banks.map((b) => ({ value: b.slug, label: b.name })),
            { value: OTHER_LENDER, label: t("my-loan.form.otherBank") },
          ]}
        />
        <TextField
          name="lender_name"
          label={t("my-loan.form.lenderName")}
          defaultValue={values.lender_name ?? ""}
          error={error("lender_name")}
          maxLength={100}
        />
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
          name="current_rate"
          label={t("my-loan.form.currentRate")}
          inputMode="decimal"
          defaultValue={values.current_rate ?? ""}
          error={error("current_rate")}
          required
          maxLength={10}
        />
        <TextField
          name="last_reset_on"
          type="date"
          label={t("my-loan.form.lastReset")}
          hint={t("my-loan.form.lastResetHint")}
          defaultValue={values.last_reset_on ?? ""}
          error={error("last_reset_on")}
        />
        <SelectField
          name="reset_every_months"
          label={t("my-loan.form.resetEvery")}
          defaultValue={values.reset_every_months ?? ""}
          error={error("reset_every_months")}
          options={[
            { value: "", label: t("my-loan.form.chooseReset") },
            ...RESET_PERIODS.map((m) => ({
              value: String(m),
              label: t("my-loan.form.months", { months: m }),
            })),
          ]}
        />
        <TextField
          name="outstanding"
          label={t("my-loan.form.outstanding")}
          hint={t("my-loan.form.outstandingHint")}
          inputMode="numeric"
          defaultValue={values.outstanding ?? ""}
          error={error("outstanding")}
          required
          maxLength={20}
        />
        <TextField
          name="remaining_months"
          label={t("my-loan.form.remainingMonths")}
          inputMode="numeric"
          defaultValue={values.remaining_months ?? ""}
          error={error("remaining_months")}
          required
          maxLength={5}
        />
        <TextField
          name="emi"
          label={t("my-loan.form.emi")}
          hint={t("my-loan.form.emiHint")}
          inputMode="numeric"
          defaultValue={values.emi ?? ""}
          error={error("emi")}
          maxLength={20}
        />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t("my-loan.form.email")}
          hint={t("my-loan.form.emailHint")}
          defaultValue={values.email ?? ""}
          error={error("email")}
          maxLength={254}
        />
        <div className="sm:col-span-2">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="consent"
              defaultChecked={values.consent === "on"}
              aria-invalid={error("consent") ? true : undefined}
              aria-describedby={error("consent") ? "save-consent-error" : undefined}
              className="mt-1 h-5 w-5"
            />
            <span className="text-sm text-slate-800">
              <T
                id="my-loan.form.consent"
                components={{
                  0: <Link to={href("/privacy")} className="font-semibold underline" />,
                }}
              />
            </span>
          </label>
          {error("consent") ? (
            <p id="save-consent-error" className="mt-1 text-sm font-medium text-red-700">
              {error("consent")}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={button}>
            {t("my-loan.form.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
