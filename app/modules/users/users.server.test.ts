import { describe, expect, it } from "vitest";
import { countRows } from "../../db/count-rows.server.ts";
import { registrationBody } from "../../domain/auth/test-fixtures.ts";
import {
  findUserByEmail,
  listUsers,
  type PublicUser,
  ROLE_MESSAGES,
  registerUser,
  setUserRole,
  toApiUser,
  verifyLogin,
} from "./users.server.ts";

const TODAY = new Date("2026-11-15T06:00:00Z");

function registration(overrides: Record<string, unknown> = {}) {
  return registrationBody(
    `asha-${Math.random().toString(36).slice(2)}@example.test`,
    "long enough password",
    overrides,
  );
}

/** A customer registered just now. */
async function newCustomer(): Promise<PublicUser> {
  const created = await registerUser(registration(), TODAY);
  if (!created.ok) throw new Error("setup");
  return created.user;
}

async function admin(): Promise<PublicUser> {
  const user = (await listUsers()).find((u) => u.email === "admin@example.test");
  if (!user) throw new Error("seeded admin missing");
  return user;
}

describe("registerUser", () => {
  it("creates a customer with a hashed password and a normalised mobile", async () => {
    const input = registration({ email: "  New.Person@Example.TEST " });
    const result = await registerUser(input, TODAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user).toMatchObject({
      email: "new.person@example.test",
      name: "Asha",
      surname: "Rao",
      mobile: "9876543210",
      role: "customer",
    });
    const row = await findUserByEmail("new.person@example.test");
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain("long enough password");
    expect(await verifyLogin("new.person@example.test", "long enough password")).not.toBeNull();
  });

  it("never takes the role from the input", async () => {
    const result = await registerUser(registration({ role: "admin" }), TODAY);
    expect(result.ok && result.user.role).toBe("customer");
  });

  it("answers duplicate: true for an existing email, whatever its case", async () => {
    const email = "twice@example.test";
    expect((await registerUser(registration({ email }), TODAY)).ok).toBe(true);
    const again = await registerUser(registration({ email: "TWICE@example.test" }), TODAY);
    expect(again).toEqual({
      ok: false,
      duplicate: true,
      error: "An account with this email already exists.",
    });
  });

  it.each([
    [{ surname: "" }, "surname", "Surname is required."],
    [{ mobile: "12345" }, "mobile", "Enter a valid 10-digit Indian mobile number."],
    [{ email: "not-an-email" }, "email", "Enter a valid email address."],
    [{ password: "short" }, "password", "Password must be at least 8 characters."],
    [{ dob: "2010-01-01" }, "dob", "You must be at least 18 years old."],
    [{ dob: "2023-02-30" }, "dob", "Date of birth must be a valid date."],
  ])("refuses %o and writes nothing", async (overrides, field, message) => {
    const before = await countRows("users");
    const result = await registerUser(registration(overrides), TODAY);
    expect(result.ok).toBe(false);
    if (result.ok || result.duplicate) throw new Error("expected a validation error");
    expect(result.fields[field]).toBe(message);
    expect(await countRows("users")).toBe(before);
  });

  it("judges the adult check against the given day", async () => {
    const dob = "2008-11-16";
    expect((await registerUser(registration({ dob }), TODAY)).ok).toBe(false);
    expect(
      (await registerUser(registration({ dob }), new Date("2026-11-16T00:00:00+05:30"))).ok,
    ).toBe(true);
  });

  it("refuses non-objects without throwing", async () => {
    for (const input of [null, "text", 42, []]) {
      const result = await registerUser(input, TODAY);
      expect(result.ok).toBe(false);
    }
  });

  it("rejects a filled honeypot and writes nothing", async () => {
    const before = await countRows("users");
    const result = await registerUser(registration({ website: "http://spam.example" }), TODAY);
    expect(result).toEqual({ ok: false, error: "Submission rejected.", fields: {} });
    expect(await countRows("users")).toBe(before);
  });
});

