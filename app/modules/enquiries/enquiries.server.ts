import crypto from "node:crypto";
import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import { ENQUIRY_TABLES } from "../../db/enquiry-tables.ts";
import { normaliseIndianMobile } from "../../domain/auth/schemas.ts";
import { enquiryLookupSchema } from "../../domain/enquiries/lookup.ts";
import { LEAD_STATUSES, type LeadStatus } from "../../domain/enums.ts";
// The ledger's schema moves to its domain with the leads' contracts (branch contracts-leads).
import { ledgerSchema } from "../../domain/loan-file/ledger.ts";
import { normaliseReference } from "../../domain/reference/reference.ts";
import type { EnquiryKind } from "../../domain/team/assignment.ts";
import { toResult } from "../../domain/validation.ts";
import { refuseNul } from "../../utils/form-guards.ts";
import { referenceSchema } from "../leads/answers.ts";
import { eraseLeadDocuments } from "../loan-file/document-erasure.server.ts";
import { borrowerDocumentSchema, documentsForTrack } from "../loan-file/documents.server.ts";
import { ledgerOf } from "../loan-file/ledger.server.ts";
import { ownedLeadIds } from "../loan-file/records.server.ts";
import {
  bankApplicationsForTrack,
  borrowerBankApplicationSchema,
} from "../loan-file/track-view.server.ts";
import { eraseLoansOfPhone } from "../my-loans/erase.server.ts";
import { verificationOffered } from "../otp/sms.server.ts";
import { phoneVerifiedBy } from "../otp/verification.server.ts";
import { recordStatusEvent, statusEvents } from "../team/status.server.ts";
import { ERASED_PERSONAL_FIELDS } from "./personal-fields.server.ts";

// The borrower's own handle on an enquiry (docs/product/borrower-journey.md): tracking it by
// reference and mobile number, and withdrawing consent. Both answer one 404 for any mismatch (wrong
// reference, wrong phone, withdrawn already), after the same work, so neither tells which part was
// wrong.

export const ENQUIRY_NOT_FOUND = "No enquiry matches that reference and mobile number.";
export const WITHDRAWN_MESSAGE =
  "Your consent is withdrawn. We have erased your name and contact details and closed the enquiry; we will not contact you about it again.";
export const WITHDRAW_NEEDS_CODE = "Verify your mobile number with the code we send you first.";
/** Who the history names when the borrower acted themselves. */
export const BORROWER_ACTOR = "borrower";

const status = z.enum(LEAD_STATUSES);

/** POST /api/track's answer (docs/product/borrower-journey.md, docs/product/loan-file.md). */
export const trackAnswerSchema = z
  .object({
    reference: referenceSchema,
    kind: z.enum(["application", "callback"]),
    status,
    history: z.array(z.object({ status, at: z.iso.datetime() })),
    created_at: z.iso.datetime(),
    first_name: z.string().nullable().describe("The first name only."),
    bank: z.string().nullable(),
    mobile_verified: z
      .boolean()
      .describe("Whether `otp_verification` was valid for the enquiry's mobile."),
    bank_applications: z
      .array(borrowerBankApplicationSchema)
      .describe("Which banks hold the file and where each stands; empty for a callback."),
    documents: z
      .array(borrowerDocumentSchema.meta({ id: "BorrowerDocument" }))
      .describe("The document checklist and each item's status; empty for a callback."),
    ledger: ledgerSchema
      .meta({ id: "Ledger" })
      .optional()
      .describe("Who has my data: only with a valid `otp_verification`, for a lead."),
  })
  .meta({ id: "TrackAnswer" });
export type TrackAnswer = z.output<typeof trackAnswerSchema>;

type Failure = { ok: false; status: 400 | 404; error: string; fields?: Record<string, string> };

/** Digits to compare: the 10-digit mobile when it reads as one, else every digit typed. */
function comparablePhone(phone: string): string {
  return normaliseIndianMobile(phone) ?? phone.replace(/\D/g, "");
}

