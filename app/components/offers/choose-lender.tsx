import { type ComponentProps, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { formatInr } from "../../domain/format.ts";
import type { Offer } from "../../domain/offers/match.ts";
import { T, useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../root.tsx";
import { usePageFormState } from "../../utils/page-form-state.ts";
import { PhoneVerification } from "../phone-verification.tsx";
import { Form, Link } from "../router-links.tsx";
import {
  ChoiceOptions,
  describedBy,
  FieldError,
  OfferField,
  OfferInput,
  OfferSubmit,
} from "./offer-fields.tsx";
import { formatIstDay } from "./snapshot-words.ts";

// "Choose a lender" on a snapshot's page (docs/product/offers.md "Choosing a lender"): the
// borrower picks one offer and names their enquiry by reference and mobile, the mobile verified by
// OTP as on /track (the same 'Send code' / 'Verify', once JavaScript runs, whose token the form
// posts as otp_verification). The form posts to the page, whose action chooses the offer and
// answers with the outcome. Without JavaScript it still posts, and the page answers that the mobile
// must be verified first, as /track's verification does.

/** What the page's action answers. */
export type ChooseState =
  | { ok: true; bank: string; reference: string }
  | {
      ok: false;
      error: string;
      fields: Record<string, string>;
      values: { bank: string; reference: string; phone: string };
      /** A refusal whose English names the lender, worded here with its name. */
      named?: "duplicate" | "notMatched";
      /** The lender a named refusal is about, as the snapshot names it. */
      bankName?: string;
    };

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export function ChooseLender({
  snapshotId,
  offers,
  chosen,
  verifyOffered,
  until,
  expired,
  state,
}: {
  snapshotId: string;
  offers: readonly Offer[];
  /** The offer a card's "Choose" link asked for (?choose=). */
  chosen: string | null;
  /** The server can send SMS codes; without that no choice can be verified. */
  verifyOffered: boolean;
  /** The last moment the snapshot may be chosen from, and whether it has passed. */
  until: string | null;
  expired: boolean;
  state: ChooseState | null;
}) {
  const { t, href, message, lang } = useI18n();
  const site = useRootData()?.site;
  const phoneNumber = site?.phone ?? "";
  const refusal = state && !state.ok ? state : null;
  const values = refusal?.values ?? { bank: chosen ?? "", reference: "", phone: "" };
  const errors = refusal?.fields ?? {};
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";

  // The verification follows the mobile typed in the form's own field (as on the callback form).
  const [phone, setPhone] = useState(values.phone);
  const formRef = useRef<HTMLFormElement>(null);
  usePageFormState(formRef, (page) => setPhone(page.get("phone") ?? ""));
  // 'Send code' and 'Verify' only work with JavaScript: shown once it runs.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // A refused verification (expired, another number) offers it again from the start: each such
  // answer remounts 'Send code' / 'Verify'.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (refusal?.fields.otp_verification) setAttempt((n) => n + 1);
  }, [refusal]);

  // The answer to a post takes focus (the outcome, or the first field refused); not the answer the
  // page came with, while the visitor may already be reading or typing.
  const doneRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current && state?.ok) doneRef.current?.focus();
    else if (mounted.current && state) {
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
    }
    mounted.current = true;
  }, [state]);

  const heading = (
    <h2 id="choose-heading" className="text-2xl font-bold tracking-tight text-ink">
      {t("offers.choose.heading")}
    </h2>
  );

  if (state?.ok) {
    const bankName = offers.find((o) => o.bank === state.bank)?.bank_name ?? state.bank;
    return (
      <>
        {heading}
        <div
          role="status"
          data-testid="choose-done"
          className="mt-4 rounded-2xl border border-green-300 bg-green-50 p-5"
        >
          <h3 ref={doneRef} tabIndex={-1} className="text-lg font-bold text-green-900">
            {t("offers.choose.done", { bank: bankName })}
          </h3>
          <p className="mt-2 text-green-900">
            <T
              id="offers.choose.doneBody"
              values={{ bank: bankName, reference: state.reference }}
              components={{ 0: <Link to={href("/track")} className={linkClass} /> }}
            />
          </p>
        </div>
      </>
    );
  }

  if (expired || offers.length === 0 || !verifyOffered) {
    const text = expired
      ? t("offers.choose.expired")
      : offers.length === 0
        ? t("offers.choose.noOffers")
        : t("offers.choose.unavailable", { phone: phoneNumber });
    return (
      <>
        {heading}
        <p className="mt-3 max-w-prose text-slate-700">{text}</p>
      </>
    );
  }

  const refusalText = !refusal
    ? null
    : refusal.named
      ? t(refusal.named === "duplicate" ? "offers.choose.duplicate" : "offers.choose.notMatched", {
          bank: refusal.bankName ?? refusal.values.bank,
        })
      : message(refusal.error);
  const fieldError = (name: string) => (refusal?.named ? undefined : errors[name]);
  // The reference and the mobile: a labelled box of up to 20 characters each, with the value sent
  // and the refusal of it kept beside it under the same id.
  const textField = (
    name: "reference" | "phone",
    label: string,
    attributes: Omit<ComponentProps<typeof OfferInput>, "id" | "name" | "error">,
  ) => (
    <OfferField id={`choose-${name}`} label={label} error={fieldError(name)}>
      <OfferInput
        id={`choose-${name}`}
        name={name}
        {...attributes}
        maxLength={20}
        defaultValue={values[name]}
        error={fieldError(name)}
      />
    </OfferField>
  );
  return (
    <>
      {heading}
      <p className="mt-2 max-w-prose text-slate-700">{t("offers.choose.intro")}</p>
      <p className="mt-2 max-w-prose text-slate-700">
        <T
          id="offers.choose.noReference"
          components={{ 0: <Link to={href("/eligibility-form")} className={linkClass} /> }}
        />
      </p>
      <Form
        ref={formRef}
        method="post"
        action={href(`/offers/${snapshotId}`)}
        noValidate
        aria-labelledby="choose-heading"
        preventScrollReset
        className="mt-5 grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <fieldset
          id="choose-bank"
          aria-describedby={describedBy("choose-bank", undefined, fieldError("bank"))}
          className="grid gap-2"
        >
          <legend className="text-sm font-semibold text-ink">{t("offers.choose.offer")}</legend>
          <ChoiceOptions
            name="bank"
            options={offers.map((offer) => ({
              value: offer.bank,
              label: t("offers.choose.option", {
                bank: offer.bank_name,
                apr: offer.apr,
                emi: formatInr(offer.emi),
              }),
            }))}
            checked={values.bank}
            error={fieldError("bank")}
          />
          <FieldError id="choose-bank" error={fieldError("bank")} />
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          {textField("reference", t("forms.reference"), {
            type: "text",
            autoComplete: "off",
            autoCapitalize: "characters",
          })}
          {textField("phone", t("forms.mobile"), {
            type: "tel",
            autoComplete: "tel",
            inputMode: "tel",
            onChange: (event) => setPhone(event.target.value),
          })}
        </div>
        {hydrated ? (
          <PhoneVerification key={attempt} phone={phone} name="otp_verification" />
        ) : null}
        <noscript>
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {t("offers.choose.needsScript", { phone: phoneNumber })}
          </p>
        </noscript>
        <div role="alert" className="empty:hidden">
          {refusalText ? (
            <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800">{refusalText}</p>
          ) : null}
        </div>
        {until ? (
          <p className="text-sm text-slate-700">
            <T
              id="offers.choose.until"
              components={{ 0: <time dateTime={until} /> }}
              values={{ date: formatIstDay(until, lang) }}
            />
          </p>
        ) : null}
        <OfferSubmit
          busy={busy}
          label={t("offers.choose.submit")}
          busyLabel={t("offers.choose.sending")}
        />
      </Form>
    </>
  );
}
