import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import type { CallbackEventRow, CallbackRequestRow } from "../../db/schema.ts";
import { CALLBACK_SLOT_LABELS, parseCallbackRequest } from "../../domain/callbacks/schema.ts";
import {
  CONSENT_NOTICE_VERSION,
  LANGUAGES,
  LEAD_STATUSES,
  type LeadStatus,
} from "../../domain/enums.ts";
import {
  firstResponseFields,
  type Source,
  sourceFields,
} from "../../domain/speed-to-lead/touch.ts";
import { duplicateOfSchema } from "../../domain/team/assignment.ts";
import { newCallbackMail } from "../../domain/team/mail.ts";
import { ENQUIRY_MESSAGES } from "../../domain/team/work.ts";
import {
  assignNewEnquiries,
  duplicateMark,
  earlierEnquiries,
} from "../assignment/rotation.server.ts";
import { type FormRefusal, readEnquiryForm } from "../forms/read-form.server.ts";
import { storeOnce } from "../forms/store-once.server.ts";
import { referenceSchema } from "../leads/answers.ts";
import { flag } from "../leads/list-query.server.ts";
import { phoneVerifiedBy } from "../otp/verification.server.ts";
import { enqueueMail, notifyEmail, publicUrl } from "../outbox/outbox.server.ts";
import { withFreshReference } from "../references/reference.server.ts";
import { rowById } from "../row-by-id.server.ts";
import { firstResponseDueAt } from "../speed-to-lead/first-response.server.ts";
import { statusPatch } from "../team/status.server.ts";
import { noteAnswerSchema } from "../team/work.server.ts";

// 'Request a callback' (docs/product/borrower-journey.md): stored with a reference, worked like a
// lead (status new → contacted → converted / closed, with a dated history that /track shows).

export type { CallbackEventRow, CallbackRequestRow };

export const CALLBACK_THANKS =
  "Thanks! We will call you in the time you chose. Keep your reference to track the request.";
export const CALLBACK_SPAM = "Submission rejected.";
export const CALLBACK_STATUS_MESSAGE = ENQUIRY_MESSAGES.callback.status;
export const CALLBACK_NOT_FOUND = ENQUIRY_MESSAGES.callback.notFound;

/** POST /api/callback-requests' 201 answer (the API's contract). */
export const callbackCreatedSchema = z.object({
  id: z.number().int(),
  reference: referenceSchema,
  phone_verified: z.boolean(),
  message: z.literal(CALLBACK_THANKS).describe("The thanks to show the borrower."),
});

/** The list's query as the API documents it (the route reads it into CallbackListOptions). */
export const callbackListQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  assigned: z
    .string()
    .regex(/^(me|none|[1-9]\d{0,14})$/)
    .optional()
    .describe("`me`, `none` (unassigned) or a user id."),
  overdue: flag("overdue").describe("`true`: open requests whose follow-up day (IST) is past."),
  escalated: flag("escalated").describe(
    "`true`: only requests escalated past their first response's due time.",
  ),
  duplicates: flag("duplicates").describe(
    "`false` hides a returning borrower's later enquiries (`duplicate_of`).",
  ),
});

const at = z.string().meta({ format: "date-time" });
const text = z.string().nullable().optional();

