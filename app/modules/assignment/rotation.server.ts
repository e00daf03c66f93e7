import { type Kysely, sql } from "kysely";
import { getDialect } from "../../db/db.server.ts";
import { LEAD_PHONE_KEY } from "../../db/phone-key.ts";
import type { Database } from "../../db/schema.ts";
import { ADVISORY_LOCK_NAMESPACE } from "../../db/startup-lock.server.ts";
import type { Language } from "../../domain/enums.ts";
import {
  assignmentMode,
  type Candidate,
  type DuplicateOf,
  type Enquiry,
  type EnquiryKind,
  earliestMatch,
  type PriorEnquiry,
  phoneKey,
  readLanguages,
  returningSince,
  rotate,
} from "../../domain/team/assignment.ts";
import { assignmentMail } from "../../domain/team/mail.ts";
import { TEAM_ROLES } from "../../domain/team/roles.ts";
import { enqueueMail, type NewMail, publicUrl } from "../outbox/outbox.server.ts";

// Speed to lead (docs/product/speed-to-lead.md): every new lead and callback request is handed
// out in the transaction that stores it. Under the rotation's lock (docs/decisions/
// 030-taking-the-turn.md) it is matched against the open enquiries of the last 90 days with the
// same mobile (a returning borrower goes to the earlier one's assignee), and otherwise given to
// the available team member whose last assignment is the oldest. Stored, assigned and mailed
// commit together, or not at all.

/** The second half of the rotation's advisory-lock key (ADVISORY_LOCK_NAMESPACE is the first). */
const ROTATION_LOCK = 17;

/** Who the assignment mail says handed the enquiry out. */
export const ROTATION_ACTOR = "The automatic assignment (round robin)";

/** An enquiry this transaction has just stored, in the order it arrived. */
export interface NewEnquiry {
  kind: EnquiryKind;
  id: number;
  phone: string;
  language: Language;
  reference: string;
}

const TABLES = { lead: "eligibility_applications", callback: "callback_requests" } as const;

/**
 * Serialises every taking of a turn across instances: on PostgreSQL a transaction-scoped
 * advisory lock, held to the commit, so the next transaction reads the turns (and the enquiries)
 * this one wrote. SQLite has one writer, and a transaction there is already alone.
 */
