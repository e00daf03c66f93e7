import { beforeAll, expect } from "vitest";
import { ApiClient, uniqueEmail } from "./api-client.ts";

// Accounts the tests make through the real API: a registration, and the admin making a user staff
// through the users page's form (docs/product/team.md).

/** Registers an account with POST /api/register; the test fails unless it answers 201. */
export async function registerAccount(
  client: ApiClient,
  account: { surname: string; mobile: string; email: string; password: string },
) {
  const { surname, mobile, email, password } = account;
  const res = await client.post("/api/register", { surname, mobile, email, password });
  expect(res.status).toBe(201);
  return res;
}

/** The admin makes a user staff with the users page's form; the test fails unless it answers 200. */
export async function promoteToStaff(admin: ApiClient, userId: number) {
  const res = await admin.postForm("/admin/users", { userId: String(userId), role: "staff" });
  expect(res.status).toBe(200);
  return res;
}

export const STAFF_PASSWORD = "a long enough password";

/**
 * A new team member not signed in yet: registers through `client` (surname `name`, an e-mail from
 * it), signs in there as the customer it is, and the admin makes it staff. That session can now
 * only enrol in two-step sign-in (docs/decisions/041-two-step-sign-in.md).
 */
export async function newStaffMember(
  client: ApiClient,
  admin: ApiClient,
  name: string,
): Promise<{ id: number; email: string }> {
  const email = uniqueEmail(name.toLowerCase());
  await registerAccount(client, {
    surname: name,
    mobile: "9876543210",
    email,
    password: STAFF_PASSWORD,
  });
  const login = await client.login(email, STAFF_PASSWORD);
  const id = Number(login.json.user?.id ?? login.json.id);
  await promoteToStaff(admin, id);
  return { id, email };
}

/** A new team member as `newStaffMember`, and `client` signed in again: enrolled, whole. */
export async function makeStaff(
  client: ApiClient,
  admin: ApiClient,
  name: string,
): Promise<{ id: number; email: string }> {
  const member = await newStaffMember(client, admin, name);
  await client.login(member.email, STAFF_PASSWORD);
  return member;
}

/**
 * A customer account registered before the suite's (or the describe block's) tests: its email
 * (`emailPrefix` and a unique tail) and password.
 */
export function suiteCustomer(
  baseUrl: string,
  { emailPrefix, surname, mobile }: { emailPrefix: string; surname: string; mobile: string },
) {
  const account = {
    surname,
    mobile,
    email: uniqueEmail(emailPrefix),
    password: "customer-pass-123",
  };
  beforeAll(async () => {
    await registerAccount(new ApiClient(baseUrl), account);
  });
  return account;
}
