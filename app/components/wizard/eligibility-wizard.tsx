// The eligibility wizard (docs/product/forms.md). Server render and the first client
// render show every question in one plain HTML form that posts to /eligibility-form, so it works
// without JavaScript; once hydrated it becomes the five-step stepper, which computes the result in
// the browser at once and delivers the application through the lead outbox (queued on the device,
// retried until the server has it). All rules come from domain/eligibility.

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { assessEligibility } from "../../domain/eligibility/assess.ts";
import type { EligibilityValues, WizardField } from "../../domain/eligibility/fields.ts";
import { toApplicationPayload } from "../../domain/eligibility/payload.ts";
import { pmayCandidateOf } from "../../domain/eligibility/pmay-hint.ts";
import { firstInvalidStep, validateStep } from "../../domain/eligibility/rules.ts";
import { LAST_STEP } from "../../domain/eligibility/steps.ts";
import { handedOverOf, pruneErrors } from "../../domain/eligibility/wizard-values.ts";
import { DEFAULT_WIZARD_INTEREST_RATE } from "../../domain/enums.ts";
import type { FieldErrors } from "../../domain/validation.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import {
  type DeliveryOutcome,
  flushLeadOutbox,
  getLeadOutbox,
  newClientId,
  startLeadOutboxRetry,
} from "../../utils/lead-outbox.ts";
import { usePageFormState } from "../../utils/page-form-state.ts";
import { focusField } from "./field-parts.tsx";
import type { ShownResult } from "./result-panel.tsx";
import { StaticWizardForm } from "./static-wizard-form.tsx";
import {
  adoptPageAnswers,
  clearProgress,
  readProgress,
  useWizardState,
  type WizardState,
} from "./use-wizard-state.ts";
import {
  answerToResult,
  type Delivery,
  offersQuery,
  type Submission,
  type WizardServerState,
} from "./wizard-delivery.ts";
import { WizardResult } from "./wizard-result.tsx";
import {
  contactOnly,
  mountedAfterHydration,
  type RootUser,
  startingValues,
  stepOfFirstError,
  withContactPrefill,
} from "./wizard-start.ts";
import { WizardStepper } from "./wizard-stepper.tsx";

export type { WizardServerState };

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

type FocusRequest =
  | { kind: "heading" }
  | { kind: "result" }
  | { kind: "field"; field: WizardField };

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
          offersQuery: serverState.offersQuery,
          local: serverState.result,
          delivery: { state: "stored", answer: serverState.result, later: false },
          interestRate: serverState.interestRate,
          modalOpen: false,
        }
      : null,
  );

  // The calculator's amounts (?property_worth=&borrow_amount=) stay starting values: the clearing
  // rules of the first questions put them back (docs/product/forms.md "The wizard's steps").
  const [handedOver] = useState(() => handedOverOf(initialValues));
  const initialState = (): WizardState => {
    if (serverState && !serverState.ok) {
      const step = stepOfFirstError(serverState.fields) ?? 0;
      return { values: serverState.values, step, errors: serverState.fields, handedOver };
    }
    const saved = startedHydrated ? readProgress() : null;
    const values = saved ? withContactPrefill(saved.values, prefill) : prefill;
    return { values, step: saved?.step ?? 0, errors: {}, handedOver };
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
      ? {
          values: withContactPrefill(saved.values, prefill),
          step: saved.step,
          errors: {},
          handedOver,
        }
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
      // docs/product/calculators.md "The wizard's hint": the server stores the same verdict.
      pmay_candidate: pmayCandidateOf(application),
    };
    clearProgress();
    currentClientId.current = clientId;
    setSubmission({
      clientId,
      offersQuery: offersQuery(submitted),
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
    // A fresh start: the calculator's amounts were for the loan just checked.
    dispatch({ type: "load", values: contactOnly(prefill), step: 0, handedOver: {} });
    pendingFocus.current = { kind: "heading" };
  };

  if (submission) {
    return (
      <WizardResult
        submission={submission}
        headingRef={resultHeadingRef}
        onReset={hydrated ? onReset : undefined}
        resetHref={action}
        onCloseModal={() => setSubmission((s) => (s ? { ...s, modalOpen: false } : s))}
      />
    );
  }

  if (!hydrated) {
    return (
      <StaticWizardForm
        formRef={formRef}
        action={action}
        idPrefix={idPrefix}
        bankSlug={bankSlug}
        prefill={prefill}
        serverState={serverState}
      />
    );
  }

  return (
    <WizardStepper
      formRef={formRef}
      headingRef={headingRef}
      idPrefix={idPrefix}
      step={step}
      values={values}
      errors={errors}
      formError={formError}
      verifyPhone={verifyPhone}
      onChange={change}
      onSubmit={handleStepSubmit}
      onBack={onBack}
      onVerified={setPhoneVerification}
    />
  );
}