export async function takeRotationLock(trx: Kysely<Database>): Promise<void> {
  if (getDialect() !== "postgres") return;
  await sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, ${ROTATION_LOCK})`.execute(
    trx,
  );
}

/** The rotation's newest turn: every later assignment of any kind is larger. */
async function lastTurn(trx: Kysely<Database>): Promise<number> {
  const row = await trx
    .selectFrom("users")
    .select((eb) => eb.fn.max("last_assigned_turn").as("turn"))
    .executeTakeFirst();
  return Number(row?.turn ?? 0);
}

/**
 * A manual assignment is the assignee's newest turn too ("last assignment of any kind"). Called
 * inside the transaction that makes it.
 */
export async function recordManualTurn(
  trx: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<void> {
  await takeRotationLock(trx);
  await trx
    .updateTable("users")
    .set({ last_assigned_turn: (await lastTurn(trx)) + 1, last_assigned_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
}

/** Open enquiries of the window whose mobile is one of the keys, this transaction's included. */
async function openEnquiriesByMobile(
  trx: Kysely<Database>,
  keys: string[],
  now: Date,
): Promise<PriorEnquiry[]> {
  if (keys.length === 0) return [];
  const since = returningSince(now);
  // Each an index range: (phone key, created_at) on leads, (phone, created_at) on callbacks.
  const leadKey = sql<string>`${sql.raw(LEAD_PHONE_KEY)}`;
  const leads = await trx
    .selectFrom("eligibility_applications")
    .select(["id", "created_at", "assigned_to", leadKey.as("key")])
    .where(leadKey, "in", keys)
    .where("created_at", ">=", since)
    .where("status", "<>", "closed")
    .execute();
  const callbacks = await trx
    .selectFrom("callback_requests")
    .select(["id", "created_at", "assigned_to", "phone as key"])
    .where("phone", "in", keys)
    .where("created_at", ">=", since)
    .where("status", "<>", "closed")
    .execute();
  const prior = (type: EnquiryKind) => (row: (typeof leads)[number]) => ({
    type,
    id: Number(row.id),
    key: row.key,
    created_at: row.created_at,
    assigned_to: row.assigned_to === null ? null : Number(row.assigned_to),
  });
  return [...leads.map(prior("lead")), ...callbacks.map(prior("callback"))];
}

/**
 * Records returning borrowers and hands out the enquiries this transaction stored (in their
 * order), mailing each assignee through the outbox. ASSIGNMENT=off records returning borrowers
 * only.
 */
export async function assignNewEnquiries(
  trx: Kysely<Database>,
  enquiries: readonly NewEnquiry[],
  now: Date,
): Promise<void> {
  if (enquiries.length === 0) return;
  await takeRotationLock(trx);
  const keys = enquiries.map((e) => phoneKey(e.phone));
  const open = await openEnquiriesByMobile(trx, [...new Set(keys.filter(Boolean))], now);
  const fresh = new Map(enquiries.map((e, i) => [`${e.kind}:${e.id}`, i]));
  // An enquiry of this batch is a repeat only of what was stored before it: the rows before it
  // in the batch, and everything committed before this transaction took the lock.
  const matches = enquiries.map((e, i) => {
    const earlier = open.filter(
      (m) => m.key === keys[i] && (fresh.get(`${m.type}:${m.id}`) ?? -1) < i,
    );
    return keys[i] ? earliestMatch(earlier, { type: e.kind, id: e.id }) : null;
  });
  await recordDuplicates(trx, enquiries, matches);

  const staff = await trx.selectFrom("users").select("id").where("role", "=", "staff").limit(1);
  const mode = assignmentMode(process.env.ASSIGNMENT, (await staff.execute()).length > 0);
  if (mode === "off") return;
  const team = await trx
    .selectFrom("users")
    .select(["id", "email", "available", "languages", "last_assigned_turn"])
    .where("role", "in", [...TEAM_ROLES])
    .execute();
  const teamIds = new Set(team.map((u) => Number(u.id)));
  const candidates: Candidate[] = team
    .filter((u) => Number(u.available) === 1)
    .map((u) => ({
      id: Number(u.id),
      turn: u.last_assigned_turn === null ? null : Number(u.last_assigned_turn),
      languages: readLanguages(u.languages),
    }));
  const wanted: Enquiry[] = enquiries.map((e, i) => {
    const match = matches[i];
    const inBatch = match ? fresh.get(`${match.type}:${match.id}`) : undefined;
    if (inBatch !== undefined) return { language: e.language, follows: inBatch };
    // The earlier enquiry's assignee, available or not, while they are still on the team.
    const assignee = match?.assigned_to ?? null;
    return { language: e.language, assignee: assignee && teamIds.has(assignee) ? assignee : null };
  });
  const { assignees, turns } = rotate(candidates, wanted, await lastTurn(trx));
  await saveAssignments(trx, enquiries, assignees, turns, now);
  const emails = new Map(team.map((u) => [Number(u.id), u.email]));
  const url = publicUrl();
  const mails: NewMail[] = [];
  enquiries.forEach((e, i) => {
    const to = assignees[i];
    if (to === null) return;
    mails.push({
      ...assignmentMail({ id: e.id, reference: e.reference }, ROTATION_ACTOR, url, e.kind),
      dedupeKey: `${e.kind}:${e.id}:assign:${to}:auto`,
      kind: "assignment",
      to: emails.get(to) as string,
    });
  });
  await enqueueMail(trx, mails, now);
}

async function recordDuplicates(
  trx: Kysely<Database>,
  enquiries: readonly NewEnquiry[],
  matches: (DuplicateOf | null)[],
) {
  for (const [i, e] of enquiries.entries()) {
    const match = matches[i];
    if (!match) continue;
    await trx
      .updateTable(TABLES[e.kind])
      .set({ duplicate_of_type: match.type, duplicate_of_id: match.id })
      .where("id", "=", e.id)
      .execute();
  }
}

/** One UPDATE per assignee and table (a batch of 50 leads is a handful), then the turns. */
async function saveAssignments(
  trx: Kysely<Database>,
  enquiries: readonly NewEnquiry[],
  assignees: (number | null)[],
  turns: Map<number, number>,
  now: Date,
) {
  const groups = new Map<string, { kind: EnquiryKind; to: number; ids: number[] }>();
  enquiries.forEach((e, i) => {
    const to = assignees[i];
    if (to === null) return;
    const key = `${e.kind}:${to}`;
    const group = groups.get(key) ?? { kind: e.kind, to, ids: [] };
    group.ids.push(e.id);
    groups.set(key, group);
  });
  for (const { kind, to, ids } of groups.values()) {
    await trx.updateTable(TABLES[kind]).set({ assigned_to: to }).where("id", "in", ids).execute();
  }
  const at = now.toISOString();
  for (const [id, turn] of turns) {
    await trx
      .updateTable("users")
      .set({ last_assigned_turn: turn, last_assigned_at: at })
      .where("id", "=", id)
      .execute();
  }
}
