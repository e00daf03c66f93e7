// The eligibility wizard (docs/product/forms.md). Server render and the first client
// render show every question in one plain HTML form that posts to /eligibility-form, so it works
// without JavaScript; once hydrated it becomes the five-step stepper, which computes the result in
// the browser at once and delivers the application through the lead outbox (queued on the device,
// retried until the server has it). All rules come from domain/eligibility.

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import {
  type EligibilityValues,
  emptyEligibilityValues,
  firstInvalidStep,
  LAST_STEP,
  pruneErrors,
  STEPS,
  toApplicationPayload,
  validateStep,
  visibleFields,
  type WizardField,
} from "../../domain/eligibility/application.ts";
import { assessEligibility } from "../../domain/eligibility/assess.ts";
import { DEFAULT_WIZARD_INTEREST_RATE } from "../../domain/enums.ts";
import type { FieldErrors } from "../../domain/validation.ts";
import { type I18nApi, useI18n } from "../../i18n/i18n.tsx";
import {
  type ApplicationAnswer,
  type DeliveryOutcome,
  flushLeadOutbox,
  getLeadOutbox,
  newClientId,
  startLeadOutboxRetry,
} from "../../utils/lead-outbox.ts";
import { usePageFormState } from "../../utils/page-form-state.ts";
import { PhoneVerification } from "../phone-verification.tsx";
import { fieldId, focusField } from "./field-parts.tsx";
import { ResultModal } from "./result-modal.tsx";
import { ResultPanel, type ShownResult } from "./result-panel.tsx";
import {
  adoptPageAnswers,
  clearProgress,
  readProgress,
  useWizardState,
  type WizardState,
} from "./use-wizard-state.ts";
import { loanPurposeForLoanType, STEP_TITLE_KEYS } from "./wizard-copy.ts";
import { WizardFieldControl } from "./wizard-field.tsx";

/** What the no-JavaScript post answered (the route's action data). */
export type WizardServerState =
  | { ok: true; result: ShownResult; interestRate: number }
  | { ok: false; error: string; fields: Record<string, string>; values: EligibilityValues };

export interface EligibilityWizardProps {
  /** The bank the wizard was opened from (?bank=SLUG); sent as bank_slug. */
  bankSlug?: string | null;
  /** That bank's calculator rate; DEFAULT_WIZARD_INTEREST_RATE (9) otherwise. */
  interestRate?: number | null;
  /** Prefill, e.g. the signed-in user's name, email and phone. */
  initialValues?: Partial<EligibilityValues>;
  /** ?loanType= of the loan tabs: preselects the loan purpose it implies. */
  loanType?: string | null;
  /** The answer to a post of the full form (no JavaScript, or sent before hydration). */
  serverState?: WizardServerState | null;
  /**
   * Where the full form posts; default /eligibility-form (with ?bank=SLUG), whose action handles
   * it, so the wizard embedded on another page (an empty projects list) works without JavaScript.
   */
  action?: string;
  /** The server has an SMS provider: the contact step offers 'Send code' / 'Verify'. */
  verifyPhone?: boolean;
}

type Delivery =
  | { state: "sending" }
  | { state: "stored"; answer: ShownResult; later: boolean }
  | { state: "deferred"; persisted: boolean }
  | { state: "refused"; error: string };

interface Submission {
  clientId: string;
  /** The browser's own result, shown at once. */
  local: ShownResult;
  delivery: Delivery;
  interestRate: number;
  modalOpen: boolean;
}

type FocusRequest =
  | { kind: "heading" }
  | { kind: "result" }
  | { kind: "field"; field: WizardField };

const CONTACT_FIELDS = ["first_name", "last_name", "email", "phone_number"] as const;

interface RootUser {
  email?: string | null;
  name?: string | null;
}

function startingValues(
  initialValues: Partial<EligibilityValues> | undefined,
  loanType: string | null | undefined,
  rootUser: RootUser | null | undefined,
): EligibilityValues {
  const values = emptyEligibilityValues();
  const purpose = loanPurposeForLoanType(loanType);
  if (purpose) values.loan_purpose = purpose;
  if (rootUser?.name) values.first_name = rootUser.name;
  if (rootUser?.email) values.email = rootUser.email;
  for (const [key, value] of Object.entries(initialValues ?? {})) {
    if (key === "consent") continue;
    if (key in values && typeof value === "string")
      (values as Record<string, unknown>)[key] = value;
  }
  return values;
}

