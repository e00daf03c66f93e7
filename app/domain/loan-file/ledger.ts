import { z } from "zod";
import { CALL_OUTCOMES } from "../calls/limits.ts";
import { formatInr } from "../format.ts";
import { type MailContent, render } from "../team/mail.ts";
import { DOCUMENT_CODES } from "./checklist.ts";

// "Who has my data" (docs/product/borrower-view.md): the dated ledger the borrower reads per
// enquiry on /track (mobile verified) and /account, and the mails a borrower's "stop sharing"
// sends. Pure: the module reads the rows, this file says which of them are the ledger's and
// words the mails.

/** The loan-file notices the borrower was sent (loan-file.md "The borrower is told"). */
export const LEDGER_STEPS = [
  "documents",
  "proposed",
  "logged_in",
  "sanctioned",
  "disbursed",
  "rejected",
] as const;
export type LedgerStep = (typeof LEDGER_STEPS)[number];

/** The bank stages the ledger lists: shared (approved), logged in, and sharing stopped. */
export const LEDGER_BANK_STAGES = ["approved", "logged_in", "withdrawn"] as const;
export type LedgerBankStage = (typeof LEDGER_BANK_STAGES)[number];

const at = z.iso.datetime();
const channel = z.enum(["email", "sms"]);

/** The ledger as the API answers it (POST /api/track) and /account shows it. */
export const ledgerSchema = z
  .object({
    entries: z
      .array(
        z.discriminatedUnion("kind", [
          z.object({
            kind: z.literal("bank"),
            at,
            bank: z.string().describe("The bank's slug."),
            bank_application_id: z.number().int(),
            stage: z
              .enum(LEDGER_BANK_STAGES)
              .describe("approved: shared; logged_in: the bank logged it in; withdrawn: stopped."),
          }),
          z.object({ kind: z.literal("document"), at, code: z.enum(DOCUMENT_CODES) }),
          z.object({
            kind: z.literal("message"),
            at,
            channel,
            step: z.enum(LEDGER_STEPS),
            // The bank the notice was about (null for the documents request).
            bank: z.string().nullable(),
          }),
          z.object({ kind: z.literal("call"), at, outcome: z.enum(CALL_OUTCOMES) }),
          z
            .object({
              kind: z.literal("saved_loan"),
              at,
              bank: z.string().describe("The lender's slug, or 'other'."),
              lender_name: z.string().nullable().describe("The lender's name, for 'other'."),
            })
            .describe("A loan saved with this mobile on /my-loan (my-loan.md)."),
          z
            .object({
              kind: z.literal("saved_loan_message"),
              at,
              channel,
              bank: z.string(),
              lender_name: z.string().nullable(),
            })
            .describe("A message sent about a loan saved with this mobile."),
        ]),
      )
      .describe("Oldest first."),
    staff_views: z
      .number()
      .int()
      .min(0)
      .describe("How many times the team (staff and admins) opened the file; never who."),
  })
  .describe(
    "Who has my data: each bank the file was shared with, each document received, each notice " +
      "sent (channel and step), each call logged, each loan saved with the mobile on /my-loan and " +
      "each message about it, and the team's view count.",
  );

export type Ledger = z.output<typeof ledgerSchema>;
export type LedgerEntry = Ledger["entries"][number];

export interface LedgerBankApplication {
  id: number;
  bank: string;
  trancheIds: readonly number[];
}

export interface NoticeKey {
  channel: "email" | "sms";
  step: LedgerStep;
  bank: string | null;
}

const CHANNELS = ["email", "sms"] as const;

/**
 * Every outbox key a notice of this lead can have (notices.ts `stepKey` and the channel): exact
 * keys, so the outbox's unique index finds them at any size, and no other lead's row can match.
 */
