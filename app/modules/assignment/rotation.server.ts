import { type Kysely, sql } from "kysely";
import { getDialect } from "../../db/db.server.ts";
import { ENQUIRY_TABLES } from "../../db/enquiry-tables.ts";
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
// 031-taking-the-turn.md) it is matched against the open enquiries of the last 90 days with the
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

/**
 * For each mobile, the earliest open enquiry of the window of each kind stored before this batch
 * (the batch's own rows are left out: the caller knows their order). One statement per table,
 * one index seek per mobile on (key, created_at, id), in the index's own order (migration 024): a
 * mobile with thousands of enquiries (a test number, a benchmark) costs the same as one with none.
 */
async function earliestOpenByMobile(
  trx: Kysely<Database>,
  keys: string[],
  batch: readonly NewEnquiry[],
  now: Date,
): Promise<PriorEnquiry[]> {
  if (keys.length === 0) return [];
  const since = returningSince(now);
  // The key as each table's index holds it (a callback's phone is stored normalised).
  const KEYS = { lead: sql<string>`${sql.raw(LEAD_PHONE_KEY)}`, callback: sql<string>`phone` };
  const own = (kind: EnquiryKind) => [0, ...batch.filter((e) => e.kind === kind).map((e) => e.id)];
  const earliest = (kind: EnquiryKind) => (key: string) =>
    trx
      .selectFrom((eb) =>
        eb
          .selectFrom(ENQUIRY_TABLES[kind])
          .select(["id", "created_at", "assigned_to", KEYS[kind].as("key")])
          .where(KEYS[kind], "=", key)
          .where("created_at", ">=", since)
          .where("status", "<>", "closed")
          .where("id", "not in", own(kind))
          .orderBy("created_at")
          .orderBy("id")
          .limit(1)
          .as("m"),
      )
      .selectAll();
  const each = (kind: EnquiryKind) => {
    const [first, ...rest] = keys.map(earliest(kind));
    return rest.reduce((query, next) => query.unionAll(next), first).execute();
  };
  const leads = await each("lead");
  const callbacks = await each("callback");
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
  const stored = await earliestOpenByMobile(
    trx,
    [...new Set(keys.filter(Boolean))],
    enquiries,
    now,
  );
  const fresh = new Map(enquiries.map((e, i) => [`${e.kind}:${e.id}`, i]));
  // An enquiry of this batch is a repeat only of what was stored before it: everything committed
  // before this transaction took the lock, and the rows before it in the batch.
  const own: PriorEnquiry[] = enquiries.map((e, i) => ({
    type: e.kind,
    id: e.id,
    key: keys[i],
    created_at: "",
    assigned_to: null,
  }));
  const matches = enquiries.map((e, i) => {
    if (!keys[i]) return null;
    const committed = stored.filter((m) => m.key === keys[i]);
    return (
      earliestMatch(committed, { type: e.kind, id: e.id }) ??
      own.slice(0, i).find((m) => m.key === keys[i]) ??
      null
    );
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
  // One UPDATE per table and earlier enquiry: a batch of repeats of one mobile is one statement.
  await updateInGroups(trx, enquiries, (i) => {
    const match = matches[i];
    return match ? { duplicate_of_type: match.type, duplicate_of_id: match.id } : null;
  });
}

/** One UPDATE per assignee and table (a batch of 50 leads is a handful), then the turns. */
async function saveAssignments(
  trx: Kysely<Database>,
  enquiries: readonly NewEnquiry[],
  assignees: (number | null)[],
  turns: Map<number, number>,
  now: Date,
) {
  await updateInGroups(trx, enquiries, (i) => {
    const to = assignees[i];
    return to === null ? null : { assigned_to: to };
  });
  const at = now.toISOString();
  for (const [id, turn] of turns) {
    await trx
      .updateTable("users")
      .set({ last_assigned_turn: turn, last_assigned_at: at })
      .where("id", "=", id)
      .execute();
  }
}

/** The columns one grouped UPDATE sets on enquiries: their duplicate mark, or their assignee. */
type EnquiryChange =
  | { duplicate_of_type: DuplicateOf["type"]; duplicate_of_id: number }
  | { assigned_to: number };

/**
 * One UPDATE per table and change: the enquiries of a batch that take the same change (`change`
 * answers null, by its index, for one that takes none) share one statement, in the order they
 * first come.
 */
async function updateInGroups(
  trx: Kysely<Database>,
  enquiries: readonly NewEnquiry[],
  change: (index: number) => EnquiryChange | null,
) {
  const groups = new Map<string, { kind: EnquiryKind; set: EnquiryChange; ids: number[] }>();
  for (const [i, e] of enquiries.entries()) {
    const set = change(i);
    if (set === null) continue;
    const key = `${e.kind}:${JSON.stringify(set)}`;
    const group = groups.get(key) ?? { kind: e.kind, set, ids: [] };
    group.ids.push(e.id);
    groups.set(key, group);
  }
  for (const { kind, set, ids } of groups.values()) {
    await trx.updateTable(ENQUIRY_TABLES[kind]).set(set).where("id", "in", ids).execute();
  }
}
