// The stepper's state: answers, current step and shown errors. Every rule (clearing, validation,
// which fields are shown) is the domain's; this only wires them to React and keeps progress in
// sessionStorage so that a reload does not lose the answers (until Submit or Check Another Loan).

import { useCallback, useEffect, useReducer } from "react";
import {
  ELIGIBILITY_FIELDS,
  type EligibilityValues,
  type WizardField,
} from "../../domain/eligibility/fields.ts";
import { firstInvalidStep, validateStep } from "../../domain/eligibility/rules.ts";
import { LAST_STEP, STEPS } from "../../domain/eligibility/steps.ts";
import {
  applyFieldChange,
  clearFieldError,
  emptyEligibilityValues,
  type HandedOver,
  pruneErrors,
} from "../../domain/eligibility/wizard-values.ts";
import type { FieldErrors } from "../../domain/validation.ts";
import type { PageFormState } from "../../utils/page-form-state.ts";
import { formatAmountInput } from "./amount-format.ts";
import { isAmountField } from "./wizard-copy.ts";

export const PROGRESS_KEY = "gharsetu:wizard-progress";
const PROGRESS_VERSION = 1;

export interface WizardState {
  values: EligibilityValues;
  step: number;
  errors: FieldErrors;
  /** Amounts handed over by the calculator: what the clearing rules return to (wizard-values.ts). */
  handedOver?: HandedOver;
}

export type WizardAction =
  | { type: "change"; field: WizardField; value: string | boolean }
  | { type: "step"; step: number }
  | { type: "errors"; errors: FieldErrors; step?: number }
  | {
      type: "load";
      values: EligibilityValues;
      step: number;
      errors?: FieldErrors;
      /** Replaces the handed-over amounts ({} after Check Another Loan); kept when absent. */
      handedOver?: HandedOver;
    };

function clampStep(step: number): number {
  return Number.isInteger(step) ? Math.min(Math.max(step, 0), LAST_STEP) : 0;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "change": {
      const values = applyFieldChange(state.values, action.field, action.value, state.handedOver);
      if (values === state.values) return state;
      const cleared = clearFieldError(state.errors, action.field, action.value);
      // Answers can hide fields (a "No", a new loan purpose): their errors go with them.
      const errors = pruneErrors(state.step, values, cleared);
      return { ...state, values, errors };
    }
    case "step":
      return { ...state, step: clampStep(action.step), errors: {} };
    case "errors":
      return {
        ...state,
        step: action.step === undefined ? state.step : clampStep(action.step),
        errors: action.errors,
      };
    case "load":
      return {
        ...state,
        values: action.values,
        step: clampStep(action.step),
        errors: action.errors ?? {},
        handedOver: action.handedOver ?? state.handedOver,
      };
  }
}

// ---------------------------------------------------------------------------------------------
// Answers typed into the one-page form before the script started (ADR 019)

/**
 * The stepper's starting state when the visitor already answered in the one-page form: `base`
 * (prefill, saved progress or the server's answer) with every changed field applied in step
 * order (so a branch's answer is set before the questions it opens, through the same clearing
 * rules as a click), amounts in Indian grouping. It opens at the first step that Next would
 * refuse (the last step when none would), showing errors only for fields the visitor changed;
 * or earlier, at the step of the field the visitor is typing in, so the next key press is not
 * lost (every step before it passes Next's validation).
 */
export function adoptPageAnswers(
  base: WizardState,
  page: Pick<PageFormState, "changed" | "get" | "focus">,
): WizardState {
  let values = base.values;
  for (const field of STEPS.flatMap((s) => s.fields as readonly WizardField[])) {
    if (!page.changed.has(field)) continue;
    if (field === "consent") {
      values = applyFieldChange(values, field, page.get(field) !== null, base.handedOver);
      continue;
    }
    const raw = page.get(field);
    if (raw === null) continue; // a radio group left unanswered
    const value = isAmountField(field) ? formatAmountInput(raw) : raw;
    values = applyFieldChange(values, field, value, base.handedOver);
  }
  if (page.changed.size === 0) return base;
  let step = firstInvalidStep(values) ?? LAST_STEP;
  const typingIn = page.focus
    ? STEPS.findIndex((s) => (s.fields as readonly string[]).includes(page.focus?.name ?? ""))
    : -1;
  if (typingIn >= 0 && typingIn < step) step = typingIn;
  const found = validateStep(step, values);
  // The server's messages stay for fields not touched since; new ones only for touched fields.
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(found)) {
    if (page.changed.has(field) || field in base.errors) errors[field] = message;
  }
  return { ...base, values, step, errors };
}

// ---------------------------------------------------------------------------------------------
// Saved progress

interface SavedProgress {
  v: number;
  step: number;
  values: Partial<Record<string, string>>;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Answers and step from this tab's earlier visit; never the consent tick. */
export function readProgress(): { values: EligibilityValues; step: number } | null {
  const store = sessionStore();
  let saved: SavedProgress;
  try {
    const text = store?.getItem(PROGRESS_KEY);
    if (!text) return null;
    saved = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof saved !== "object" || saved === null || saved.v !== PROGRESS_VERSION) return null;
  if (typeof saved.values !== "object" || saved.values === null) return null;
  const values = emptyEligibilityValues();
  for (const field of ELIGIBILITY_FIELDS) {
    const value = saved.values[field];
    if (typeof value === "string" && value.length <= 1000) values[field] = value;
  }
  return { values, step: clampStep(Number(saved.step)) };
}

export function saveProgress(state: Pick<WizardState, "values" | "step">): void {
  const { consent: _consent, ...answers } = state.values;
  const saved: SavedProgress = { v: PROGRESS_VERSION, step: state.step, values: answers };
  try {
    sessionStore()?.setItem(PROGRESS_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or disabled: progress just does not survive a reload.
  }
}

export function clearProgress(): void {
  try {
    sessionStore()?.removeItem(PROGRESS_KEY);
  } catch {
    // nothing saved, nothing to clear
  }
}

// ---------------------------------------------------------------------------------------------
// Hook

export function useWizardState(initial: () => WizardState, persist: boolean) {
  const [state, dispatch] = useReducer(wizardReducer, undefined, initial);

  useEffect(() => {
    if (persist) saveProgress(state);
  }, [persist, state]);

  const change = useCallback(
    (field: WizardField, value: string | boolean) => dispatch({ type: "change", field, value }),
    [],
  );

  /** Validates the current step; moves on only without errors. Returns the errors found. */
  const next = (): FieldErrors => {
    const errors = validateStep(state.step, state.values);
    if (Object.keys(errors).length > 0) dispatch({ type: "errors", errors });
    else dispatch({ type: "step", step: state.step + 1 });
    return errors;
  };

  const back = () => dispatch({ type: "step", step: state.step - 1 });

  return { state, dispatch, change, next, back };
}
