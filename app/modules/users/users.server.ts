import crypto from "node:crypto";
import { getDb } from "../../db/db.server.ts";
import type { UserRow } from "../../db/schema.ts";
import { dummyHash, hashPassword, verifyPassword } from "./password.server.ts";

export type Role = "customer" | "admin";

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
    role: row.role === "admin" ? "admin" : "customer",
    created_at: row.created_at,
  };
}

export async function findUserById(id: number): Promise<PublicUser | undefined> {
  const row = await getDb().selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toPublicUser(row);
}

export async function findUserByEmail(email: string): Promise<UserRow | undefined> {
  return getDb().selectFrom("users").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
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
 * DECISIONS 6: ADMIN_EMAIL / ADMIN_PASSWORD create the first admin when none exists; without them
 * a random password for admin@localhost is printed once.
 */
export async function ensureFirstAdmin(print: (line: string) => void = console.log): Promise<void> {
  const existing = await getDb().selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirst();
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
  if (!given) print(`First admin created: ${email} / ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose)`);
}
