// The /my-loan page and the /account section (docs/product/my-loan.md "Pages"): plain form posts,
// each answered with the page's whole state, so every step works without JavaScript. On /my-loan
// the mobile is verified by OTP with the same codes as /track's 'Send code' / 'Verify' (the OTP
// module, docs/product/borrower-journey.md "Mobile verification"), and the token then travels in
// each form as a hidden field for its 30 minutes; on /account the signed-in customer's own mobile
// is the proof. Saving, listing, deleting and the callback go through the same modules as the
// JSON API (saved-loans.server.ts, callbacks.server.ts).

import { callbackFormToInput } from "../../domain/callbacks/schema.ts";
import type { Language } from "../../domain/enums.ts";
import { balanceSeries, type RateStep, repoSteps } from "../../domain/my-loan/charts.ts";
import type { MyLoanCard, MyLoanPageState } from "../../domain/my-loan/page-state.ts";
import { savedLoanFromForm } from "../../domain/my-loan/saved-loan.ts";
import { idParam } from "../../utils/id-param.ts";
import { listBanks } from "../banks/banks.server.ts";
import { submitCallbackRequest } from "../callbacks/callbacks.server.ts";
import { requestCode, verifyCode } from "../otp/otp.server.ts";
import { smsProvider } from "../otp/sms.server.ts";
import { startResetNotices } from "./notices.server.ts";
import {
  eraseLoan,
  loansOf,
  MY_LOAN_MESSAGES,
  readProof,
  repoRows,
  saveLoan,
} from "./saved-loans.server.ts";

export const MY_LOAN_PAGE_MESSAGES = {
  unknown: "Unknown action.",
  /** A delete or ask whose loan is not the verified mobile's. */
  notFound: MY_LOAN_MESSAGES.notFound,
  /** /account's section for an account without a mobile number (it links to /my-loan). */
  noMobile:
    "Your account has no mobile number: save your loan on My loan, with your number verified by SMS.",
} as const;

/** What the page needs before any post: the lenders to choose from and the repo rate's steps. */
export async function myLoanPageData() {
  const [banks, repo] = await Promise.all([listBanks(), repoRows()]);
  return {
    banks: banks.map((b) => ({ slug: b.slug, name: b.name })),
    repo: repoSteps(repo) satisfies RateStep[],
    verifyOffered: smsProvider() !== null,
  };
}

/** The mobile's loans with their balance lines, as the page shows them. */
export async function loanCards(phone: string, now: Date = new Date()): Promise<MyLoanCard[]> {
  const loans = await loansOf(phone, now);
  return loans.map((loan) => ({
    ...loan,
    balances: balanceSeries(loan, loan.outlook.rate_at_next_reset),
  }));
}

const SAVE_FIELDS = [
  "email",
  "bank",
  "lender_name",
  "rate_type",
  "current_rate",
  "last_reset_on",
  "reset_every_months",
  "outstanding",
  "remaining_months",
  "emi",
  "consent",
] as const;
const ASK_FIELDS = ["name", "city", "preferred_slot", "consent"] as const;

function pick(values: Record<string, string>, names: readonly string[]) {
  const out: Record<string, string> = {};
  for (const name of names) if (typeof values[name] === "string") out[name] = values[name];
  return out;
}

/** Who the posts are for: a mobile verified by a token (/my-loan) or the signed-in owner's. */
type Owner = { phone: string; token: string; signedIn: boolean };

/** Save, delete or ask for an owner whose mobile is already proven; the loans listed after. */
async function loanIntent(
  intent: string,
  values: Record<string, string>,
  owner: Owner,
  language: Language,
  now: Date,
): Promise<{ state: MyLoanPageState; status: number }> {
  const base: MyLoanPageState = {
    step: "verified",
    phone: owner.phone,
    token: owner.token,
    notice: null,
    refusal: null,
    values: {},
    loans: null,
  };
  let status = 200;
  if (intent === "save") {
    const input = {
      ...savedLoanFromForm(pick(values, SAVE_FIELDS)),
      phone: owner.phone,
      ...(owner.token ? { otp_verification: owner.token } : {}),
      language,
    };
    const saved = await saveLoan(input, now, owner.signedIn ? owner.phone : undefined);
    if (saved.ok) {
      // A loan saved within 15 days of its reset is told at once ("Told when it matters").
      startResetNotices();
      base.notice = { kind: "saved", loanId: saved.id };
      status = 201;
    } else {
      base.refusal = { form: "save", message: saved.error, fields: saved.fields ?? {} };
      base.values = pick(values, SAVE_FIELDS);
      status = saved.status;
    }
  } else if (intent === "delete") {
    const id = idParam(values.loan_id ?? "");
    if (await eraseLoan(id, owner.phone)) base.notice = { kind: "deleted" };
    else {
      base.refusal = { form: "delete", loanId: id, message: MY_LOAN_MESSAGES.notFound, fields: {} };
      status = 404;
    }
  } else if (intent === "ask") {
    const id = idParam(values.loan_id ?? "");
    const asked = await askAboutLoan(id, owner, pick(values, ASK_FIELDS), language, now);
    if (asked.ok) {
      base.notice = { kind: "asked", loanId: id, reference: asked.reference };
      status = 201;
    } else {
      base.refusal = { form: "ask", loanId: id, message: asked.error, fields: asked.fields };
      base.values = pick(values, ASK_FIELDS);
      status = asked.status;
    }
  } else if (intent !== "list") {
    base.refusal = { form: "save", message: MY_LOAN_PAGE_MESSAGES.unknown, fields: {} };
    status = 400;
  }
  base.loans = await loanCards(owner.phone, now);
  return { state: base, status };
}

