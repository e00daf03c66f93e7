import { useEffect, useId, useState } from "react";
import { useI18n } from "../i18n/i18n.tsx";

// 'Send code' / 'Verify' for a mobile number (docs/product/borrower-journey.md "Mobile
// verification"), shown only when the server has an SMS provider and only once JavaScript runs:
// without it the form still submits, unverified. The token the server answers goes into a hidden
// `otp_verification` input, so whichever form holds this component sends it along.

export interface PhoneVerificationProps {
  /** The mobile number as typed in the form's own field. */
  phone: string;
  /** Called with the token when the number is verified, and with null when the number changes. */
  onVerified?: (token: string | null) => void;
  /** Name of the hidden input carrying the token; none when the parent sends it itself. */
  name?: string;
}

type State =
  | { step: "idle" }
  | { step: "sending" }
  | { step: "sent"; phone: string }
  | { step: "checking"; phone: string }
  | { step: "verified"; phone: string; token: string };

const button =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60";

async function postJson(url: string, body: unknown) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { error?: string; verification?: string };
  return { status: res.status, json };
}

export function PhoneVerification({ phone, onVerified, name }: PhoneVerificationProps) {
  const { t, message: translate, lang } = useI18n();
  const id = useId();
  const [state, setState] = useState<State>({ step: "idle" });
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const trimmed = phone.trim();

  // A verification belongs to one number: editing the number undoes it.
  const verifiedFor = state.step === "verified" ? state.phone : null;
  useEffect(() => {
    if (verifiedFor !== null && verifiedFor !== trimmed) {
      setState({ step: "idle" });
      setMessage(null);
      onVerified?.(null);
    }
  }, [trimmed, verifiedFor, onVerified]);

  const send = async () => {
    setState({ step: "sending" });
    setMessage(null);
    const { status, json } = await postJson("/api/otp", { phone: trimmed, language: lang }).catch(
      () => ({
        status: 0,
        json: { error: t("forms.otp.offlineSend") },
      }),
    );
    if (status === 202) {
      setState({ step: "sent", phone: trimmed });
      setMessage({
        text: t("forms.otp.sent"),
        error: false,
      });
    } else {
      setState({ step: "idle" });
      setMessage({
        text: json.error ? translate(json.error) : t("forms.otp.sendFailed"),
        error: true,
      });
    }
  };

  const verify = async () => {
    if (state.step !== "sent") return;
    const forPhone = state.phone;
    setState({ step: "checking", phone: forPhone });
    const { status, json } = await postJson("/api/otp/verify", { phone: forPhone, code }).catch(
      () => ({
        status: 0,
        json: { error: t("forms.otp.offline") } as { error?: string; verification?: string },
      }),
    );
    if (status === 200 && json.verification) {
      setState({ step: "verified", phone: forPhone, token: json.verification });
      setMessage({ text: t("forms.otp.verified"), error: false });
      onVerified?.(json.verification);
    } else {
      setState({ step: "sent", phone: forPhone });
      setMessage({
        text: json.error ? translate(json.error) : t("forms.otp.wrong"),
        error: true,
      });
    }
  };

  const waiting = state.step === "sending" || state.step === "checking";
  return (
    <div className="space-y-3 rounded-md border border-slate-300 bg-slate-50 p-4">
      {name && state.step === "verified" ? (
        <input type="hidden" name={name} value={state.token} />
      ) : null}
      {state.step === "verified" ? null : (
        <p className="text-sm text-slate-700">{t("forms.otp.intro")}</p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        {state.step === "verified" ? null : (
          <button
            type="button"
            className={button}
            onClick={send}
            disabled={waiting || trimmed === ""}
          >
            {state.step === "sent" || state.step === "checking"
              ? t("forms.otp.resend")
              : t("forms.otp.send")}
          </button>
        )}
        {state.step === "sent" || state.step === "checking" ? (
          <>
            <div>
              <label htmlFor={`${id}-code`} className="block text-sm font-medium text-ink">
                {t("forms.otp.code")}
              </label>
              <input
                id={`${id}-code`}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
                className="mt-1 block w-32 rounded-md border border-slate-500 px-3 py-2"
              />
            </div>
            <button
              type="button"
              className={button}
              onClick={verify}
              disabled={waiting || code.length !== 6}
            >
              {t("forms.otp.verify")}
            </button>
          </>
        ) : null}
      </div>
      <p
        role="status"
        className={message?.error ? "text-sm font-medium text-red-800" : "text-sm text-green-800"}
      >
        {message?.text ?? ""}
      </p>
    </div>
  );
}

/**
 * The verification row of the callback and withdrawal forms, across their grid: there only when
 * the server can send SMS (`enabled`) and once JavaScript runs, its token posted as
 * `otp_verification`.
 */
export function OptionalPhoneVerification({ enabled, phone }: { enabled: boolean; phone: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return enabled && hydrated ? (
    <div className="sm:col-span-2">
      <PhoneVerification phone={phone} name="otp_verification" />
    </div>
  ) : null;
}