export function noticeKeys(
  leadId: number,
  applications: readonly LedgerBankApplication[],
): Map<string, NoticeKey> {
  const keys = new Map<string, NoticeKey>();
  for (const channel of CHANNELS) {
    keys.set(`loan-file:${leadId}:documents:${channel}`, {
      channel,
      step: "documents",
      bank: null,
    });
    for (const app of applications) {
      for (const step of ["proposed", "logged_in", "sanctioned", "rejected"] as const) {
        keys.set(`bank-application:${app.id}:${step}:${channel}`, {
          channel,
          step,
          bank: app.bank,
        });
      }
      for (const tranche of app.trancheIds) {
        keys.set(`bank-application:${app.id}:disbursed:${tranche}:${channel}`, {
          channel,
          step: "disbursed",
          bank: app.bank,
        });
      }
    }
  }
  return keys;
}

const KIND_ORDER: Record<LedgerEntry["kind"], number> = {
  bank: 0,
  document: 1,
  message: 2,
  call: 3,
  saved_loan: 4,
  saved_loan_message: 5,
};

/** Oldest first; entries of the same instant in a fixed order, so the page never shuffles. */
export function sortLedger(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return [...entries].sort(
    (a, b) => a.at.localeCompare(b.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
}

// ---------------------------------------------------------------------------------------------
// The mails of a borrower's "stop sharing" (English: they go to the team and to the bank)

export interface WithdrawalFacts {
  reference: string;
  borrowerName: string;
  bankName: string;
  bankReference: string | null;
  /** The stage the file was at when the borrower stopped sharing it. */
  stage: string;
}

/** The outbox keys: one per recipient per bank application, so each is mailed once, ever. */
export function withdrawalKeys(bankApplicationId: number) {
  const base = `bank-application:${bankApplicationId}:withdrawn`;
  return { team: `${base}:team`, assignee: `${base}:assignee`, bank: `${base}:bank` };
}

/** To NOTIFY_EMAIL and the assignee: the borrower stopped sharing with a bank. */
export function withdrawalTeamMail(facts: WithdrawalFacts, publicUrl: string): MailContent {
  return render(
    `Borrower stopped sharing ${facts.reference} with ${facts.bankName}`,
    [
      `The borrower of ${facts.reference} stopped sharing their file with ${facts.bankName}.`,
      `The bank application was ${facts.stage}; it is now withdrawn.`,
      `The bank's contact is asked to stop processing the file and erase it.`,
    ],
    publicUrl ? `${publicUrl}/admin/eligibility` : undefined,
  );
}

/** To the bank's contact for GharSetu: stop processing, erase the file. */
export function withdrawalBankMail(facts: WithdrawalFacts): MailContent {
  const ref = facts.bankReference ? ` (your reference ${facts.bankReference})` : "";
  return render(`Request to stop processing and erase GharSetu file ${facts.reference}`, [
    `Dear ${facts.bankName} team,`,
    `The borrower ${facts.borrowerName} has withdrawn their consent for ${facts.bankName} to process the home-loan file GharSetu sent you under reference ${facts.reference}${ref}.`,
    "Please stop processing this file and erase the borrower's personal data and documents you received for it, except what the law requires you to keep, and confirm by replying to this mail.",
    "GharSetu",
  ]);
}

/** What the team is told when a borrower chooses a lender from their offers. */
export interface ChosenOfferFacts {
  reference: string;
  bankName: string;
  amount: number;
  rate: number;
  tenureMonths: number;
  emi: number;
  apr: number;
  offerId: string;
}

/**
 * To NOTIFY_EMAIL and the assignee: the borrower chose a lender on /offers/{id}
 * (docs/product/offers.md "Choosing a lender"); the bank application is approved already.
 */
export function chosenOfferTeamMail(facts: ChosenOfferFacts, publicUrl: string): MailContent {
  return render(
    `Borrower chose ${facts.bankName} for ${facts.reference}`,
    [
      `The borrower of ${facts.reference} chose ${facts.bankName}'s offer and approved sending their file to it.`,
      `Offer: ${formatInr(facts.amount)} over ${facts.tenureMonths} months at ${facts.rate}% a year, EMI ${formatInr(facts.emi)}, APR ${facts.apr}%.`,
      `Offer snapshot: ${facts.offerId}. Log the file in with the bank.`,
    ],
    publicUrl ? `${publicUrl}/admin/eligibility` : undefined,
  );
}
