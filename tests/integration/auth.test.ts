import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { registrationBody } from "../../app/domain/auth/test-fixtures.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../support/server.ts";

const baseUrl = inject("baseUrl");

function registration(overrides: Record<string, unknown> = {}) {
  return registrationBody(uniqueEmail("auth"), "a long enough password", overrides);
}

describe("POST /api/register", () => {
  it("creates an account that can sign in: 201 with the documented message", async () => {
    const api = new ApiClient(baseUrl);
    const body = registration();
    const res = await api.post("/api/register", body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ message: "Registered successfully!" });
    expect(res.headers.get("set-cookie")).toBeNull();
    const login = await api.post("/api/auth/login", { email: body.email, password: body.password });
    expect(login.status).toBe(200);
    expect(login.json.user).toEqual({
      id: expect.any(Number),
      email: body.email,
      name: "Asha",
      surname: "Rao",
      role: "customer",
    });
  });

  it("answers 409 for a taken email, whatever its case", async () => {
    const api = new ApiClient(baseUrl);
    const body = registration();
    expect((await api.post("/api/register", body)).status).toBe(201);
    const again = await api.post("/api/register", { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: "An account with this email already exists." });
  });

  it("answers 400 {error, fields} and stores nothing on invalid input", async () => {
    const api = new ApiClient(baseUrl);
    const body = registration({ password: "short", mobile: "12345" });
    const res = await api.post("/api/register", body);
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual(expect.any(String));
    expect(res.json.fields).toMatchObject({
      password: "Password must be at least 8 characters.",
      mobile: "Enter a valid 10-digit Indian mobile number.",
    });
    // Nothing was stored: the same email registers fine afterwards.
    expect((await api.post("/api/register", registration({ email: body.email }))).status).toBe(201);
  });

  it("refuses an underage date of birth and a missing surname", async () => {
    const api = new ApiClient(baseUrl);
    const res = await api.post("/api/register", registration({ dob: "2015-01-01", surname: "" }));
    expect(res.status).toBe(400);
    expect(res.json.fields).toMatchObject({
      dob: "You must be at least 18 years old.",
      surname: "Surname is required.",
    });
  });

  it("refuses a filled honeypot with 400 and stores nothing", async () => {
    const api = new ApiClient(baseUrl);
    const body = registration({ website: "http://spam.example" });
    const res = await api.post("/api/register", body);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("Submission rejected.");
    expect(
      (await api.post("/api/auth/login", { email: body.email, password: body.password })).status,
    ).toBe(401);
  });

  it("answers 400, not 500, for a NUL character (PostgreSQL cannot store one)", async () => {
    const api = new ApiClient(baseUrl);
    const res = await api.post("/api/register", registration({ surname: "Rao\u0000" }));
    expect(res.status).toBe(400);
    expect(res.json.fields.surname).toEqual(expect.any(String));
    const login = await api.post("/api/auth/login", {
      email: "a\u0000@example.test",
      password: "whatever1",
    });
    // Refused as bad input before any lookup: no account can hold a NUL.
    expect(login.status).toBe(400);
    expect(login.json.error).toBe("Remove the invalid character from this field.");
  });

  it("never makes an admin, even when asked", async () => {
    const api = new ApiClient(baseUrl);
    const body = registration({ role: "admin" });
    expect((await api.post("/api/register", body)).status).toBe(201);
    const login = await api.post("/api/auth/login", { email: body.email, password: body.password });
    expect(login.json.user.role).toBe("customer");
  });

  it("answers 415, 400, 413 and 405 for the wrong kind of request", async () => {
    const api = new ApiClient(baseUrl);
    expect(
      (
        await api.post("/api/register", "name=x", {
          "content-type": "application/x-www-form-urlencoded",
        })
      ).status,
    ).toBe(415);
    const bad = await api.post("/api/register", "{not json", {
      "content-type": "application/json",
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toEqual(expect.any(String));
    for (const body of ["null", "[]", '"text"', "42"]) {
      expect(
        (await api.post("/api/register", body, { "content-type": "application/json" })).status,
      ).toBe(400);
    }
    const huge = await api.post("/api/register", registration({ name: "x".repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.json.error).toEqual(expect.any(String));
    expect((await api.get("/api/register")).status).toBe(405);
    expect((await api.put("/api/register", {})).status).toBe(405);
  });
});

describe("sign-in API", () => {
  // A customer: the password alone signs them in (staff and admins finish with a code,
  // tests/integration/two-step.test.ts).
  it("signs in with a session cookie, reports the user and signs out", async () => {
    const api = new ApiClient(baseUrl);
    const { email, password } = await new ApiClient(baseUrl).registerCustomer("session");
    const login = await api.post("/api/auth/login", { email, password });
    expect(login.status).toBe(200);
    expect(login.json).toEqual({ user: expect.objectContaining({ email, role: "customer" }) });
    expect(login.json.user).not.toHaveProperty("password_hash");
    const cookie = login.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);

    const me = await api.get("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.json.user).toEqual(login.json.user);

    const logout = await api.post("/api/auth/logout");
    expect(logout.status).toBe(204);
    expect(logout.text).toBe("");
    expect(logout.headers.get("set-cookie")).toMatch(
      /__session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i,
    );
    expect(api.cookie).toBe("");
    const after = await api.get("/api/auth/me");
    expect(after.status).toBe(401);
    expect(after.json.error).toEqual(expect.any(String));
  });

  // Sessions of their own (the run's files share the admin's; logging it out would end it), each
  // from a code of its own: one may wait for the next 30-s step.
  it("a cookie captured before logout no longer works after it", { timeout: 90_000 }, async () => {
    const api = new ApiClient(baseUrl);
    await api.login(ADMIN_EMAIL, ADMIN_PASSWORD, { fresh: true });
    const captured = api.cookie;
    expect(captured).not.toBe("");
    expect((await api.post("/api/auth/logout")).status).toBe(204);
    const thief = new ApiClient(baseUrl);
    thief.cookie = captured;
    expect((await thief.get("/api/auth/me")).status).toBe(401);
    expect((await thief.get("/api/eligibility-applications")).status).toBe(401);
  });

  it("rotates the session on sign-in: the earlier cookie stops working", {
    timeout: 90_000,
  }, async () => {
    const api = new ApiClient(baseUrl);
    await api.login(ADMIN_EMAIL, ADMIN_PASSWORD, { fresh: true });
    const first = api.cookie;
    await api.login(ADMIN_EMAIL, ADMIN_PASSWORD, { fresh: true });
    expect(api.cookie).not.toBe(first);
    expect((await api.get("/api/auth/me")).status).toBe(200);
    const old = new ApiClient(baseUrl);
    old.cookie = first;
    expect((await old.get("/api/auth/me")).status).toBe(401);
  });

  it("answers 401 with one message for a wrong password and an unknown email", async () => {
    const api = new ApiClient(baseUrl);
    const wrong = await api.post("/api/auth/login", {
      email: ADMIN_EMAIL,
      password: "wrong password",
    });
    const unknown = await api.post("/api/auth/login", {
      email: uniqueEmail("nobody"),
      password: "whatever1",
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: "Invalid email or password." });
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers 400 with fields for missing email or password", async () => {
    const api = new ApiClient(baseUrl);
    const res = await api.post("/api/auth/login", {});
    expect(res.status).toBe(400);
    expect(res.json.fields).toMatchObject({
      email: "Email is required.",
      password: "Password is required.",
    });
    expect((await api.post("/api/auth/login", { email: ADMIN_EMAIL })).status).toBe(400);
    expect((await api.post("/api/auth/login", { email: 5, password: [] })).status).toBe(400);
  });

  it("accepts the email in any case and with spaces", async () => {
    const api = new ApiClient(baseUrl);
    const res = await api.post("/api/auth/login", {
      email: `  ${ADMIN_EMAIL.toUpperCase()} `,
      password: ADMIN_PASSWORD,
    });
    expect(res.status).toBe(200);
  });

  it("answers 401 signed out, ignores forged cookies and refuses wrong methods", async () => {
    const api = new ApiClient(baseUrl);
    expect((await api.get("/api/auth/me")).status).toBe(401);
    api.cookie = "__session=forged-value-that-is-long-enough.signature";
    expect((await api.get("/api/auth/me")).status).toBe(401);
    // Logging out without a session is harmless.
    expect((await new ApiClient(baseUrl).post("/api/auth/logout")).status).toBe(204);
    expect((await api.get("/api/auth/login")).status).toBe(405);
    expect((await api.get("/api/auth/logout")).status).toBe(405);
    expect((await api.post("/api/auth/me", {})).status).toBe(405);
  });
});

describe("never a 500", () => {
  it("register answers 201, 400 or 409 and login 200, 400 or 401 to any JSON body", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom("name", "surname", "dob", "mobile", "email", "password", "website"),
          fc.jsonValue({ stringUnit: "binary" }),
          { maxKeys: 3 },
        ),
        async (changes) => {
          const api = new ApiClient(baseUrl);
          const reg = await api.post("/api/register", JSON.stringify(registration(changes)), {
            "content-type": "application/json",
          });
          expect([201, 400, 409]).toContain(reg.status);
          const login = await api.post("/api/auth/login", JSON.stringify(changes), {
            "content-type": "application/json",
          });
          expect([200, 400, 401]).toContain(login.status);
        },
      ),
      { numRuns: 25 },
    );
  });
});
