import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { stepAt, totp } from "../../scripts/lib/authenticator.mjs";
import {
  newStaffMember,
  promoteToStaff,
  registerAccount,
  STAFF_PASSWORD,
} from "../support/accounts.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { queryDb } from "../support/db-query.ts";
import { baseUrl, databaseUrl, dialect } from "../support/injected.ts";
import { twoInstances } from "../support/two-instances.ts";

// Two-step sign-in for the team (docs/product/team.md "Two-step sign-in"), through the API and the
// pages, on both databases. Codes are computed from the enrolment's secret as an authenticator app
// does (scripts/lib/authenticator.mjs).

const run = promisify(execFile);
const ENROL_FIRST = { error: "Set up two-step sign-in first." };

/** Seconds into the current 30-s step; waits past a boundary so a code cannot turn over in flight. */
async function awayFromStepEdge() {
  const into = Date.now() % 30_000;
  if (into > 24_000) await new Promise((r) => setTimeout(r, 30_000 - into + 300));
}

/** A registered account the seeded admin has made staff; not signed in as staff yet. */
const newMember = (admin: ApiClient, base = baseUrl) =>
  newStaffMember(new ApiClient(base), admin, "Member");

/** Password, then enrolment with the current code: the whole session, the secret, the codes. */
async function enrol(member: { email: string }, base = baseUrl) {
  const client = new ApiClient(base);
  const login = await client.post("/api/auth/login", {
    email: member.email,
    password: STAFF_PASSWORD,
  });
  expect(login.json.mfa).toBe("enrol");
  const { secret } = (await client.get("/api/auth/mfa/setup")).json;
  await awayFromStepEdge();
  const step = stepAt();
  const done = await client.post("/api/auth/mfa/setup", { code: totp(secret, step) });
  expect(done.status).toBe(200);
  return {
    client,
    secret: secret as string,
    step,
    recoveryCodes: done.json.recovery_codes as string[],
  };
}

/** A new client past the password of an enrolled member, owing the code. */
async function passwordOnly(member: { email: string }, base = baseUrl) {
  const client = new ApiClient(base);
  const login = await client.post("/api/auth/login", {
    email: member.email,
    password: STAFF_PASSWORD,
  });
  expect(login.status).toBe(200);
  expect(login.json).toEqual({ mfa: "required" });
  return client;
}

