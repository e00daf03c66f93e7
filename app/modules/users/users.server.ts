import crypto from "node:crypto";
import { z } from "zod";
import { getDb, getDialect } from "../../db/db.server.ts";
import type { UserRow } from "../../db/schema.ts";
import { parseRegister } from "../../domain/auth/schemas.ts";
import { INVALID_CHARACTER_MESSAGE } from "../../utils/form-guards.ts";
import { readPublicForm } from "../forms/read-form.server.ts";
import { storeOnce } from "../forms/store-once.server.ts";
import { dummyHash, hashPassword, verifyPassword } from "./password.server.ts";

export { INVALID_CHARACTER_MESSAGE };

import { ROLES } from "../../domain/enums.ts";
import { isRole, type Role } from "../../domain/team/roles.ts";

export type { Role };

/** What the rest of the app may know about a user: never the hash. */
export interface PublicUser {
  id: number;
  email: string;
  name: string | null;
  surname: string | null;
  mobile: string | null;
  role: Role;
  created_at: string;
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    mobile: row.mobile,
    role: isRole(row.role) ? row.role : "customer",
    created_at: row.created_at,
  };
}

export async function findUserById(id: number): Promise<PublicUser | undefined> {
  const row = await getDb().selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toPublicUser(row);
}

export async function findUserByEmail(email: string): Promise<UserRow | undefined> {
  // No account can hold a NUL, and PostgreSQL would fail on it: a miss, not a 500.
  if (email.includes("\u0000")) return undefined;
  return getDb()
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

export class DuplicateEmailError extends Error {
  constructor() {
    super("An account with this email already exists.");
  }
}

export interface NewUserInput {
  email: string;
  password: string;
  name?: string | null;
  surname?: string | null;
  dob?: string | null;
  mobile?: string | null;
  role?: Role;
  /** The registering browser's id (migration 015): a retry finds this account. */
  clientId?: string | null;
}

export async function createUser(input: NewUserInput): Promise<PublicUser> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(email)) throw new DuplicateEmailError();
  const password_hash = await hashPassword(input.password);
  try {
    const row = await getDb()
      .insertInto("users")
      .values({
        email,
        password_hash,
        name: input.name ?? null,
        surname: input.surname ?? null,
        dob: input.dob ?? null,
        mobile: input.mobile ?? null,
        role: input.role ?? "customer",
        created_at: new Date().toISOString(),
        client_id: input.clientId ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPublicUser(row);
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, the loser gets a 409.
    if (await findUserByEmail(email)) throw new DuplicateEmailError();
    throw error;
  }
}

/** Checks a sign-in. Unknown emails still cost one hash, so response time does not reveal accounts. */
export async function verifyLogin(email: string, password: string): Promise<PublicUser | null> {
  const row = await findUserByEmail(email);
  if (!row) {
    await verifyPassword(password, await dummyHash());
    return null;
  }
  return (await verifyPassword(password, row.password_hash)) ? toPublicUser(row) : null;
}

/**
 * docs/product/operations.md "Running it": ADMIN_EMAIL / ADMIN_PASSWORD create the first admin when
 * none exists; without them a random password for admin@localhost is printed once.
 */
export async function ensureFirstAdmin(print: (line: string) => void = console.log): Promise<void> {
  const existing = await getDb()
    .selectFrom("users")
    .select("id")
    .where("role", "=", "admin")
    .executeTakeFirst();
  if (existing) return;
  const email = (process.env.ADMIN_EMAIL ?? "admin@localhost").trim().toLowerCase();
  const given = process.env.ADMIN_PASSWORD;
  const password = given ?? crypto.randomBytes(12).toString("base64url");
  const row = await findUserByEmail(email);
  if (row) {
    await getDb()
      .updateTable("users")
      .set({ role: "admin", password_hash: await hashPassword(password) })
      .where("id", "=", row.id)
      .execute();
  } else {
    await createUser({ email, password, role: "admin", name: "Admin" });
  }
  if (!given)
    print(
      `First admin created: ${email} / ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose)`,
    );
}

// ---------------------------------------------------------------------------------------------
// Registration, the admin's user list and role changes (docs/product/team.md, docs/product/forms.md
// and docs/product/http-api.md).

/** What the API tells a client about a user (POST /api/auth/login, GET /api/auth/me): no mobile,
 * no creation time. */
export const apiUserSchema = z.object({
  id: z.number().int(),
  email: z.email(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  role: z.enum(ROLES),
});
export type ApiUser = z.output<typeof apiUserSchema>;

// The answers that carry the user, as the API documents them (docs/product/http-api.md; two-step
// sign-in: docs/product/team.md).
const user = apiUserSchema.meta({ id: "User" });
const enrol = z.literal("enrol");
const required = z.literal("required");

export const loginAnswerSchema = z.union([
  z.object({ user }),
  z.object({ user, mfa: enrol }).meta({
    description: "A team member without a second factor: the session may only enrol.",
  }),
  z.object({ mfa: required }).meta({
    description: "A team member: POST /api/auth/mfa with a code completes the sign-in.",
  }),
]);

export const meAnswerSchema = z.object({ user, mfa: enrol.optional() });

export const notSignedInSchema = z.object({ error: z.string(), mfa: required.optional() });

export const secondStepAnswerSchema = z.object({
  user,
  recovery_codes_left: z
    .number()
    .int()
    .min(0)
    .optional()
    .meta({ description: "After a recovery code: how many are left." }),
});

export function toApiUser(user: PublicUser): ApiUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    surname: user.surname,
    role: user.role,
  };
}