/**
 * "Ask about moving this loan": a callback request (docs/product/borrower-journey.md "Callback
 * requests") for the verified mobile that names the loan, its bank when the loan has one.
 */
export async function askAboutLoan(
  loanId: number,
  owner: Owner,
  values: Record<string, string>,
  language: Language,
  now: Date = new Date(),
): Promise<
  | { ok: true; reference: string }
  | { ok: false; status: number; error: string; fields: Record<string, string> }
> {
  const loan = (await loansOf(owner.phone, now)).find((l) => l.id === loanId);
  if (!loan) return { ok: false, status: 404, error: MY_LOAN_MESSAGES.notFound, fields: {} };
  const input = {
    ...callbackFormToInput(values),
    phone: owner.phone,
    bank: loan.bank === "other" ? null : loan.bank,
    ...(owner.token ? { otp_verification: owner.token } : {}),
    language,
  };
  const result = await submitCallbackRequest(input, now, null, loan.id);
  if (!result.ok) {
    // A callback refusal is the form's (400); a database away is thrown, as on /callback-request.
    return { ok: false, status: 400, error: result.error, fields: result.fields };
  }
  return { ok: true, reference: result.reference };
}

/** One post of /my-loan: send a code, verify it, or save / delete / ask with the live token. */
export async function myLoanPageAction(
  values: Record<string, string>,
  language: Language,
  now: Date = new Date(),
): Promise<{ state: MyLoanPageState; status: number }> {
  const intent = values.intent ?? "";
  const phone = (values.phone ?? "").trim();
  const start: MyLoanPageState = {
    step: "phone",
    phone,
    token: "",
    notice: null,
    refusal: null,
    values: {},
    loans: null,
  };
  if (intent === "send-code") {
    const sent = await requestCode({ phone, language }, now);
    if (!sent.ok) {
      const refusal = { form: "phone" as const, message: sent.error, fields: sent.fields ?? {} };
      return { state: { ...start, refusal }, status: sent.status };
    }
    return { state: { ...start, step: "code", notice: { kind: "code-sent" } }, status: 200 };
  }
  if (intent === "verify-code") {
    const verified = await verifyCode({ phone, code: values.code ?? "" }, now);
    if (!verified.ok) {
      const refusal = {
        form: "code" as const,
        message: verified.error,
        fields: verified.fields ?? {},
      };
      return { state: { ...start, step: "code", refusal }, status: verified.status };
    }
    return loanIntent(
      "list",
      values,
      { phone, token: verified.verification, signedIn: false },
      language,
      now,
    );
  }
  // Every other post carries the token: a stale one goes back to the mobile, saying why.
  const proof = readProof({ phone, otp_verification: values.otp_verification }, now);
  if (!proof.ok) {
    const refusal = { form: "phone" as const, message: proof.error, fields: proof.fields ?? {} };
    return { state: { ...start, refusal }, status: proof.status };
  }
  const token = values.otp_verification ?? "";
  return loanIntent(intent, values, { phone: proof.phone, token, signedIn: false }, language, now);
}

/** One post of /account's "My loan" section: the signed-in customer's own mobile is the proof. */
export async function accountLoanAction(
  values: Record<string, string>,
  mobile: string | null,
  language: Language,
  now: Date = new Date(),
): Promise<{ state: MyLoanPageState; status: number }> {
  if (!mobile) {
    const refusal = { form: "save" as const, message: MY_LOAN_PAGE_MESSAGES.noMobile, fields: {} };
    const state: MyLoanPageState = {
      step: "phone",
      phone: "",
      token: "",
      notice: null,
      refusal,
      values: {},
      loans: null,
    };
    return { state, status: 400 };
  }
  // The account page's own intents are prefixed ("loan-save"), beside its other forms'.
  const intent = (values.intent ?? "").replace(/^loan-/, "");
  return loanIntent(intent, values, { phone: mobile, token: "", signedIn: true }, language, now);
}
