import { CompiledQuery, type Kysely, type Selectable } from "kysely";
import type { z } from "zod";
import { getDb, getDialect } from "../../db/db.server.ts";
import type {
  Database,
  LeadEventsTable,
  LeadRow,
  NewEligibilityApplication,
} from "../../db/schema.ts";
import { createWriteBatcher } from "../../db/write-batcher.server.ts";
import { parseEligibilityApplication } from "../../domain/eligibility/application-parser.ts";
import { assessEligibility, assessmentRate } from "../../domain/eligibility/assess.ts";
import { ELIGIBILITY_MESSAGES } from "../../domain/eligibility/messages.ts";
import { pmayCandidateOf } from "../../domain/eligibility/pmay-hint.ts";
import { CONSENT_NOTICE_VERSION } from "../../domain/enums.ts";
import type { Source } from "../../domain/speed-to-lead/touch.ts";
import { confirmationMail, newLeadMail } from "../../domain/team/mail.ts";
import { ENQUIRY_MESSAGES } from "../../domain/team/work.ts";
import { honeypotFilled, INVALID_CHARACTER_MESSAGE, refuseNul } from "../../utils/form-guards.ts";
import { appMetrics } from "../../utils/metrics.server.ts";
import {
  assignNewEnquiries,
  duplicateMark,
  earlierEnquiries,
  type NewEnquiry,
} from "../assignment/rotation.server.ts";
import { phoneVerifiedBy } from "../otp/verification.server.ts";
import { enqueueMail, type NewMail, notifyEmail, publicUrl } from "../outbox/outbox.server.ts";
import { isReferenceClash, newReference } from "../references/reference.server.ts";
import { firstResponseDueAt } from "../speed-to-lead/first-response.server.ts";
import { enquirySource } from "../speed-to-lead/source.server.ts";
import type { leadResultSchema } from "./answers.ts";

// Eligibility applications ("leads"), intake: from the wizard and the API into the database
// (docs/product/forms.md, docs/product/borrower-journey.md and docs/product/http-api.md). The list,
// working a lead and the dashboard have modules of their own.

export type { LeadRow };
export type LeadEventRow = Selectable<LeadEventsTable>;

/** The answer to POST /api/eligibility-applications: the server's own result. */
export type LeadResult = z.output<typeof leadResultSchema>;

export type SubmitResult =
  | { ok: true; created: boolean; result: LeadResult }
  | { ok: false; error: string; fields: Record<string, string> };

export const LEAD_MESSAGES = {
  spam: "Submission rejected.",
  bankSlug: ELIGIBILITY_MESSAGES.bankSlug,
  ...ENQUIRY_MESSAGES.lead,
  invalidCharacter: INVALID_CHARACTER_MESSAGE,
} as const;

function toResultBody(row: Pick<LeadRow, keyof LeadResult>): LeadResult {
  return {
    id: Number(row.id),
    reference: row.reference,
    is_eligible: Number(row.is_eligible) === 1 ? 1 : 0,
    eligibility_message: row.eligibility_message,
    calculated_emi: row.calculated_emi,
    pmay_candidate: Number(row.pmay_candidate) === 1,
  };
}

/** The columns the answer to a stored lead is made of (toResultBody). */
const RESULT_COLUMNS = [
  "id",
  "reference",
  "is_eligible",
  "eligibility_message",
  "calculated_emi",
  "pmay_candidate",
] as const;

async function findByClientId(clientId: string): Promise<LeadResult | undefined> {
  const row = await getDb()
    .selectFrom("eligibility_applications")
    .select([...RESULT_COLUMNS])
    .where("client_id", "=", clientId)
    .executeTakeFirst();
  return row && toResultBody(row);
}

type InsertedRow = Pick<LeadRow, (typeof RESULT_COLUMNS)[number]>;

const RETURNED = [...RESULT_COLUMNS, "client_id"] as const;

/**
 * SQL text of the lead insert per dialect, column set and row count. Kysely builds and compiles
 * the 55-column insert afresh every time, which took longer than SQLite takes to run it; the text
 * depends only on which columns are present and how many rows go in, so it is compiled once and
 * reused with new values. `null` marks a shape whose compiled parameters were not plainly the
 * rows' values (so reusing the text would be wrong): that shape keeps going through Kysely.
 */
const insertSql = new Map<string, string | null>();