/** The row as the list and the PATCH answer it (the API's answer, with the PATCH's notes). */
export const callbackRequestRowSchema = z
  .looseObject({
    id: z.number().int(),
    reference: referenceSchema,
    name: z.string(),
    phone: z.string().describe("10 digits; in the list, masked for staff (`******3210`)."),
    city: z.string(),
    preferred_slot: z.string(),
    bank_slug: text,
    language: z.enum(LANGUAGES).optional().describe("The site's language the request came from."),
    phone_verified: z.literal([0, 1]).optional(),
    status: z.enum(LEAD_STATUSES),
    status_updated_at: at.nullable().optional(),
    status_updated_by: text,
    consent_at: at.optional(),
    consent_notice_version: z.string().optional(),
    consent_withdrawn_at: at.nullable().optional(),
    created_at: at,
    assigned_to: z.number().int().nullable().optional().describe("The team member's user id."),
    follow_up_on: z.string().meta({ format: "date" }).nullable().optional(),
    duplicate_of: duplicateOfSchema.optional(),
    personal_data_erased_at: at.nullable().optional(),
    // Speed to lead (docs/product/speed-to-lead.md): the first-response clock and the touches.
    ...z.object({ ...firstResponseFields, ...sourceFields }).partial().shape,
    notes: z
      .array(noteAnswerSchema)
      .optional()
      .describe("Oldest first; in the answer to PATCH only."),
  })
  .meta({ id: "CallbackRequest" });

export type SubmitCallbackResult =
  | { ok: true; id: number; reference: string; phone_verified: boolean }
  | FormRefusal;

export async function submitCallbackRequest(
  input: unknown,
  now: Date = new Date(),
  cookieSource: Source | null = null,
  /** The saved loan "Ask about moving this loan" names (docs/product/my-loan.md "Pages"). */
  savedLoanId: number | null = null,
): Promise<SubmitCallbackResult> {
  const form = readEnquiryForm(input, parseCallbackRequest, CALLBACK_SPAM, cookieSource);
  if (!form.ok) return form;
  const { data, clientId, source } = form;
  const at = now.toISOString();
  const verified = phoneVerifiedBy(data.otp_verification, data.phone, now);
  // A retry of a form already stored (the browser's outbox) answers the stored request.
  return storeOnce(clientId, callbackByClientId, async () => {
    const row = await withFreshReference((reference) =>
      getDb()
        .transaction()
        .execute(async (trx) => {
          // A returning borrower's request is stored with its duplicate mark, as a lead is.
          const earlier = await earlierEnquiries(trx, [data.phone], now);
          const inserted = await trx
            .insertInto("callback_requests")
            .values({
              reference,
              name: data.name,
              phone: data.phone,
              city: data.city,
              preferred_slot: data.preferred_slot,
              bank_slug: data.bank,
              language: data.language,
              saved_loan_id: savedLoanId,
              phone_verified: verified ? 1 : 0,
              status: "new",
              status_updated_at: null,
              status_updated_by: null,
              consent_at: at,
              consent_notice_version: CONSENT_NOTICE_VERSION,
              consent_withdrawn_at: null,
              created_at: at,
              assigned_to: null,
              follow_up_on: null,
              personal_data_erased_at: null,
              client_id: clientId,
              // Speed to lead (docs/product/speed-to-lead.md): the clock starts, the touches are kept.
              first_response_due_at: firstResponseDueAt(now),
              ...duplicateMark(earlier, data.phone),
              ...source,
            })
            .returning(["id", "reference"])
            .executeTakeFirstOrThrow();
          // The team's notice is queued with the row (like a new lead's): both or neither.
          const team = notifyEmail();
          if (team) {
            const id = Number(inserted.id);
            await enqueueMail(
              trx,
              [
                {
                  ...newCallbackMail(
                    {
                      ...data,
                      id,
                      reference,
                      preferred_slot:
                        CALLBACK_SLOT_LABELS[data.preferred_slot] ?? data.preferred_slot,
                      bank_slug: data.bank,
                      saved_loan_id: savedLoanId,
                    },
                    publicUrl(),
                  ),
                  dedupeKey: `callback:${id}:team`,
                  kind: "new-callback",
                  to: team,
                },
              ],
              now,
            );
          }
          // Handed out with the row (docs/product/speed-to-lead.md), as a lead is.
          const enquiry = { kind: "callback" as const, id: Number(inserted.id), reference };
          await assignNewEnquiries(
            trx,
            [{ ...enquiry, phone: data.phone, language: data.language }],
            now,
            earlier,
          );
          return inserted;
        }),
    );
    return { ok: true, id: Number(row.id), reference: row.reference, phone_verified: verified };
  });
}

