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
 * this one wrote. On SQLite the database's write lock, taken by a write that changes nothing: the
 * lookup now reads before the INSERT (ADR 044), and a transaction that has read and then writes
 * after another connection (a script, a restore) committed fails at once with
 * SQLITE_BUSY_SNAPSHOT, where a transaction that writes first waits its busy timeout.
 */
export async function takeRotationLock(trx: Kysely<Database>): Promise<void> {
  if (getDialect() !== "postgres") {
    await sql`update users set id = id where 0`.execute(trx);
    return;
  }
  await sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, ${ROTATION_LOCK})`.execute(
    trx,
  );
}

/**
 * The rotation's newest turn, as a query: every later assignment of any kind is larger. Any user
 * may hold it (a member who left the team keeps theirs). Read alone (`lastTurn`) or inside the
 * team's read (`assignNewEnquiries`).
 */
function newestTurnQuery(db: Kysely<Database>) {
  return db.selectFrom("users").select((eb) => eb.fn.max("last_assigned_turn").as("turn"));
}

async function lastTurn(trx: Kysely<Database>): Promise<number> {
  const row = await newestTurnQuery(trx).executeTakeFirst();
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
 * For each mobile, the earliest open enquiry of the window of each kind, in one statement: one
 * index seek per mobile and table on (key, created_at, id), in the index's own order (migration
 * 024), so a mobile with thousands of enquiries (a test number, a benchmark) costs the same as one
 * with none. Read before the new enquiries are stored, so none of them can be among the answers.
 */
async function earliestOpenByMobile(
  trx: Kysely<Database>,
  keys: string[],
  now: Date,
): Promise<PriorEnquiry[]> {
  if (keys.length === 0) return [];
  const since = returningSince(now);
  // The key as each table's index holds it (a callback's phone is stored normalised).
  const KEYS = { lead: sql<string>`${sql.raw(LEAD_PHONE_KEY)}`, callback: sql<string>`phone` };
  const earliest = (kind: EnquiryKind) => (key: string) =>
    trx
      .selectFrom((eb) =>
        eb
          .selectFrom(ENQUIRY_TABLES[kind])
          .select([
            "id",
            "created_at",
            "assigned_to",
            KEYS[kind].as("key"),
            sql<EnquiryKind>`${sql.lit(kind)}`.as("type"),
          ])
          .where(KEYS[kind], "=", key)
          .where("created_at", ">=", since)
          .where("status", "<>", "closed")
          .orderBy("created_at")
          .orderBy("id")
          .limit(1)
          .as("m"),
      )
      .selectAll();
  const [first, ...rest] = [...keys.map(earliest("lead")), ...keys.map(earliest("callback"))];
  const rows = await rest.reduce((query, next) => query.unionAll(next), first).execute();
  return rows.map((row) => ({
    type: row.type,
    id: Number(row.id),
    key: row.key,
    created_at: row.created_at,
    assigned_to: row.assigned_to === null ? null : Number(row.assigned_to),
  }));
}

/** The earliest open enquiry of the window already stored, by mobile (its phoneKey). */
export type EarlierEnquiries = ReadonlyMap<string, PriorEnquiry>;

/**
 * Takes the rotation's lock and reads, for the mobiles of the enquiries about to be stored, the
 * earliest open enquiry of the window already committed: what each of them repeats. Called in the
 * storing transaction before its INSERT, so that a repeat is written once with its mark
 * (`duplicateMark`) instead of inserted and then updated, which wrote the row and every index of
 * the table twice (docs/performance.md, issue 40). `assignNewEnquiries` then takes the answer.
 */
export async function earlierEnquiries(
  trx: Kysely<Database>,
  phones: readonly string[],
  now: Date,
): Promise<EarlierEnquiries> {
  await takeRotationLock(trx);
  const keys = [...new Set(phones.map(phoneKey).filter(Boolean))];
  const stored = await earliestOpenByMobile(trx, keys, now);
  const byKey = new Map<string, PriorEnquiry>();
  for (const key of keys) {
    const match = earliestMatch(stored.filter((m) => m.key === key));
    if (match) byKey.set(key, match);
  }
  return byKey;
}

/** The duplicate mark an enquiry with this mobile is stored with (both null: not a repeat). */
export function duplicateMark(
  earlier: EarlierEnquiries,
  phone: string,
): { duplicate_of_type: EnquiryKind | null; duplicate_of_id: number | null } {
  const match = earlier.get(phoneKey(phone));
  return { duplicate_of_type: match?.type ?? null, duplicate_of_id: match?.id ?? null };
}

/**
 * Hands out the enquiries this transaction stored (in their order), mailing each assignee through
 * the outbox, and marks the repeats of an enquiry stored in this same batch (their mark could not
 * go in with the INSERT: the earlier one's id was not known yet). `earlier` is what
 * `earlierEnquiries` read before the INSERT, under the lock it took; the enquiries were stored
 * with its marks. ASSIGNMENT=off records returning borrowers only.
 */
export async function assignNewEnquiries(
  trx: Kysely<Database>,
  enquiries: readonly NewEnquiry[],
  now: Date,
  earlier: EarlierEnquiries,
): Promise<void> {
  if (enquiries.length === 0) return;
  const keys = enquiries.map((e) => phoneKey(e.phone));
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
  const matches = enquiries.map((_, i) => {
    if (!keys[i]) return null;
    return earlier.get(keys[i]) ?? own.slice(0, i).find((m) => m.key === keys[i]) ?? null;
  });
  await recordDuplicates(
    trx,
    enquiries,
    matches.map((match, i) => (earlier.has(keys[i]) ? null : match)),
  );

  // The team in one read (tens of rows), with the rotation's newest turn: whether there is staff
  // at all, who may take the enquiries, and where the turns go on from.
  const team = await trx
    .selectFrom("users")
    .select(["id", "role", "email", "available", "languages", "last_assigned_turn"])
    .select(newestTurnQuery(trx).as("newest_turn"))
    .where("role", "in", [...TEAM_ROLES])
    .execute();
  const mode = assignmentMode(
    process.env.ASSIGNMENT,
    team.some((u) => u.role === "staff"),
  );
  if (mode === "off") return;
  const newestTurn = Number(team[0]?.newest_turn ?? 0);
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
  const { assignees, turns } = rotate(candidates, wanted, newestTurn);
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