/** A fresh form that keeps only the signed-in user's contact details. */
function contactOnly(values: EligibilityValues): EligibilityValues {
  const fresh = emptyEligibilityValues();
  for (const field of CONTACT_FIELDS) fresh[field] = values[field];
  return fresh;
}

function withContactPrefill(
  saved: EligibilityValues,
  prefill: EligibilityValues,
): EligibilityValues {
  const merged = { ...saved };
  for (const field of CONTACT_FIELDS) if (!merged[field]) merged[field] = prefill[field];
  return merged;
}

/**
 * True when this render is a client-side mount after the page hydrated (root marks
 * html[data-hydrated]); false on the server and during hydration, whose first render must match
 * the server's one-page form. Lets a wizard reached by client navigation start as the stepper,
 * with its saved progress, without a frame of the long form.
 */
function mountedAfterHydration(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";
}

function stepOfFirstError(fields: FieldErrors): number | null {
  const keys = Object.keys(fields);
  const index = STEPS.findIndex((step) =>
    (step.fields as readonly string[]).some((f) => keys.includes(f)),
  );
  return index >= 0 ? index : null;
}

type Texts = Pick<I18nApi, "t" | "message">;

function modalCopy(delivery: Delivery, { t }: Texts): { title: string; text: string } | null {
  switch (delivery.state) {
    case "stored":
      return delivery.answer.is_eligible === 1
        ? { title: t("wizard.modal.successTitle"), text: t("wizard.status.recorded") }
        : { title: t("wizard.modal.receivedTitle"), text: t("wizard.status.received") };
    case "deferred":
      return delivery.persisted
        ? { title: t("wizard.modal.savedTitle"), text: t("wizard.modal.savedText") }
        : { title: t("wizard.modal.notSentTitle"), text: t("wizard.modal.notSentText") };
    default:
      return null;
  }
}

function statusLine(delivery: Delivery, { t, message }: Texts): string {
  switch (delivery.state) {
    case "sending":
      return t("wizard.status.sending");
    case "stored":
      if (delivery.later) return t("wizard.status.reachedLater");
      return delivery.answer.is_eligible === 1
        ? t("wizard.status.recorded")
        : t("wizard.status.received");
    case "deferred":
      return delivery.persisted ? t("wizard.status.savedOnDevice") : t("wizard.status.keepTrying");
    case "refused":
      return t("wizard.status.refused", { error: message(delivery.error) });
  }
}

function answerToResult(answer: ApplicationAnswer): ShownResult {
  return {
    is_eligible: answer.is_eligible === 1 ? 1 : 0,
    eligibility_message: answer.eligibility_message,
    calculated_emi: answer.calculated_emi,
    reference: answer.reference,
  };
}

const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700";
const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-slate-500 bg-white px-6 py-2 font-semibold text-ink hover:bg-slate-50";