describe("listUsers and toApiUser", () => {
  it("lists users newest first without hashes", async () => {
    const users = await listUsers();
    expect(users.length).toBeGreaterThan(1);
    for (const user of users) expect(user).not.toHaveProperty("password_hash");
    const times = users.map((u) => u.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("toApiUser keeps only id, email, name, surname and role", async () => {
    expect(Object.keys(toApiUser(await admin())).sort()).toEqual([
      "email",
      "id",
      "name",
      "role",
      "surname",
    ]);
  });
});

describe("setUserRole", () => {
  it("promotes and demotes another user", async () => {
    const actor = await admin();
    const user = await newCustomer();
    const promoted = await setUserRole(actor, user.id, "admin");
    expect(promoted.ok && promoted.user.role).toBe("admin");
    const demoted = await setUserRole(actor, user.id, "customer");
    expect(demoted.ok && demoted.user.role).toBe("customer");
  });

  it("grants and revokes the staff role (docs/product/team.md)", async () => {
    const actor = await admin();
    const user = await newCustomer();
    const granted = await setUserRole(actor, user.id, "staff");
    expect(granted.ok && granted.user.role).toBe("staff");
    expect((await findUserByEmail(user.email))?.role).toBe("staff");
    // Staff cannot change roles, their own included.
    if (!granted.ok) throw new Error("setup");
    expect((await setUserRole(granted.user, granted.user.id, "admin")).ok).toBe(false);
    const revoked = await setUserRole(actor, user.id, "customer");
    expect(revoked.ok && revoked.user.role).toBe("customer");
    // An admin cannot make themselves staff either: it is a demotion.
    expect((await setUserRole(actor, actor.id, "staff")).ok).toBe(false);
  });

  it("refuses to let an admin demote themselves", async () => {
    const actor = await admin();
    const user = await newCustomer();
    await setUserRole(actor, user.id, "admin"); // not the last admin: still refused
    expect(await setUserRole(actor, actor.id, "customer")).toEqual({
      ok: false,
      error: ROLE_MESSAGES.selfDemotion,
    });
    await setUserRole(actor, user.id, "customer");
  });

  it("refuses to demote the last admin", async () => {
    const a = await admin();
    const user = await newCustomer();
    const promoted = await setUserRole(a, user.id, "admin");
    if (!promoted.ok) throw new Error("setup");
    const b = promoted.user;
    // Two admins demote each other: the first wins, the second would leave no admin at all.
    expect((await setUserRole(a, b.id, "customer")).ok).toBe(true);
    expect(await setUserRole(b, a.id, "customer")).toEqual({
      ok: false,
      error: ROLE_MESSAGES.lastAdmin,
    });
    expect((await findUserByEmail(a.email))?.role).toBe("admin");
  });

  it("refuses unknown roles, unknown users and non-admin actors", async () => {
    const actor = await admin();
    expect(await setUserRole(actor, actor.id, "owner")).toEqual({
      ok: false,
      error: ROLE_MESSAGES.invalidRole,
    });
    expect(await setUserRole(actor, 999_999, "admin")).toMatchObject({ ok: false, notFound: true });
    const customer = await newCustomer();
    expect(await setUserRole(customer, customer.id, "admin")).toEqual({
      ok: false,
      error: ROLE_MESSAGES.notAdmin,
    });
  });
});

describe("registerUser with a client_id (docs/decisions/028-database-outages.md)", () => {
  it("answers a repeat with the same account, not 'already registered'; another id is a duplicate", async () => {
    const before = await countRows("users");
    const body = registration({ client_id: "register-retry-0001" });
    const first = await registerUser(body, TODAY);
    const again = await registerUser(body, TODAY);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again.user.id).toBe(first.user.id);
    expect(await countRows("users")).toBe(before + 1);
    const other = await registerUser({ ...body, client_id: "register-other-0002" }, TODAY);
    expect(other).toMatchObject({ ok: false, duplicate: true });
  });
});