/** Inserts rows that share one column set; returns the rows actually inserted. */
async function insertRows(
  db: Kysely<Database>,
  columns: (keyof NewEligibilityApplication)[],
  rows: NewEligibilityApplication[],
): Promise<(InsertedRow & { client_id: string })[]> {
  const values = rows.flatMap((row) => columns.map((column) => row[column]));
  const key = `${getDialect()}:${rows.length}:${columns.join(",")}`;
  const cached = insertSql.get(key);
  if (cached) {
    return (
      await db.executeQuery<InsertedRow & { client_id: string }>(CompiledQuery.raw(cached, values))
    ).rows;
  }
  const query = db
    .insertInto("eligibility_applications")
    .values(rows)
    .onConflict((oc) => oc.column("client_id").doNothing())
    .returning([...RETURNED]);
  if (cached === undefined) {
    const compiled = query.compile();
    const same =
      compiled.parameters.length === values.length &&
      compiled.parameters.every((parameter, i) => parameter === values[i]);
    insertSql.set(key, same ? compiled.sql : null);
  }
  return query.execute();
}

/**
 * Writes a batch of new leads: one multi-row INSERT per column set (nearly always one: optional
 * fields left out make another set). Each row's result is the inserted row, or undefined when its
 * client id was already stored (a replay), including a second copy of the same client id within
 * the batch. If a later set fails, the batcher writes every row again on its own; rows of an
 * earlier set then meet their own client id and answer 200 with their stored result, not 201.
 */
async function insertLeads(
  batch: NewEligibilityApplication[],
): Promise<(InsertedRow | undefined)[]> {
  const inserted = new Map<string, InsertedRow>();
  const now = batchTime(batch);
  // One transaction around the batch's INSERT and its mail (docs/product/team.md "Notifications and
  // the outbox"): a stored lead always has its notifications queued, and mail never goes out for a
  // lead that was not stored.
  await getDb()
    .transaction()
    .execute(async (trx) => {
      // A returning borrower's lead is stored with its duplicate mark (docs/product/speed-to-lead.md):
      // what each mobile repeats is read first, under the rotation's lock.
      const earlier = await earlierEnquiries(
        trx,
        batch.map((row) => row.phone_number),
        now,
      );
      const rows = batch.map((row) => ({ ...row, ...duplicateMark(earlier, row.phone_number) }));
      const groups = new Map<
        string,
        { columns: (keyof NewEligibilityApplication)[]; rows: NewEligibilityApplication[] }
      >();
      for (const row of rows) {
        const columns = Object.keys(row).filter(
          (column) => row[column as keyof NewEligibilityApplication] !== undefined,
        ) as (keyof NewEligibilityApplication)[];
        const key = columns.join(",");
        const group = groups.get(key);
        if (group) group.rows.push(row);
        else groups.set(key, { columns, rows: [row] });
      }
      for (const group of groups.values()) {
        for (const row of await insertRows(trx, group.columns, group.rows)) {
          inserted.set(row.client_id, row);
        }
      }
      await enqueueLeadMail(trx, rows, inserted);
      // Handed out in the same transaction (docs/product/speed-to-lead.md): a stored lead is
      // assigned and its assignee's mail queued, or nothing is stored.
      await assignNewEnquiries(trx, newEnquiries(rows, inserted), now, earlier);
    });
  return batch.map((row) => {
    const hit = inserted.get(row.client_id);
    // Only the first row with a client id owns the insert; a copy later in the batch is a replay.
    inserted.delete(row.client_id);
    return hit;
  });
}

/** The leads this batch stored, in arrival order, once each (a replay within it is not new). */
function newEnquiries(
  rows: NewEligibilityApplication[],
  inserted: Map<string, InsertedRow>,
): NewEnquiry[] {
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    const hit = inserted.get(row.client_id);
    if (!hit || seen.has(Number(hit.id))) return [];
    seen.add(Number(hit.id));
    const language = row.language ?? "en";
    return [
      {
        kind: "lead" as const,
        id: Number(hit.id),
        phone: row.phone_number,
        language,
        reference: hit.reference,
      },
    ];
  });
}

/** The batch's clock: its newest lead's arrival (each lead carries its request's time). */
function batchTime(rows: NewEligibilityApplication[]): Date {
  const newest = rows
    .map((row) => row.created_at)
    .sort()
    .at(-1);
  return newest ? new Date(newest) : new Date();
}