async function callbackByClientId(clientId: string): Promise<SubmitCallbackResult | undefined> {
  const row = await getDb()
    .selectFrom("callback_requests")
    .select(["id", "reference", "phone_verified"])
    .where("client_id", "=", clientId)
    .executeTakeFirst();
  return row
    ? {
        ok: true,
        id: Number(row.id),
        reference: row.reference,
        phone_verified: Boolean(row.phone_verified),
      }
    : undefined;
}

export interface CallbackListOptions {
  status?: LeadStatus | null;
  /** Withdrawn requests are not people to call: left out unless asked for. */
  includeWithdrawn?: boolean;
  /**
   * docs/product/team.md "Working a lead" as for leads: `none` = unassigned, a number = that user's
   * ("me" resolved by the caller).
   */
  assigned?: "none" | number | null;
  /** Open requests whose follow-up day is before this IST day (YYYY-MM-DD): the overdue view. */
  overdueBefore?: string | null;
  /** Escalated for waiting past the first response's due time (docs/product/speed-to-lead.md). */
  escalated?: boolean;
  /** false: a returning borrower's later requests are left out (docs/product/speed-to-lead.md). */
  duplicates?: boolean;
  limit?: number;
  /** Rows to skip, for the admin list's pages. */
  offset?: number;
}

/** Newest first; the admin list (GET /api/callback-requests, /admin/callbacks). */
export async function listCallbackRequests(
  options: CallbackListOptions = {},
): Promise<CallbackRequestRow[]> {
  let query = getDb().selectFrom("callback_requests").selectAll();
  if (options.status) query = query.where("status", "=", options.status);
  if (!options.includeWithdrawn) query = query.where("consent_withdrawn_at", "is", null);
  if (options.assigned === "none") query = query.where("assigned_to", "is", null);
  else if (typeof options.assigned === "number") {
    query = query.where("assigned_to", "=", options.assigned);
  }
  if (options.escalated !== undefined) {
    query = query.where("escalated_at", options.escalated ? "is not" : "is", null);
  }
  if (options.duplicates === false) query = query.where("duplicate_of_id", "is", null);
  if (options.overdueBefore) {
    query = query
      .where("follow_up_on", "<", options.overdueBefore)
      .where("status", "not in", ["converted", "closed"]);
  }
  return query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.min(Math.max(options.limit ?? 500, 1), 1000))
    .offset(Number.isSafeInteger(options.offset) ? Math.max(options.offset ?? 0, 0) : 0)
    .execute();
}

/** How many requests a page of /admin/callbacks shows. */
export const CALLBACK_PAGE_SIZE = 50;

/**
 * A page of the admin list (from 1), newest first, and whether an older page follows: one row more
 * than the page is read to know, so the list is paged without counting it.
 */
export async function listCallbackPage(
  options: Omit<CallbackListOptions, "limit" | "offset">,
  page: number,
): Promise<{ rows: CallbackRequestRow[]; more: boolean }> {
  const rows = await listCallbackRequests({
    ...options,
    limit: CALLBACK_PAGE_SIZE + 1,
    offset: (Math.max(page, 1) - 1) * CALLBACK_PAGE_SIZE,
  });
  return { rows: rows.slice(0, CALLBACK_PAGE_SIZE), more: rows.length > CALLBACK_PAGE_SIZE };
}

/** One request, for the PATCH answer. */
export async function getCallbackRequest(id: number): Promise<CallbackRequestRow | undefined> {
  return rowById("callback_requests", id);
}

/** Moves a callback request through the lead statuses and records who did it and when. */
export const updateCallbackStatus = statusPatch("callback", "request", {
  status: CALLBACK_STATUS_MESSAGE,
  notFound: CALLBACK_NOT_FOUND,
});
export type UpdateCallbackResult = Awaited<ReturnType<typeof updateCallbackStatus>>;