export function EligibilityWizard({
  bankSlug = null,
  interestRate,
  initialValues,
  loanType,
  serverState = null,
  action: actionProp,
  verifyPhone = false,
}: EligibilityWizardProps) {
  const i18n = useI18n();
  const { t, href, message, lang } = i18n;
  const action =
    actionProp ??
    href(bankSlug ? `/eligibility-form?bank=${encodeURIComponent(bankSlug)}` : "/eligibility-form");
  const idPrefix = `wiz${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const rate =
    typeof interestRate === "number" && Number.isFinite(interestRate)
      ? interestRate
      : DEFAULT_WIZARD_INTEREST_RATE;
  const rootData = useRouteLoaderData("root") as { user?: RootUser | null } | undefined;
  const [prefill] = useState(() => startingValues(initialValues, loanType, rootData?.user));

  const [startedHydrated] = useState(mountedAfterHydration);
  const [hydrated, setHydrated] = useState(startedHydrated);
  const [formError, setFormError] = useState<string | null>(null);
  const [submission, setSubmission] = useState<Submission | null>(() =>
    serverState?.ok
      ? {
          clientId: "",
          local: serverState.result,
          delivery: { state: "stored", answer: serverState.result, later: false },
          interestRate: serverState.interestRate,
          modalOpen: false,
        }
      : null,
  );

  const initialState = (): WizardState => {
    if (serverState && !serverState.ok) {
      const step = stepOfFirstError(serverState.fields) ?? 0;
      return { values: serverState.values, step, errors: serverState.fields };
    }
    const saved = startedHydrated ? readProgress() : null;
    if (saved)
      return { values: withContactPrefill(saved.values, prefill), step: saved.step, errors: {} };
    return { values: prefill, step: 0, errors: {} };
  };
  const { state, dispatch, change, next, back } = useWizardState(
    initialState,
    hydrated && submission === null,
  );
  const { values, step, errors } = state;

  // Answers given in the one-page form before the script started carry over into the stepper,
  // which opens at the first step still needing an answer (ADR 019). The ref is on both forms,
  // so the caret returns to the field being typed in when that step shows it.
  const formRef = useRef<HTMLFormElement>(null);
  const adoptedPage = useRef(false);
  usePageFormState(formRef, (page) => {
    if (startedHydrated || serverState?.ok) return;
    adoptedPage.current = true;
    const saved = serverState ? null : readProgress();
    const base = saved
      ? { values: withContactPrefill(saved.values, prefill), step: saved.step, errors: {} }
      : initialState();
    dispatch({ type: "load", ...adoptPageAnswers(base, page) });
    setHydrated(true);
  });

  const headingRef = useRef<HTMLHeadingElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<FocusRequest | null>(null);
  /** The submission on screen; a late answer for an older one must not change the page. */
  const currentClientId = useRef<string | null>(null);
  /**
   * The OTP verification token for the phone on the contact step (docs/product/borrower-journey.md
   * "Mobile verification").
   */
  const [phoneVerification, setPhoneVerification] = useState<string | null>(null);

  // After hydration: restore this tab's progress, then deliver anything an earlier visit left
  // queued and keep retrying while the page is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useEffect(() => {
    if (!serverState && !startedHydrated && !adoptedPage.current) {
      const saved = readProgress();
      if (saved) {
        dispatch({
          type: "load",
          values: withContactPrefill(saved.values, prefill),
          step: saved.step,
        });
      }
    }
    setHydrated(true);
    void flushLeadOutbox();
    return startLeadOutboxRetry();
  }, []);

  // Focus follows the user's action: the new step's heading, the first invalid field, the result.
  useEffect(() => {
    const request = pendingFocus.current;
    if (!request) return;
    pendingFocus.current = null;
    if (request.kind === "heading") headingRef.current?.focus();
    else if (request.kind === "result") resultHeadingRef.current?.focus();
    else focusField(idPrefix, request.field);
  });

  // A delivery that was deferred may succeed later (online event, backoff): show the news.
  const deferredId = submission?.delivery.state === "deferred" ? submission.clientId : null;
  useEffect(() => {
    if (!deferredId) return;
    const outbox = getLeadOutbox();
    if (!outbox) return;
    return outbox.subscribe((clientId, outcome) => {
      if (clientId !== deferredId) return;
      if (outcome.kind === "stored") {
        setSubmission((s) =>
          s?.clientId === deferredId
            ? {
                ...s,
                delivery: { state: "stored", answer: answerToResult(outcome.answer), later: true },
              }
            : s,
        );
      } else if (outcome.kind === "rejected") {
        setSubmission((s) =>
          s?.clientId === deferredId
            ? { ...s, delivery: { state: "refused", error: outcome.error } }
            : s,
        );
      }
    });
  }, [deferredId]);

  const focusFirstError = (found: FieldErrors) => {
    const first = Object.keys(found)[0] as WizardField | undefined;
    pendingFocus.current = first ? { kind: "field", field: first } : { kind: "heading" };
  };

  const onNext = () => {
    setFormError(null);
    focusFirstError(next());
  };

  const onBack = () => {
    setFormError(null);
    back();
    pendingFocus.current = { kind: "heading" };
  };

  const finishDelivery = (
    clientId: string,
    submitted: EligibilityValues,
    outcome: DeliveryOutcome,
    persisted: boolean,
  ) => {
    if (outcome.kind === "rejected") {
      // Should not happen (the same domain code validated), but if the server refuses, say why
      // and put the user back on the form with its messages next to the fields.
      let refusedStep = stepOfFirstError(outcome.fields);
      if (refusedStep === null) refusedStep = LAST_STEP;
      const shown = pruneErrors(refusedStep, submitted, outcome.fields);
      if (currentClientId.current !== clientId) return; // the user already started again
      currentClientId.current = null;
      setSubmission(null);
      dispatch({ type: "load", values: submitted, step: refusedStep, errors: shown });
      setFormError(message(outcome.error));
      focusFirstError(shown);
      return;
    }
    const delivery: Delivery =
      outcome.kind === "stored"
        ? { state: "stored", answer: answerToResult(outcome.answer), later: false }
        : { state: "deferred", persisted };
    setSubmission((s) => (s?.clientId === clientId ? { ...s, delivery, modalOpen: true } : s));
  };

  const onSubmit = async () => {
    setFormError(null);
    const stepErrors = validateStep(LAST_STEP, values);
    if (Object.keys(stepErrors).length > 0) {
      dispatch({ type: "errors", errors: stepErrors });
      focusFirstError(stepErrors);
      return;
    }
    // Answers restored from an older session could leave an earlier step incomplete.
    const earlier = firstInvalidStep(values);
    if (earlier !== null) {
      const earlierErrors = validateStep(earlier, values);
      dispatch({ type: "errors", errors: earlierErrors, step: earlier });
      setFormError(t("wizard.form.completeStep"));
      focusFirstError(earlierErrors);
      return;
    }

    const submitted = values;
    const clientId = newClientId();
    const application = toApplicationPayload(submitted, {
      clientId,
      interestRate: rate,
      language: lang,
    });
    // The result is shown at once, from the same domain code the server runs.
    const assessment = assessEligibility(application);
    const payload: Record<string, unknown> = { ...application };
    if (bankSlug) payload.bank_slug = bankSlug;
    if (phoneVerification) payload.otp_verification = phoneVerification;
    const local: ShownResult = {
      is_eligible: assessment.is_eligible,
      eligibility_message: assessment.eligibility_message,
      calculated_emi: assessment.calculated_emi,
    };
    clearProgress();
    currentClientId.current = clientId;
    setSubmission({
      clientId,
      local,
      delivery: { state: "sending" },
      interestRate: rate,
      modalOpen: false,
    });
    pendingFocus.current = { kind: "result" };

    const outbox = getLeadOutbox();
    if (!outbox) return;
    const { outcome, persisted } = await outbox.submit({
      client_id: clientId,
      payload,
      created_at: new Date().toISOString(),
    });
    finishDelivery(clientId, submitted, outcome, persisted);
  };

  const handleStepSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === LAST_STEP) void onSubmit();
    else onNext();
  };

  const onReset = () => {
    clearProgress();
    currentClientId.current = null;
    setSubmission(null);
    setFormError(null);
    dispatch({ type: "load", values: contactOnly(prefill), step: 0 });
    pendingFocus.current = { kind: "heading" };
  };

  // ------------------------------------------------------------------------------------------
  // Result screen (both modes)

  if (submission) {
    const shown =
      submission.delivery.state === "stored" ? submission.delivery.answer : submission.local;
    const copy = modalCopy(submission.delivery, i18n);
    return (
      <section aria-label={t("wizard.section.result")} className="mx-auto w-full max-w-2xl">
        <ResultPanel
          result={shown}
          interestRate={submission.interestRate}
          headingRef={resultHeadingRef}
          status={statusLine(submission.delivery, i18n)}
          onReset={hydrated ? onReset : undefined}
          resetHref={action}
        />
        {copy ? (
          <ResultModal
            open={submission.modalOpen}
            title={copy.title}
            onClose={() => setSubmission((s) => (s ? { ...s, modalOpen: false } : s))}
            fallbackFocus={() => resultHeadingRef.current}
          >
            <p>{copy.text}</p>
            {submission.delivery.state === "stored" && submission.delivery.answer.reference ? (
              <p className="mt-3">
                {t("wizard.result.reference")}{" "}
                <strong data-testid="modal-reference" className="font-mono">
                  {submission.delivery.answer.reference}
                </strong>
              </p>
            ) : null}
          </ResultModal>
        ) : null}
      </section>
    );
  }

  // ------------------------------------------------------------------------------------------
  // Without JavaScript (and until hydration): every question in one form

  if (!hydrated) {
    const staticErrors = serverState && !serverState.ok ? serverState.fields : {};
    const staticValues = serverState && !serverState.ok ? serverState.values : prefill;
    const errorList = Object.entries(staticErrors);
    return (
      <section aria-label={t("wizard.section.check")} className="mx-auto w-full max-w-2xl">
        <form ref={formRef} method="post" action={action} noValidate className="space-y-10">
          {serverState && !serverState.ok ? (
            <div
              role="alert"
              className="rounded-md border border-red-700 bg-red-50 p-4 text-red-800"
            >
              <p className="font-semibold">{message(serverState.error)}</p>
              {errorList.length > 1 ? (
                <ul className="mt-2 list-disc pl-5">
                  {errorList.map(([field, text]) => (
                    <li key={field}>
                      <a className="underline" href={`#${fieldId(idPrefix, field as WizardField)}`}>
                        {message(text)}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <input type="hidden" name="bank_slug" value={bankSlug ?? ""} />
          {/* Only bots fill this in; the leads module refuses such posts. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`${idPrefix}-website`}>{t("wizard.static.honeypot")}</label>
            <input
              id={`${idPrefix}-website`}
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          {STEPS.map((s, index) => (
            <section
              key={s.title}
              aria-labelledby={`${idPrefix}-static-${index}`}
              className="space-y-6"
            >
              <div>
                <p className="text-sm font-medium text-slate-600">
                  {t("wizard.progress.step", { step: index + 1, total: STEPS.length })}
                </p>
                <h2 id={`${idPrefix}-static-${index}`} className="text-xl font-bold text-ink">
                  {t(STEP_TITLE_KEYS[index])}
                </h2>
              </div>
              {s.fields.map((field) => (
                <WizardFieldControl
                  key={field}
                  idPrefix={idPrefix}
                  field={field}
                  values={staticValues}
                  error={staticErrors[field]}
                />
              ))}
            </section>
          ))}
          <div>
            <button type="submit" className={primaryButton}>
              {t("wizard.button.submit")}
            </button>
          </div>
        </form>
      </section>
    );
  }

  // ------------------------------------------------------------------------------------------
  // The stepper

  const title = t(STEP_TITLE_KEYS[step]);
  const progressId = `${idPrefix}-progress`;
  return (
    <section aria-label={t("wizard.section.check")} className="mx-auto w-full max-w-2xl">
      <div className="mb-6">
        <p
          id={progressId}
          className="flex justify-between gap-4 text-sm font-medium text-slate-700"
        >
          <span>{t("wizard.progress.step", { step: step + 1, total: STEPS.length })}</span>
          <span aria-hidden="true" className="hidden sm:inline">
            {title}
          </span>
        </p>
        <div
          role="progressbar"
          aria-label={t("wizard.progress.label")}
          aria-valuemin={1}
          aria-valuemax={STEPS.length}
          aria-valuenow={step + 1}
          aria-valuetext={t("wizard.progress.stepTitle", {
            step: step + 1,
            total: STEPS.length,
            title,
          })}
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
            style={{ width: `${((step + 1) / STEPS.length) * 100}%` }}
          />
        </div>
      </div>
      <form ref={formRef} noValidate onSubmit={handleStepSubmit} className="space-y-6">
        {formError ? (
          <div
            role="alert"
            className="rounded-md border border-red-700 bg-red-50 p-4 font-medium text-red-800"
          >
            {formError}
          </div>
        ) : null}
        <h2
          ref={headingRef}
          tabIndex={-1}
          aria-describedby={progressId}
          className="text-xl font-bold text-ink"
        >
          {title}
        </h2>
        {visibleFields(step, values).map((field) => (
          <WizardFieldControl
            key={field}
            idPrefix={idPrefix}
            field={field}
            values={values}
            error={errors[field]}
            onChange={change}
          />
        ))}
        {verifyPhone && step === LAST_STEP ? (
          <PhoneVerification phone={values.phone_number} onVerified={setPhoneVerification} />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
          {step > 0 ? (
            <button type="button" onClick={onBack} className={secondaryButton}>
              {t("wizard.button.back")}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className={primaryButton}>
            {step === LAST_STEP ? t("wizard.button.submit") : t("wizard.button.next")}
          </button>
        </div>
      </form>
    </section>
  );
}