export const DUPLICATE_EMAIL_MESSAGE = "An account with this email already exists.";
/** Answer to a bot that filled the hidden honeypot field; people never see the field. */
export const SPAM_REJECTED_MESSAGE = "Submission rejected.";

export type RegisterResult =
  | { ok: true; user: PublicUser }
  | { ok: false; duplicate?: false; error: string; fields: Record<string, string> }
  | { ok: false; duplicate: true; error: string };

/**
 * Validates with the shared register schema (the same rules as the form) and creates a customer.
 * `today` decides the adult check. The role is never taken from the input.
 */
export async function registerUser(input: unknown, today: Date): Promise<RegisterResult> {
  const form = readPublicForm(input, (body) => parseRegister(body, today), SPAM_REJECTED_MESSAGE);
  if (!form.ok) return form;
  const { data, clientId } = form;
  // A retry of a registration already stored (the browser's outbox after a 503 or a lost answer,
  // docs/decisions/028-database-outages.md) is the same account, not "email already registered".
  try {
    const user = await storeOnce(clientId, userByClientId, () =>
      createUser({ ...data, role: "customer", clientId }),
    );
    return { ok: true, user };
  } catch (error) {
    if (error instanceof DuplicateEmailError) {
      return { ok: false, duplicate: true, error: DUPLICATE_EMAIL_MESSAGE };
    }
    throw error;
  }
}

async function userByClientId(clientId: string): Promise<PublicUser | undefined> {
  const row = await getDb()
    .selectFrom("users")
    .selectAll()
    .where("client_id", "=", clientId)
    .executeTakeFirst();
  return row ? toPublicUser(row) : undefined;
}

/** Every account, newest first, without password hashes. */
export async function listUsers(): Promise<PublicUser[]> {
  const rows = await getDb()
    .selectFrom("users")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toPublicUser);
}

export const ROLE_MESSAGES = {
  invalidRole: "Choose a role: customer, staff or admin.",
  notFound: "User not found.",
  selfDemotion: "You cannot remove your own admin role.",
  lastAdmin: "There must be at least one admin.",
  notAdmin: "Only an admin can change roles.",
} as const;

export type SetRoleResult =
  | { ok: true; user: PublicUser }
  | { ok: false; error: string; notFound?: boolean };

/**
 * Promotes or demotes a user. Refuses to let an admin demote themselves (they would lock
 * themselves out mid-task) and to demote the last admin (nobody could promote anyone again).
 * The check and the update share one transaction; on PostgreSQL the admin rows are locked so two
 * admins demoting each other at the same moment cannot leave the site without one.
 */
export async function setUserRole(
  actor: PublicUser,
  userId: number,
  role: unknown,
): Promise<SetRoleResult> {
  if (actor.role !== "admin") return { ok: false, error: ROLE_MESSAGES.notAdmin };
  if (!isRole(role)) return { ok: false, error: ROLE_MESSAGES.invalidRole };
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    return { ok: false, error: ROLE_MESSAGES.notFound, notFound: true };
  }
  if (role !== "admin" && userId === actor.id) {
    return { ok: false, error: ROLE_MESSAGES.selfDemotion };
  }
  const postgres = getDialect() === "postgres";
  return getDb()
    .transaction()
    .execute(async (trx): Promise<SetRoleResult> => {
      const target = await trx
        .selectFrom("users")
        .selectAll()
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!target) return { ok: false, error: ROLE_MESSAGES.notFound, notFound: true };
      if (target.role === role) return { ok: true, user: toPublicUser(target) };
      if (target.role === "admin") {
        let admins = trx.selectFrom("users").select("id").where("role", "=", "admin");
        if (postgres) admins = admins.forUpdate();
        const rows = await admins.execute();
        if (rows.length <= 1) return { ok: false, error: ROLE_MESSAGES.lastAdmin };
      }
      const updated = await trx
        .updateTable("users")
        .set({ role })
        .where("id", "=", userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ok: true, user: toPublicUser(updated) };
    });
}
