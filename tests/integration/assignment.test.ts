import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { makeStaff } from "../support/accounts.ts";
import { ApiClient } from "../support/api-client.ts";
import { queryDb, randomMobile } from "../support/db-query.ts";
import { postCallbackTo, postLeadTo } from "../support/enquiries.ts";
import { startAppOfItsOwn } from "../support/own-server.ts";
import type { RunningServer } from "../support/server.ts";

// docs/product/speed-to-lead.md "Availability and automatic assignment" and "Returning
// borrowers" over HTTP, on the project's engine: its own app process (and database), since
// available staff change what happens to every lead.

const dialect = inject("dialect");
type Server = RunningServer & { databaseUrl: string };

interface Member {
  id: number;
  email: string;
  client: ApiClient;
}

async function teamMember(server: Server, admin: ApiClient): Promise<Member> {
  const client = new ApiClient(server.baseUrl);
  return { ...(await makeStaff(client, admin, "Rota")), client };
}

const postLead = (server: Server, overrides: Record<string, unknown> = {}) =>
  postLeadTo(server.baseUrl, { phone_number: randomMobile(), ...overrides });

const postCallback = (server: Server, overrides: Record<string, unknown> = {}) =>
  postCallbackTo(server.baseUrl, { phone: randomMobile(), ...overrides });