/** The team's notification and the borrower's confirmation for each lead this batch stored. */
async function enqueueLeadMail(
  trx: Kysely<Database>,
  rows: NewEligibilityApplication[],
  inserted: Map<string, InsertedRow>,
) {
  const team = notifyEmail();
  const url = publicUrl();
  const mails: NewMail[] = [];
  for (const row of rows) {
    const hit = inserted.get(row.client_id);
    if (!hit) continue;
    const lead = {
      ...row,
      id: Number(hit.id),
      is_eligible: Number(hit.is_eligible),
      reference: row.reference,
    };
    if (team) {
      mails.push({
        ...newLeadMail(lead, url),
        dedupeKey: `lead:${lead.id}:team`,
        kind: "new-lead",
        to: team,
      });
    }
    if (row.email) {
      mails.push({
        ...confirmationMail(lead, url),
        dedupeKey: `lead:${lead.id}:confirm`,
        kind: "confirmation",
        to: row.email,
      });
    }
  }
  await enqueueMail(trx, mails);
}

/** Leads of one event-loop turn, or of the time a write takes, go out in one INSERT (ADR 007). */
const leadWriter = createWriteBatcher(insertLeads);

/** The one-in-a-trillion reference clash fails only that row (the batcher retries rows alone). */
async function writeWithFreshReference(row: NewEligibilityApplication) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await leadWriter.write(row);
    } catch (error) {
      if (attempt >= 5 || !isReferenceClash(error)) throw error;
      row.reference = newReference();
    }
  }
}

/**
 * Validates an application with the wizard's own rules, recomputes the result on the server
 * (client-sent is_eligible / eligibility_message / calculated_emi are ignored) and stores it with
 * the consent time and notice version. The browser retries until it hears back, so the same
 * client_id may arrive twice, even at the same moment: the stored answer is returned and nothing
 * new is written.
 */
export async function submitLead(
  input: unknown,
  ctx: { userId?: number | null; now?: Date; cookieSource?: Source | null } = {},
): Promise<SubmitResult> {
  if (honeypotFilled(input)) return { ok: false, error: LEAD_MESSAGES.spam, fields: {} };
  const refused = refuseNul(input, LEAD_MESSAGES.invalidCharacter);
  if (refused) return refused;
  const parsed = parseEligibilityApplication(input);
  if (!parsed.ok) return parsed;
  const source = enquirySource(input, ctx.cookieSource);
  if (!source.ok) return source;
  const app = parsed.data;
  // The parser already refuses a missing consent; this guards against a future parser change.
  if (app.consent !== true) {
    const message = ELIGIBILITY_MESSAGES.consent;
    return { ok: false, error: message, fields: { consent: message } };
  }

  const assessment = assessEligibility(app);
  const arrival = ctx.now ?? new Date();
  const now = arrival.toISOString();
  const { consent: _consent, otp_verification: token, ...fields } = app;
  const row: NewEligibilityApplication = {
    ...fields,
    user_id: ctx.userId ?? null,
    bank_slug: app.bank_slug ?? null,
    // docs/product/forms.md "The result rule": no rate sent means the wizard default, the rate the
    // result was worked out at.
    interest_rate: assessmentRate(app.interest_rate),
    is_eligible: assessment.is_eligible,
    eligibility_message: assessment.eligibility_message,
    calculated_emi: assessment.calculated_emi,
    // docs/product/calculators.md "The wizard's hint": the same verdict the wizard showed.
    pmay_candidate: pmayCandidateOf(app) ? 1 : 0,
    status: "new",
    status_updated_at: null,
    status_updated_by: null,
    consent_at: now,
    consent_notice_version: CONSENT_NOTICE_VERSION,
    created_at: now,
    // Made before the insert (docs/product/borrower-journey.md); a replay keeps the stored one.
    reference: newReference(),
    // A lead is stored whether or not its phone was verified; it is only flagged.
    phone_verified: phoneVerifiedBy(token, app.phone_number, ctx.now) ? 1 : 0,
    // Speed to lead (docs/product/speed-to-lead.md): the clock starts, the touches are kept.
    first_response_due_at: firstResponseDueAt(arrival),
    ...source.record,
  };
  // One statement for the common case: a new client id is inserted; a replay (the outbox retrying
  // after a lost answer, or two deliveries racing) inserts nothing and gets the stored result.
  const inserted = await writeWithFreshReference(row);
  if (inserted) {
    appMetrics().leadsStored.inc();
    return { ok: true, created: true, result: toResultBody(inserted) };
  }
  const existing = await findByClientId(app.client_id);
  if (!existing) throw new Error("An application conflicted on client_id but cannot be found.");
  return { ok: true, created: false, result: existing };
}
