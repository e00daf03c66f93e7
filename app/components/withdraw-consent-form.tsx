import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { T, useI18n } from "../i18n/i18n.tsx";
import { OptionalPhoneVerification } from "./phone-verification.tsx";

// 'Withdraw consent' on /privacy (docs/product/borrower-journey.md, DPDP Act s. 6(4)): the
// reference and mobile number of the enquiry, and the SMS code when the site can send one. Posts to
// /privacy.

export type WithdrawFormState =
  | { ok: true; message: string; reference: string }
  | { ok: false; error: string; values: Record<string, string> };

const INPUT =
  "w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink aria-invalid:border-red-600";

export function WithdrawConsentForm({
  verifyPhone = false,
  serverState = null,
}: {
  verifyPhone?: boolean;
  serverState?: WithdrawFormState | null;
}) {
  const { t, href, message } = useI18n();
  const fetcher = useFetcher<WithdrawFormState>();
  const result = fetcher.data ?? serverState;
  const values = result && !result.ok ? result.values : {};
  const [phone, setPhone] = useState(values.phone ?? "");

  if (result?.ok) {
    return (
      <p role="status" className="mt-4 rounded-md border border-green-700 bg-green-50 p-4">
        <T
          id="forms.withdraw.done"
          values={{ message: message(result.message), reference: result.reference }}
          components={{ 0: <strong className="font-mono" /> }}
        />
      </p>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={href("/privacy#withdraw")}
      noValidate
      preventScrollReset
      aria-labelledby="withdraw"
      className="mt-4 grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2"
    >
      <Field id="withdraw-reference" label={t("forms.reference")}>
        <input
          id="withdraw-reference"
          type="text"
          name="reference"
          defaultValue={values.reference ?? ""}
          autoCapitalize="characters"
          maxLength={20}
          required
          className={INPUT}
        />
      </Field>
      <Field id="withdraw-phone" label={t("forms.mobile")}>
        <input
          id="withdraw-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          maxLength={20}
          required
          className={INPUT}
        />
      </Field>
      <OptionalPhoneVerification enabled={verifyPhone} phone={phone} />
      {result && !result.ok ? (
        <p role="alert" className="font-medium text-red-700 sm:col-span-2">
          {message(result.error)}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-red-700 px-6 py-2 font-semibold text-white hover:bg-red-800"
        >
          {t("forms.withdraw.submit")}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** A labelled control of the form (`children`, whose id is `id`). */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}