describe("speed to lead: availability, the rotation, returning borrowers", () => {
  let server: Server;
  let admin: ApiClient;
  let adminId = 0;
  let a: Member;
  let b: Member;
  let c: Member;
  const lead = async (id: number) => (await admin.get(`/api/eligibility-applications/${id}`)).json;
  const setWork = (m: { id: number }, body: unknown) => admin.patch(`/api/users/${m.id}`, body);

  beforeAll(async () => {
    server = await startAppOfItsOwn();
    admin = new ApiClient(server.baseUrl);
    adminId = Number((await admin.login()).json.user.id);
    a = await teamMember(server, admin);
    b = await teamMember(server, admin);
    c = await teamMember(server, admin);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("starts everyone away, the first admin included, and shows it on /api/me and the Users page", async () => {
    const me = await admin.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ id: adminId, available: false, languages: ["en"] });
    expect((await a.client.get("/api/me")).json.user).toMatchObject({ available: false });
    const page = await admin.get("/admin/users");
    expect(page.text).toContain("New enquiries");
    expect(page.text).toContain("Away");
    expect(await postLead(server).then(lead)).toMatchObject({ assigned_to: null });
  });

  it("PATCH /api/me: a team member sets it; bad bodies are 400 and change nothing; a customer gets 403", async () => {
    for (const bad of [{}, { available: "yes" }, { available: true, languages: ["hi"] }, [true]]) {
      const res = await a.client.patch("/api/me", bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.error).toEqual(expect.any(String));
    }
    expect((await a.client.get("/api/me")).json.user.available).toBe(false);
    const ok = await a.client.patch("/api/me", { available: true });
    expect(ok.status).toBe(200);
    expect(ok.json.user).toMatchObject({ id: a.id, available: true });
    expect((await a.client.patch("/api/me", { available: false })).json.user.available).toBe(false);

    const customer = new ApiClient(server.baseUrl);
    await customer.registerCustomer("away");
    expect((await customer.patch("/api/me", { available: true })).status).toBe(403);
    expect((await new ApiClient(server.baseUrl).patch("/api/me", { available: true })).status).toBe(
      401,
    );
  });

  it("PATCH /api/users/{id}: admins only; bad bodies 400; a customer's account 400; unknown 404", async () => {
    expect((await a.client.patch(`/api/users/${b.id}`, { available: true })).status).toBe(403);
    for (const bad of [
      {},
      { languages: [] },
      { languages: ["fr"] },
      { languages: ["hi", "hi"] },
      { available: 1 },
      { role: "admin" },
    ]) {
      const res = await setWork(b, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const customer = new ApiClient(server.baseUrl);
    await customer.registerCustomer("not-team");
    const customerId = Number((await customer.get("/api/me")).json.user.id);
    expect((await setWork({ id: customerId }, { available: true })).status).toBe(400);
    expect((await setWork({ id: 99_999_999 }, { available: true })).status).toBe(404);
    const ok = await setWork(b, { available: true, languages: ["en", "hi"] });
    expect(ok.status).toBe(200);
    expect(ok.json.user).toMatchObject({ id: b.id, available: true, languages: ["en", "hi"] });
    expect((await b.client.get("/api/me")).json.user.languages).toEqual(["en", "hi"]);
    expect((await setWork(b, { available: false, languages: ["en"] })).status).toBe(200);
  });

  it("hands leads and callbacks out in turn to the available, oldest last assignment first, and mails each", async () => {
    // A, B and C available, then B away: A and C alternate, A first (never assigned, lower id).
    for (const m of [a, b, c])
      expect((await m.client.patch("/api/me", { available: true })).status).toBe(200);
    expect((await b.client.patch("/api/me", { available: false })).status).toBe(200);
    const leads = [];
    for (let i = 0; i < 4; i++) leads.push((await lead(await postLead(server))).assigned_to);
    expect(leads).toEqual([a.id, c.id, a.id, c.id]);
    // A callback request takes its turn in the same rotation.
    const cb = await postCallback(server);
    const callbacks = (await admin.get(`/api/callback-requests?assigned=${a.id}`)).json;
    expect(callbacks.map((r: { id: number }) => r.id)).toContain(cb);
    // A manual assignment is a turn too ("of any kind"): the lead C was given goes to A by
    // hand, so C, not A, is next.
    const manual = await postLead(server);
    expect((await lead(manual)).assigned_to).toBe(c.id);
    expect(
      (await admin.patch(`/api/eligibility-applications/${manual}`, { assigned_to: a.id })).status,
    ).toBe(200);
    expect((await lead(await postLead(server))).assigned_to).toBe(c.id);
    const mails = await queryDb<{ recipient: string; subject: string }>(
      dialect,
      server.databaseUrl,
      "select recipient, subject from mail_outbox where kind = 'assignment' order by id",
    );
    expect(mails.filter((m) => m.recipient === a.email).length).toBe(4);
    expect(mails.filter((m) => m.recipient === c.email).length).toBe(4);
    expect(mails.find((m) => m.recipient === c.email)?.subject).toMatch(
      /^Lead GS-\w{8} assigned to you$/,
    );
    expect(mails.some((m) => m.recipient === b.email)).toBe(false);
  });

  it("sends a Hindi enquiry to a Hindi speaker first, else to anyone available; nobody available leaves it unassigned", async () => {
    expect((await setWork(c, { languages: ["en", "hi"] })).status).toBe(200);
    const hindi1 = await lead(await postLead(server, { language: "hi" }));
    const hindi2 = await lead(await postLead(server, { language: "hi" }));
    expect([hindi1.assigned_to, hindi2.assigned_to]).toEqual([c.id, c.id]);
    const english = await lead(await postLead(server));
    expect(english.assigned_to).toBe(a.id);
    const hindiCallback = await postCallback(server, { language: "hi" });
    const rows = (await admin.get(`/api/callback-requests?assigned=${c.id}`)).json;
    expect(rows.map((r: { id: number }) => r.id)).toContain(hindiCallback);
    // No Hindi speaker available: the rotation among the others.
    expect((await c.client.patch("/api/me", { available: false })).status).toBe(200);
    expect((await lead(await postLead(server, { language: "hi" }))).assigned_to).toBe(a.id);
    expect((await a.client.patch("/api/me", { available: false })).status).toBe(200);
    expect((await lead(await postLead(server))).assigned_to).toBeNull();
  });

  it("links a returning borrower's later lead and callback to the earliest open enquiry, assigns them to its assignee, and hides them with duplicates=false", async () => {
    expect((await a.client.patch("/api/me", { available: true })).status).toBe(200);
    const mobile = randomMobile();
    const first = await postLead(server, { phone_number: mobile });
    expect((await lead(first)).assigned_to).toBe(a.id);
    // A goes away, C comes back: the repeats still go to A.
    expect((await a.client.patch("/api/me", { available: false })).status).toBe(200);
    expect((await c.client.patch("/api/me", { available: true })).status).toBe(200);
    const typed = `+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`;
    const again = await postLead(server, { phone_number: typed });
    const cb = await postCallback(server, { phone: mobile });
    expect(await lead(again)).toMatchObject({
      duplicate_of: { type: "lead", id: first },
      assigned_to: a.id,
    });
    expect((await lead(first)).duplicate_of).toBeNull();
    const allCallbacks = (await admin.get("/api/callback-requests")).json;
    expect(allCallbacks.find((r: { id: number }) => r.id === cb)).toMatchObject({
      duplicate_of: { type: "lead", id: first },
      assigned_to: a.id,
    });
    const hidden = (await admin.get("/api/callback-requests?duplicates=false")).json;
    expect(hidden.some((r: { id: number }) => r.id === cb)).toBe(false);
    const list = await admin.get("/api/eligibility-applications?duplicates=false&pageSize=100");
    expect(list.status).toBe(200);
    const ids = list.json.map((r: { id: number }) => r.id);
    expect(ids).toContain(first);
    expect(ids).not.toContain(again);
    const everyRow = (await admin.get("/api/eligibility-applications?pageSize=100")).json;
    expect(everyRow.find((r: { id: number }) => r.id === again).duplicate_of).toEqual({
      type: "lead",
      id: first,
    });
    expect((await admin.get("/api/eligibility-applications?duplicates=maybe")).status).toBe(400);
    expect((await admin.get("/api/callback-requests?duplicates=maybe")).status).toBe(400);

    // Both pages say so and link to each other.
    const firstPage = (await admin.get(`/admin/eligibility/${first}`)).text;
    expect(firstPage).toContain("Returning borrower");
    expect(firstPage).toContain(`href="/admin/eligibility/${again}"`);
    expect(firstPage).toContain(`href="/admin/callbacks/${cb}"`);
    expect((await admin.get(`/admin/eligibility/${again}`)).text).toContain(
      `href="/admin/eligibility/${first}"`,
    );
    expect((await admin.get(`/admin/callbacks/${cb}`)).text).toContain(
      `href="/admin/eligibility/${first}"`,
    );
    expect((await admin.get("/admin/eligibility?duplicates=false")).status).toBe(200);
  });

  it("stores a repeat with its mark in one write; repeats arriving together are each marked, to the first", async () => {
    // Counts every later write of a duplicate mark: a repeat of a stored enquiry must not need
    // one (its INSERT carries the mark; an UPDATE wrote the row and its 25 indexes again).
    const run = (sql: string) => queryDb(dialect, server.databaseUrl, sql);
    await run("CREATE TABLE test_mark_writes (n integer)");
    if (dialect === "postgres") {
      await run(
        "CREATE FUNCTION test_count_mark() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO test_mark_writes VALUES (1); RETURN NEW; END $$",
      );
      for (const table of ["eligibility_applications", "callback_requests"]) {
        await run(
          `CREATE TRIGGER test_mark_writes AFTER UPDATE OF duplicate_of_id ON ${table} FOR EACH ROW EXECUTE FUNCTION test_count_mark()`,
        );
      }
    } else {
      for (const table of ["eligibility_applications", "callback_requests"]) {
        await run(
          `CREATE TRIGGER test_mark_writes_${table} AFTER UPDATE OF duplicate_of_id ON ${table} BEGIN INSERT INTO test_mark_writes VALUES (1); END`,
        );
      }
    }
    const markWrites = async () =>
      Number((await run("SELECT count(*) AS n FROM test_mark_writes"))[0].n);
    try {
      const mobile = randomMobile();
      const first = await postLead(server, { phone_number: mobile });
      const again = await postLead(server, { phone_number: mobile });
      const cb = await postCallback(server, { phone: mobile });
      expect((await lead(again)).duplicate_of).toEqual({ type: "lead", id: first });
      const callbacks = (await admin.get("/api/callback-requests")).json;
      expect(callbacks.find((r: { id: number }) => r.id === cb).duplicate_of).toEqual({
        type: "lead",
        id: first,
      });
      expect(await markWrites()).toBe(0);

      // Five at once: some may share one INSERT (ADR 007), where the first's id is only known
      // after it; whichever way they were written, each later one points at the first.
      const together = randomMobile();
      const ids = (
        await Promise.all(
          Array.from({ length: 5 }, () => postLead(server, { phone_number: together })),
        )
      ).sort((x, y) => x - y);
      expect((await lead(ids[0])).duplicate_of).toBeNull();
      for (const id of ids.slice(1)) {
        expect((await lead(id)).duplicate_of, `lead ${id}`).toEqual({ type: "lead", id: ids[0] });
      }
    } finally {
      if (dialect === "postgres") {
        for (const table of ["eligibility_applications", "callback_requests"]) {
          await run(`DROP TRIGGER test_mark_writes ON ${table}`);
        }
        await run("DROP FUNCTION test_count_mark()");
      } else {
        for (const table of ["eligibility_applications", "callback_requests"]) {
          await run(`DROP TRIGGER test_mark_writes_${table}`);
        }
      }
      await run("DROP TABLE test_mark_writes");
    }
  });

  it("matches a callback request to an earlier callback, and never a closed enquiry", async () => {
    const mobile = randomMobile();
    const firstCb = await postCallback(server, { phone: mobile });
    const leadAfter = await postLead(server, { phone_number: mobile });
    expect((await lead(leadAfter)).duplicate_of).toEqual({ type: "callback", id: firstCb });
    const closedMobile = randomMobile();
    const closed = await postLead(server, { phone_number: closedMobile });
    expect(
      (await admin.patch(`/api/eligibility-applications/${closed}`, { status: "closed" })).status,
    ).toBe(200);
    expect(
      (await lead(await postLead(server, { phone_number: closedMobile }))).duplicate_of,
    ).toBeNull();
  });

  it("takes the admin header's toggle as a plain form: back to the page it came from, never off the admin area", async () => {
    for (const [redirectTo, back] of [
      ["/admin/eligibility?status=new", "/admin/eligibility?status=new"],
      ["https://evil.example/", "/admin"],
      ["/", "/admin"],
    ]) {
      for (const available of ["true", "false"]) {
        const res = await b.client.postForm("/admin/availability", { available, redirectTo });
        expect(res.status).toBe(303);
        expect(res.headers.get("location")).toBe(back);
        const me = (await b.client.get("/api/me")).json.user;
        expect(me.available).toBe(available === "true");
      }
    }
  });
});

describe("ASSIGNMENT=off", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startAppOfItsOwn({ ASSIGNMENT: "off" });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("keeps the manual hand-out: an available staff member is not given new leads", async () => {
    const admin = new ApiClient(server.baseUrl);
    await admin.login();
    const member = await teamMember(server, admin);
    expect((await member.client.patch("/api/me", { available: true })).status).toBe(200);
    expect((await admin.patch("/api/me", { available: true })).status).toBe(200);
    const id = await postLead(server);
    const row = (await admin.get(`/api/eligibility-applications/${id}`)).json;
    expect(row.assigned_to).toBeNull();
    const cb = await postCallback(server);
    const rows = (await admin.get("/api/callback-requests?assigned=none")).json;
    expect(rows.map((r: { id: number }) => r.id)).toContain(cb);
  });
});