function samePhone(stored: string, given: string): boolean {
  // Hashes have one length, so the comparison takes the same time whatever was stored.
  const a = crypto.createHash("sha256").update(comparablePhone(stored)).digest();
  const b = crypto.createHash("sha256").update(comparablePhone(given)).digest();
  return crypto.timingSafeEqual(a, b) && comparablePhone(stored) !== "";
}

/** The enquiry a reference and mobile name: a lead (an application) or a callback request. */
interface Found {
  kind: "application" | "callback";
  id: number;
  reference: string;
  phone: string;
  firstName: string;
  bank: string | null;
  status: string;
  createdAt: string;
}

export function readLookup(
  input: unknown,
): { ok: true; reference: string | null; phone: string; token?: string } | Failure {
  const refused = refuseNul(input);
  if (refused) return { ...refused, status: 400 };
  const parsed = toResult(enquiryLookupSchema, input);
  if (!parsed.ok) return { ...parsed, status: 400 };
  return {
    ok: true,
    reference: normaliseReference(parsed.data.reference),
    phone: parsed.data.phone,
    token: parsed.data.otp_verification,
  };
}

/** The enquiry with this reference whose phone matches, or undefined. Same queries either way. */
export async function findEnquiry(
  reference: string | null,
  phone: string,
): Promise<Found | undefined> {
  // An unreadable reference still looks something up, so it costs what a wrong one costs.
  const ref = reference ?? "GS-00000000";
  const db = getDb();
  const [lead, callback] = await Promise.all([
    db
      .selectFrom("eligibility_applications")
      .select([
        "id",
        "reference",
        "phone_number",
        "first_name",
        "bank_slug",
        "status",
        "created_at",
      ])
      .where("reference", "=", ref)
      .where("consent_withdrawn_at", "is", null)
      .executeTakeFirst(),
    db
      .selectFrom("callback_requests")
      .select(["id", "reference", "phone", "name", "bank_slug", "status", "created_at"])
      .where("reference", "=", ref)
      .where("consent_withdrawn_at", "is", null)
      .executeTakeFirst(),
  ]);
  const candidate: Found | undefined = lead
    ? {
        kind: "application",
        id: Number(lead.id),
        reference: lead.reference,
        phone: lead.phone_number,
        firstName: lead.first_name,
        bank: lead.bank_slug,
        status: lead.status,
        createdAt: lead.created_at,
      }
    : callback
      ? {
          kind: "callback",
          id: Number(callback.id),
          reference: callback.reference,
          phone: callback.phone,
          firstName: callback.name.trim().split(/\s+/)[0] ?? "",
          bank: callback.bank_slug,
          status: callback.status,
          createdAt: callback.created_at,
        }
      : undefined;
  const matches = samePhone(candidate?.phone ?? "", phone);
  return reference !== null && candidate && matches ? candidate : undefined;
}

async function historyOf(found: Found): Promise<{ status: string; at: string }[]> {
  const kind = found.kind === "application" ? "lead" : "callback";
  const events = await statusEvents(getDb(), kind, found.id);
  return [
    { status: "new", at: found.createdAt },
    ...events.map((e) => ({ status: e.status, at: e.created_at })),
  ];
}

/** POST /api/track and /track: only the first name, the bank, the status and its dated history. */
export async function trackEnquiry(
  input: unknown,
): Promise<{ ok: true; answer: TrackAnswer } | Failure> {
  const read = readLookup(input);
  if (!read.ok) return read;
  const found = await findEnquiry(read.reference, read.phone);
  if (!found) return { ok: false, status: 404, error: ENQUIRY_NOT_FOUND };
  const verified = phoneVerifiedBy(read.token, read.phone);
  return {
    ok: true,
    answer: {
      reference: found.reference,
      kind: found.kind,
      // The status columns hold LEAD_STATUSES only (the team's moves check them).
      status: found.status as LeadStatus,
      history: (await historyOf(found)) as TrackAnswer["history"],
      created_at: found.createdAt,
      first_name: found.firstName || null,
      bank: found.bank,
      mobile_verified: verified,
      bank_applications:
        found.kind === "application" ? await bankApplicationsForTrack(found.id, verified) : [],
      documents: found.kind === "application" ? await documentsForTrack(found.id, verified) : [],
      ...(verified && found.kind === "application" ? { ledger: await ledgerOf(found.id) } : {}),
    },
  };
}

