import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import { LANGUAGES, type Language } from "../../domain/enums.ts";
import { parseMeUpdate, parseUserWorkUpdate, readLanguages } from "../../domain/team/assignment.ts";
import { isRole, TEAM_ROLES } from "../../domain/team/roles.ts";
import { apiUserSchema, type PublicUser, toApiUser } from "../users/users.server.ts";

// Availability and languages (docs/product/speed-to-lead.md "Availability and automatic
// assignment"): a staff member or admin marks themselves available or away (PATCH /api/me, the
// admin header's toggle); an admin sets anyone's availability and languages (PATCH
// /api/users/{id}, the Users page). The rotation (rotation.server.ts) reads them.

export interface UserWork {
  available: boolean;
  languages: Language[];
  /** Their last assignment of any kind, by the rotation or by hand; null: never. */
  last_assigned_at: string | null;
}

/** The API's user with their availability: GET/PATCH /api/me and PATCH /api/users/{id}. */
export const teamUserSchema = apiUserSchema.extend({
  available: z.boolean().describe("Takes new enquiries now; everyone starts away."),
  languages: z
    .array(z.enum(LANGUAGES))
    .describe("Languages they take enquiries in; Hindi enquiries go to `hi` speakers first."),
});
export type ApiTeamUser = z.output<typeof teamUserSchema>;

export const AVAILABILITY_REFUSALS = {
  customer: "Only staff members and admins take enquiries.",
  notFound: "User not found.",
} as const;

function toWork(row: {
  available: number | string;
  languages: string;
  last_assigned_at: string | null;
}): UserWork {
  return {
    available: Number(row.available) === 1,
    languages: readLanguages(row.languages),
    last_assigned_at: row.last_assigned_at,
  };
}

/** Availability and languages of every user, by id (the Users page). */
export async function listUserWork(): Promise<Map<number, UserWork>> {
  const rows = await getDb()
    .selectFrom("users")
    .select(["id", "available", "languages", "last_assigned_at"])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), toWork(row)]));
}

export async function getUserWork(userId: number): Promise<UserWork | undefined> {
  const row = await getDb()
    .selectFrom("users")
    .select(["available", "languages", "last_assigned_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row && toWork(row);
}

/** The signed-in user as GET /api/me answers it. */
export async function apiMe(user: PublicUser): Promise<ApiTeamUser> {
  const work = await getUserWork(user.id);
  return {
    ...toApiUser(user),
    available: work?.available ?? false,
    languages: work?.languages ?? ["en"],
  };
}

export type WorkUpdateResult =
  | { ok: true; user: ApiTeamUser }
  | { ok: false; status: 400 | 403 | 404; error: string; fields?: Record<string, string> };

/** PATCH /api/me {available}: the caller's own availability; a customer is refused (403). */
export async function setOwnAvailability(
  user: PublicUser,
  body: unknown,
): Promise<WorkUpdateResult> {
  if (!(TEAM_ROLES as readonly string[]).includes(user.role)) {
    return { ok: false, status: 403, error: AVAILABILITY_REFUSALS.customer };
  }
  const parsed = parseMeUpdate(body);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error, fields: parsed.fields };
  return saveWork(user.id, { available: parsed.data.available });
}

/** PATCH /api/users/{id} {available, languages}: an admin sets them for a team member. */
export async function setUserWork(userId: number, body: unknown): Promise<WorkUpdateResult> {
  const parsed = parseUserWorkUpdate(body);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error, fields: parsed.fields };
  return saveWork(userId, parsed.data);
}

async function saveWork(
  userId: number,
  update: { available?: boolean; languages?: Language[] },
): Promise<WorkUpdateResult> {
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    return { ok: false, status: 404, error: AVAILABILITY_REFUSALS.notFound };
  }
  const set: { available?: number; languages?: string } = {};
  if (update.available !== undefined) set.available = update.available ? 1 : 0;
  if (update.languages !== undefined) set.languages = JSON.stringify(update.languages);
  const row = await getDb()
    .updateTable("users")
    .set(set)
    .where("id", "=", userId)
    .where("role", "in", [...TEAM_ROLES])
    .returningAll()
    .executeTakeFirst();
  if (row) {
    const work = toWork(row);
    return {
      ok: true,
      user: {
        id: Number(row.id),
        email: row.email,
        name: row.name,
        surname: row.surname,
        role: isRole(row.role) ? row.role : "customer",
        available: work.available,
        languages: work.languages,
      },
    };
  }
  const exists = await getDb()
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .executeTakeFirst();
  return exists
    ? {
        ok: false,
        status: 400,
        error: AVAILABILITY_REFUSALS.customer,
        fields: { available: AVAILABILITY_REFUSALS.customer },
      }
    : { ok: false, status: 404, error: AVAILABILITY_REFUSALS.notFound };
}
