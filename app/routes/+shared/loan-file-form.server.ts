// The team's "Loan file" panel's HTML forms on /admin/eligibility/:id (docs/product/loan-file.md):
// propose a bank, move one. The forms work without JavaScript: the route's action hands them here
// and shows the answer by the field. Route glue (it reads FormData), so it lives beside the routes
// (docs/architecture.md "The floors"); the panel's data is modules/loan-file/panel.server.ts.

import { moveFormToBody } from "../../domain/loan-file/stages.ts";
import {
  type Actor,
  createBankApplication,
  LOAN_FILE_MESSAGES,
  moveBankApplication,
} from "../../modules/loan-file/bank-applications.server.ts";
import { leadOf } from "../../modules/loan-file/records.server.ts";

export const LOAN_FILE_INTENTS = ["bank-propose", "bank-move"] as const;
export type LoanFileIntent = (typeof LOAN_FILE_INTENTS)[number];

export function isLoanFileIntent(value: unknown): value is LoanFileIntent {
  return value === "bank-propose" || value === "bank-move";
}

export type LoanFileActionResult =
  | { ok: true; intent: LoanFileIntent; message: string; bankApplicationId?: number }
  | {
      ok: false;
      intent: LoanFileIntent;
      status: 400 | 404 | 409;
      error: string;
      fields?: Record<string, string>;
      bankApplicationId?: number;
      /** The stage the failed form asked for: its fields show the errors. */
      stage?: string;
      /** What was typed, so the form opens again with it (nothing submitted is lost). */
      values?: Record<string, string>;
    };

function formRecord(form: FormData): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && key !== "intent" && key !== "bank_application_id") {
      record[key] = value;
    }
  }
  return record;
}

/** Runs the panel's form post for the lead; its answer is shown beside the form that sent it. */
export async function runLoanFileIntent(
  leadId: number,
  intent: LoanFileIntent,
  form: FormData,
  actor: Actor,
): Promise<LoanFileActionResult> {
  if (intent === "bank-propose") {
    const bank = String(form.get("bank") ?? "");
    const result = await createBankApplication(leadId, { bank }, actor);
    if (!result.ok) return { ...result, intent };
    return {
      ok: true,
      intent,
      message: `Proposed ${result.bankApplication.bank.toUpperCase()}: the borrower is asked to approve or decline.`,
      bankApplicationId: result.bankApplication.id,
    };
  }
  const raw = String(form.get("bank_application_id") ?? "");
  const id = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : 0;
  const body = moveFormToBody(formRecord(form));
  const stage = typeof body.stage === "string" ? body.stage : undefined;
  // The form names one of this lead's applications; any other id is not found here.
  if (id === 0 || (await leadOf(id)) !== leadId) {
    return { ok: false, intent, status: 404, error: LOAN_FILE_MESSAGES.notFound };
  }
  const result = await moveBankApplication(id, body, actor);
  if (!result.ok)
    return { ...result, intent, bankApplicationId: id, stage, values: formRecord(form) };
  return {
    ok: true,
    intent,
    message: `Saved: ${result.bankApplication.bank.toUpperCase()} is now ${result.bankApplication.stage.replace("_", " ")}.`,
    bankApplicationId: id,
  };
}