/**
 * Erases an application's personal fields, marks it withdrawn and closes it, with a history
 * entry; the reference, the history and the anonymous figures stay
 * (docs/product/borrower-journey.md).
 */
async function eraseLead(id: number, now: Date): Promise<boolean> {
  const erased = await withdrawRow("lead", id, now);
  // The documents' bytes go too (docs/product/loan-file.md "Storage"), once the row says so.
  if (erased) {
    await eraseLeadDocuments(
      [id],
      { id: null, email: BORROWER_ACTOR, action: "erase", why: "consent withdrawn" },
      now,
    );
  }
  return erased;
}

/** The personal fields a withdrawal erases, by the kind of enquiry (one list with retention). */
const ERASED_ON_WITHDRAWAL = {
  lead: ERASED_PERSONAL_FIELDS.eligibility_applications,
  callback: ERASED_PERSONAL_FIELDS.callback_requests,
} satisfies Record<EnquiryKind, unknown>;

/**
 * Erases an enquiry's personal fields, marks it withdrawn and closes it with a history entry by
 * the borrower, in one transaction; false when it was withdrawn already. The team's notes (and a
 * lead's call notes) may quote the borrower (docs/product/team.md "Erasure and retention"): they
 * go with the personal fields.
 */
async function withdrawRow(subject: EnquiryKind, id: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const values = {
    ...ERASED_ON_WITHDRAWAL[subject],
    consent_withdrawn_at: at,
    status: "closed" as const,
    status_updated_at: at,
    status_updated_by: BORROWER_ACTOR,
  };
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable(ENQUIRY_TABLES[subject])
        .set(values)
        .where("id", "=", id)
        .where("consent_withdrawn_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await recordStatusEvent(trx, subject, id, "closed", BORROWER_ACTOR, at);
      await trx
        .deleteFrom("work_notes")
        .where("subject_type", "=", subject)
        .where("subject_id", "=", id)
        .execute();
      // The notes of the team's calls likewise; the outcome and time stay (the call limits).
      if (subject === "lead") {
        await trx
          .updateTable("lead_calls")
          .set({ note: null })
          .where("application_id", "=", id)
          .execute();
      }
      return true;
    });
}

/** POST /api/consent/withdraw and the /privacy form: by reference and mobile (and code). */
export async function withdrawConsent(
  input: unknown,
  now: Date = new Date(),
): Promise<{ ok: true; reference: string; message: string } | Failure> {
  const read = readLookup(input);
  if (!read.ok) return read;
  // With SMS configured, withdrawal needs the code too: a reference and a phone number may be
  // known to others (a relative, an agent), the phone in hand is the owner's.
  if (verificationOffered() && !phoneVerifiedBy(read.token, read.phone, now)) {
    return {
      ok: false,
      status: 400,
      error: WITHDRAW_NEEDS_CODE,
      fields: { code: WITHDRAW_NEEDS_CODE },
    };
  }
  const found = await findEnquiry(read.reference, read.phone);
  const erased = found
    ? found.kind === "application"
      ? await eraseLead(found.id, now)
      : await withdrawRow("callback", found.id, now)
    : false;
  if (!found || !erased) return { ok: false, status: 404, error: ENQUIRY_NOT_FOUND };
  // The mobile's saved loans go too (docs/product/my-loan.md "The borrower's own view").
  const mobile = normaliseIndianMobile(read.phone);
  if (mobile) await eraseLoansOfPhone(mobile);
  return { ok: true, reference: found.reference, message: WITHDRAWN_MESSAGE };
}

/** /account: one click per application, for the signed-in customer who owns it. */
export async function withdrawOwnApplication(
  userId: number,
  applicationId: number,
  now: Date = new Date(),
): Promise<boolean> {
  // A lead withdrawn already is not among them; eraseLead would answer false for it too.
  const own = (await ownedLeadIds(userId)).includes(applicationId);
  return own ? eraseLead(applicationId, now) : false;
}