describe("two-step sign-in", () => {
  const admin = new ApiClient(baseUrl);
  beforeAll(async () => {
    await admin.login();
  });

  it("a customer is never asked: the password signs them in wholly", async () => {
    const client = new ApiClient(baseUrl);
    const { email, password } = await client.registerCustomer("two-step-customer");
    const login = await client.post("/api/auth/login", { email, password });
    expect(login.status).toBe(200);
    expect(login.json).toEqual({ user: expect.objectContaining({ email, role: "customer" }) });
    expect((await client.get("/api/auth/me")).json).toEqual({
      user: expect.objectContaining({ email }),
    });
    expect((await client.get("/account")).status).toBe(200);
    const setup = await client.get("/api/auth/mfa/setup");
    expect(setup.status).toBe(403);
    expect(setup.json).toEqual({ error: "Two-step sign-in is for the team's accounts." });
  });

  it("a new member's first sign-in can only enrol: pages go to /admin/two-step, team calls answer 403", async () => {
    const member = await newMember(admin);
    const client = new ApiClient(baseUrl);
    const login = await client.post("/api/auth/login", {
      email: member.email,
      password: STAFF_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.json).toEqual({
      user: expect.objectContaining({ id: member.id, role: "staff" }),
      mfa: "enrol",
    });

    for (const page of ["/admin", "/admin/eligibility", "/admin/callbacks?status=new"]) {
      const res = await client.get(page);
      expect(res.status, page).toBe(302);
      expect(res.headers.get("location"), page).toBe(
        `/admin/two-step?redirectTo=${encodeURIComponent(page)}`,
      );
    }
    for (const [method, path] of [
      ["GET", "/api/eligibility-applications"],
      ["GET", "/api/callback-requests"],
      ["GET", "/api/me"],
      ["PATCH", "/api/me"],
    ] as const) {
      const res = await client.request(
        method,
        path,
        method === "PATCH" ? { available: true } : undefined,
      );
      expect(res.status, path).toBe(403);
      expect(res.json, path).toEqual(ENROL_FIRST);
    }
    expect((await client.get("/api/auth/me")).json.mfa).toBe("enrol");

    // The secret stays the same until its first code proves it (the page reloaded, a second tab).
    const first = await client.get("/api/auth/mfa/setup");
    expect(first.status).toBe(200);
    expect(first.json.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.json.otpauth_url).toBe(
      `otpauth://totp/GharSetu:${encodeURIComponent(member.email)}?issuer=GharSetu&secret=${first.json.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect((await client.get("/api/auth/mfa/setup")).json.secret).toBe(first.json.secret);
    const page = await client.get("/admin/two-step");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<svg");
    expect(page.text.replace(/\s/g, "")).toContain(first.json.secret);
    expect(page.text).toMatch(/autocomplete="one-time-code"/i);

    // The secret is not stored as it is shown.
    const [row] = await queryDb<{ mfa_secret: string }>(
      dialect,
      databaseUrl,
      "select mfa_secret from users where id = ?",
      [member.id],
    );
    expect(row.mfa_secret).not.toContain(first.json.secret);

    // A wrong code changes nothing.
    const wrong = await client.post("/api/auth/mfa/setup", {
      code: totp(first.json.secret, stepAt() + 5),
    });
    expect(wrong.status).toBe(400);
    expect((await client.get("/api/eligibility-applications")).status).toBe(403);
    const bad = await client.post("/api/auth/mfa/setup", { code: "12ab56" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ code: "The code is 6 digits, from your authenticator app." });

    await awayFromStepEdge();
    const before = client.cookie;
    const done = await client.post("/api/auth/mfa/setup", {
      code: totp(first.json.secret, stepAt()),
    });
    expect(done.status).toBe(200);
    expect(done.json.recovery_codes).toHaveLength(10);
    expect(new Set(done.json.recovery_codes).size).toBe(10);
    for (const code of done.json.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // A new, whole session; the limited one is gone.
    expect(client.cookie).not.toBe(before);
    expect((await client.get("/api/eligibility-applications")).status).toBe(200);
    expect((await client.get("/admin")).status).toBe(200);
    const stale = new ApiClient(baseUrl);
    stale.cookie = before;
    expect((await stale.get("/api/eligibility-applications")).status).toBe(401);
    // Only hashes are kept, and the enrolment is in the access log.
    const hashes = await queryDb<{ code_hash: string }>(
      dialect,
      databaseUrl,
      "select code_hash from mfa_recovery_codes where user_id = ?",
      [member.id],
    );
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes)
      expect(done.json.recovery_codes.join()).not.toContain(code_hash);
    const log = await queryDb<{ detail: string }>(
      dialect,
      databaseUrl,
      "select detail from access_log where action = 'two-step' and subject_id = ?",
      [member.id],
    );
    expect(log.map((l) => l.detail)).toEqual(["set up two-step sign-in"]);
    // Enrolled: setting up again is refused.
    expect((await client.get("/api/auth/mfa/setup")).status).toBe(409);
  });

  it("a member made staff while signed in as a customer must enrol before any team call", async () => {
    const email = uniqueEmail("two-step-promoted");
    const client = new ApiClient(baseUrl);
    await registerAccount(client, {
      surname: "Promoted",
      mobile: "9876543210",
      email,
      password: STAFF_PASSWORD,
    });
    const login = await client.post("/api/auth/login", { email, password: STAFF_PASSWORD });
    await promoteToStaff(admin, Number(login.json.user.id));
    expect((await client.get("/api/eligibility-applications")).json).toEqual(ENROL_FIRST);
    expect((await client.get("/admin")).headers.get("location")).toBe(
      "/admin/two-step?redirectTo=%2Fadmin",
    );
  });

  it("after enrolment the password asks for the code; a code works once, its replay is refused", async () => {
    const member = await newMember(admin);
    const { secret, step: enrolStep } = await enrol(member);

    const client = await passwordOnly(member);
    // Owing the code, the session opens nothing.
    expect((await client.get("/api/eligibility-applications")).status).toBe(401);
    expect((await client.get("/admin")).headers.get("location")).toBe(
      "/login/two-step?redirectTo=%2Fadmin",
    );
    expect((await client.get("/api/auth/me")).status).toBe(401);
    // The enrolment's own code is spent.
    const replayEnrol = await client.post("/api/auth/mfa", { code: totp(secret, enrolStep) });
    expect(replayEnrol.status).toBe(400);
    expect(replayEnrol.json.error).toBe(
      "That code was already used. Wait for the next code and enter it.",
    );

    const next = enrolStep + 1;
    const ok = await client.post("/api/auth/mfa", {
      code: totp(secret, next).replace(/(\d{3})/, "$1 "),
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      user: expect.objectContaining({ id: member.id, email: member.email, role: "staff" }),
    });
    expect((await client.get("/api/eligibility-applications")).status).toBe(200);

    // The same code on another sign-in within its window: refused, and that session stays limited.
    const again = await passwordOnly(member);
    const replay = await again.post("/api/auth/mfa", { code: totp(secret, next) });
    expect(replay.status).toBe(400);
    expect(replay.json.error).toBe(
      "That code was already used. Wait for the next code and enter it.",
    );
    expect((await again.get("/api/eligibility-applications")).status).toBe(401);
  });

  it("accepts one step of drift either way and refuses two", async () => {
    const member = await newMember(admin);
    const { secret, step: enrolled } = await enrol(member);
    await awayFromStepEdge();
    const now = stepAt();
    const attempt = async (step: number) => {
      const client = await passwordOnly(member);
      return (await client.post("/api/auth/mfa", { code: totp(secret, step) })).status;
    };
    // The enrolment spent its own step (now, or the one before when a step turned meanwhile).
    const fresh = (step: number) => (step === enrolled ? 400 : 200);
    expect(await attempt(now - 2)).toBe(400);
    expect(await attempt(now + 2)).toBe(400);
    expect(await attempt(now - 1)).toBe(fresh(now - 1));
    expect(await attempt(now + 1)).toBe(200);
    expect(await attempt(now)).toBe(fresh(now));
    // Every step of the window is spent now.
    for (const step of [now - 1, now, now + 1]) expect(await attempt(step)).toBe(400);
  });

  it("a recovery code signs in once; it is logged, and the others still work", async () => {
    const member = await newMember(admin);
    const { recoveryCodes } = await enrol(member);
    const client = await passwordOnly(member);
    // As people type them: capitals, spaces, no hyphen.
    const typed = recoveryCodes[0].replace("-", " ").toUpperCase();
    const used = await client.post("/api/auth/mfa", { recovery_code: typed });
    expect(used.status).toBe(200);
    expect(used.json).toEqual({
      user: expect.objectContaining({ id: member.id }),
      recovery_codes_left: 9,
    });
    expect((await client.get("/api/eligibility-applications")).status).toBe(200);

    const twice = await (await passwordOnly(member)).post("/api/auth/mfa", {
      recovery_code: recoveryCodes[0],
    });
    expect(twice.status).toBe(400);
    expect(twice.json.error).toBe("That recovery code is not right, or it was already used.");
    const other = await (await passwordOnly(member)).post("/api/auth/mfa", {
      recovery_code: recoveryCodes[1],
    });
    expect(other.status).toBe(200);
    expect(other.json.recovery_codes_left).toBe(8);
    const invented = await (await passwordOnly(member)).post("/api/auth/mfa", {
      recovery_code: "aaaaa-bbbbb",
    });
    expect(invented.status).toBe(400);
    const log = await queryDb<{ detail: string }>(
      dialect,
      databaseUrl,
      "select detail from access_log where action = 'two-step' and subject_id = ? order by id",
      [member.id],
    );
    expect(log.map((l) => l.detail)).toEqual([
      "set up two-step sign-in",
      "signed in with a recovery code (9 left)",
      "signed in with a recovery code (8 left)",
    ]);
    // Both at once is ambiguous.
    const both = await (await passwordOnly(member)).post("/api/auth/mfa", {
      code: "123456",
      recovery_code: recoveryCodes[2],
    });
    expect(both.status).toBe(400);
  });

  it("few recovery codes left lead to the page that makes new ones, for a fresh code; the old ones stop working", async () => {
    const member = await newMember(admin);
    const { secret, step, recoveryCodes } = await enrol(member);
    for (const code of recoveryCodes.slice(0, 6)) {
      const used = await (await passwordOnly(member)).post("/api/auth/mfa", {
        recovery_code: code,
      });
      expect(used.status).toBe(200);
    }
    // The seventh leaves three: the sign-in goes through the page of new codes, then on.
    const client = await passwordOnly(member);
    const form = client.postForm;
    const seventh = await form("/login/two-step", {
      intent: "recovery",
      recovery_code: recoveryCodes[6],
      redirectTo: "/admin/callbacks",
    });
    expect(seventh.status).toBe(302);
    expect(seventh.headers.get("location")).toBe("/admin/two-step?redirectTo=%2Fadmin%2Fcallbacks");
    const page = await client.get("/admin/two-step?redirectTo=%2Fadmin%2Fcallbacks");
    expect(page.status).toBe(200);
    expect(page.text).toContain("3 of 10 recovery codes left.");
    expect(page.text).toContain("Make new recovery codes");

    const wrong = await form("/admin/two-step", { intent: "renew", code: "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("That code is not right.");
    const renewed = await form("/admin/two-step", {
      intent: "renew",
      code: totp(secret, step + 1),
      redirectTo: "/admin/callbacks",
    });
    expect(renewed.status).toBe(200);
    expect(renewed.text).toContain("Your old recovery codes no longer work.");
    const list = renewed.text.slice(renewed.text.indexOf('id="recovery-codes"') + 20);
    const fresh = list.slice(0, list.indexOf("</ol>")).match(/[a-z2-9]{5}-[a-z2-9]{5}/g) ?? [];
    expect(new Set(fresh).size).toBe(10);
    // The session stays whole; an old code is refused, a new one signs in.
    expect((await client.get("/admin/callbacks")).status).toBe(200);
    const old = await (await passwordOnly(member)).post("/api/auth/mfa", {
      recovery_code: recoveryCodes[7],
    });
    expect(old.status).toBe(400);
    const next = await (await passwordOnly(member)).post("/api/auth/mfa", {
      recovery_code: fresh[0],
    });
    expect(next.json.recovery_codes_left).toBe(9);
    const log = await queryDb<{ detail: string }>(
      dialect,
      databaseUrl,
      "select detail from access_log where action = 'two-step' and subject_id = ? and detail = ?",
      [member.id, "made new recovery codes"],
    );
    expect(log).toHaveLength(1);
  });

  it("wrong codes count towards the sign-in limit: 429 from one address", async () => {
    const member = await newMember(admin);
    await enrol(member);
    const ip = `10.${Math.floor(Math.random() * 200) + 20}.9.9`;
    const client = new ApiClient(baseUrl, ip);
    expect(
      (await client.post("/api/auth/login", { email: member.email, password: STAFF_PASSWORD }))
        .json,
    ).toEqual({ mfa: "required" });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await client.post("/api/auth/mfa", { code: String(100000 + i) })).status);
    // The password's post and nine wrong codes fill the ten of five minutes.
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(statuses[9]).toBe(429);
    const refused = await client.post("/api/auth/mfa", { code: "123456" });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(
      "Too many sign-in attempts. Please wait a few minutes and try again.",
    );
  });

  it("an admin resets a member's second factor: their sessions end, they enrol again with a new secret", async () => {
    const member = await newMember(admin);
    const { client, secret, recoveryCodes } = await enrol(member);
    expect((await client.get("/api/eligibility-applications")).status).toBe(200);

    const users = await admin.get("/admin/users");
    expect(users.text).toContain(member.email);

    const reset = await admin.post(`/api/users/${member.id}/mfa-reset`);
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({ user: { id: member.id, email: member.email, two_step: "off" } });
    // Signed out everywhere.
    expect((await client.get("/api/eligibility-applications")).status).toBe(401);
    const log = await queryDb<{ detail: string; actor_email: string }>(
      dialect,
      databaseUrl,
      "select detail, actor_email from access_log where action = 'two-step' and subject_id = ? order by id",
      [member.id],
    );
    expect(log.at(-1)).toEqual({
      detail: `reset two-step sign-in of ${member.email} (was on)`,
      actor_email: expect.any(String),
    });

    // The next sign-in enrols again, with a new secret; the old recovery codes are gone.
    const again = new ApiClient(baseUrl);
    expect(
      (await again.post("/api/auth/login", { email: member.email, password: STAFF_PASSWORD })).json
        .mfa,
    ).toBe("enrol");
    expect((await again.post("/api/auth/mfa", { recovery_code: recoveryCodes[0] })).status).toBe(
      403,
    );
    const { secret: fresh } = (await again.get("/api/auth/mfa/setup")).json;
    expect(fresh).not.toBe(secret);
    await awayFromStepEdge();
    expect((await again.post("/api/auth/mfa/setup", { code: totp(fresh, stepAt()) })).status).toBe(
      200,
    );
    expect((await again.get("/api/eligibility-applications")).status).toBe(200);

    // Refusals: an unknown member, an admin's own factor, a staff member's attempt.
    expect((await admin.post("/api/users/999999/mfa-reset")).status).toBe(404);
    expect((await admin.post("/api/users/abc/mfa-reset")).status).toBe(404);
    const me = (await admin.get("/api/auth/me")).json.user.id;
    const self = await admin.post(`/api/users/${me}/mfa-reset`);
    expect(self.status).toBe(400);
    expect(self.json.error).toBe("You cannot reset your own two-step sign-in. Ask another admin.");
    const staffReset = await again.post(`/api/users/${member.id}/mfa-reset`);
    expect(staffReset.status).toBe(403);
  });

  it("the Users page shows who has two-step sign-in and resets it only when confirmed", async () => {
    const member = await newMember(admin);
    await enrol(member);
    const page = await admin.get("/admin/users");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Two-step sign-in");
    const form = (fields: Record<string, string>) => admin.postForm("/admin/users", fields);
    const unconfirmed = await form({ intent: "mfa-reset", userId: String(member.id) });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.text).toContain("Tick the box to confirm the reset.");
    const confirmed = await form({
      intent: "mfa-reset",
      userId: String(member.id),
      confirm: "yes",
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain("two-step sign-in was reset");
    const login = await new ApiClient(baseUrl).post("/api/auth/login", {
      email: member.email,
      password: STAFF_PASSWORD,
    });
    expect(login.json.mfa).toBe("enrol");
  });

  it("the sign-in pages: the password leads to the code page, which takes a code and a recovery code as plain forms", async () => {
    const member = await newMember(admin);
    const { secret, step, recoveryCodes } = await enrol(member);
    const client = new ApiClient(baseUrl);
    const post = client.postForm;
    const login = await post("/login", {
      email: member.email,
      password: STAFF_PASSWORD,
      redirectTo: "/admin/eligibility",
    });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/login/two-step?redirectTo=%2Fadmin%2Feligibility");
    const page = await client.get("/login/two-step?redirectTo=%2Fadmin%2Feligibility");
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/autocomplete="one-time-code"/i);
    expect(page.text).toMatch(/inputmode="numeric"/i);
    const withCode = (code: string) =>
      post("/login/two-step", { intent: "code", code, redirectTo: "/admin/eligibility" });
    const wrong = await withCode("000000");
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("That code is not right.");
    const ok = await withCode(totp(secret, step + 1));
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/admin/eligibility");
    expect((await client.get("/admin/eligibility")).status).toBe(200);

    // The Hindi page, and a recovery code.
    const hindi = new ApiClient(baseUrl);
    const hiLogin = await hindi.postForm("/hi/login", {
      email: member.email,
      password: STAFF_PASSWORD,
      redirectTo: "",
    });
    expect(hiLogin.headers.get("location")).toBe("/hi/login/two-step?redirectTo=%2Fadmin");
    const hiPage = await hindi.get("/hi/login/two-step");
    expect(hiPage.text).toContain("ऑथेंटिकेटर ऐप का कोड");
    const recovered = await hindi.postForm("/hi/login/two-step", {
      intent: "recovery",
      recovery_code: recoveryCodes[3],
    });
    expect(recovered.status).toBe(302);
    expect(recovered.headers.get("location")).toBe("/admin");
    // Without a sign-in to finish, the code page sends people to the password.
    const nobody = await new ApiClient(baseUrl).get("/login/two-step");
    expect(nobody.status).toBe(302);
    expect(nobody.headers.get("location")).toBe("/login");
  });

  it("generated malformed second steps get a 4xx, never a 5xx, and never finish a sign-in", async () => {
    const member = await newMember(admin);
    await enrol(member);
    const anyValue = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.string()),
      fc.object(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ code: anyValue, recovery_code: anyValue }, { requiredKeys: [] }),
        fc.constantFrom("/api/auth/mfa", "/api/auth/mfa/setup"),
        async (body, path) => {
          // Each run from its own address past the password: the limit is not what is tested.
          const client = await passwordOnly(member);
          const res = await client.post(path, body);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect((await client.get("/api/eligibility-applications")).status).toBe(401);
        },
      ),
      { numRuns: 40 },
    );
  });
});

// Instances sharing one PostgreSQL database share the record of used codes
// (docs/product/operations.md "Several instances on one PostgreSQL").
describe.skipIf(dialect !== "postgres")(
  "two-step sign-in on two instances",
  { timeout: 120_000 },
  () => {
    const servers = twoInstances(databaseUrl);

    it("a code used on one is refused on the other within its window", async () => {
      const admin = new ApiClient(servers.a.baseUrl);
      await admin.login();
      const member = await newMember(admin, servers.a.baseUrl);
      const { secret, step } = await enrol(member, servers.a.baseUrl);
      const code = totp(secret, step + 1);
      const onA = await passwordOnly(member, servers.a.baseUrl);
      const onB = await passwordOnly(member, servers.b.baseUrl);
      expect((await onA.post("/api/auth/mfa", { code })).status).toBe(200);
      const replay = await onB.post("/api/auth/mfa", { code });
      expect(replay.status).toBe(400);
      expect(replay.json.error).toBe(
        "That code was already used. Wait for the next code and enter it.",
      );
      // Both at the same moment: exactly one of them signs in.
      const [x, y] = [
        await passwordOnly(member, servers.a.baseUrl),
        await passwordOnly(member, servers.b.baseUrl),
      ];
      await awayFromStepEdge();
      const now = stepAt();
      const unused = [now - 1, now, now + 1].find((s) => s !== step && s !== step + 1) as number;
      const race = totp(secret, unused);
      const statuses = (
        await Promise.all([
          x.post("/api/auth/mfa", { code: race }),
          y.post("/api/auth/mfa", { code: race }),
        ])
      ).map((r) => r.status);
      expect(statuses.sort()).toEqual([200, 400]);
    });
  },
);

// The operator's way out for an admin who lost phone and recovery codes (docs/product/operations.md).
describe("npm run reset-two-step", () => {
  it("resets the named account's factor and ends its sessions; an unknown email changes nothing", async () => {
    const admin = new ApiClient(baseUrl);
    await admin.login();
    const member = await newMember(admin);
    const { client } = await enrol(member);
    const env = {
      ...process.env,
      ...(dialect === "postgres"
        ? { DATABASE_URL: databaseUrl }
        : { DATA_DIR: path.dirname(databaseUrl), DATABASE_URL: databaseUrl }),
    };
    const tsx = path.resolve("node_modules/.bin/tsx");
    const missing = await run(tsx, ["scripts/reset-two-step.ts", "nobody@example.test"], {
      env,
    }).catch((e) => e);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("no account with the email nobody@example.test");
    expect((await client.get("/api/eligibility-applications")).status).toBe(200);

    const done = await run(tsx, ["scripts/reset-two-step.ts", member.email.toUpperCase()], { env });
    expect(done.stdout).toContain(`two-step sign-in of ${member.email} reset`);
    expect((await client.get("/api/eligibility-applications")).status).toBe(401);
    const again = await new ApiClient(baseUrl).post("/api/auth/login", {
      email: member.email,
      password: STAFF_PASSWORD,
    });
    expect(again.json.mfa).toBe("enrol");
    const [log] = await queryDb<{ actor_email: string }>(
      dialect,
      databaseUrl,
      "select actor_email from access_log where action = 'two-step' and subject_id = ? order by id desc limit 1",
      [member.id],
    );
    expect(log.actor_email).toBe("operator");
  });
});
