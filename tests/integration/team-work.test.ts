import type { Kysely, Selectable } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../app/db/schema.ts";
import { ADMIN_PAGES, can, type Role } from "../../app/domain/team/roles.ts";
import { promoteToStaff, registerAccount } from "../support/accounts.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { postCallbackTo, postContactTo, postLeadTo } from "../support/enquiries.ts";
import { type OwnServer, startOwnServer } from "../support/own-server.ts";
import { ADMIN_EMAIL, type RunningServer } from "../support/server.ts";
import { TestSmtp, waitFor } from "../support/smtp.ts";

// docs/product/team.md end to end over HTTP, on the engine of the project (SQLite or PostgreSQL):
// its own app process with a real SMTP server on loopback, so outages and a kill -9 can be staged.

const NOTIFY = "team@example.test";
const dialect = inject("dialect");
const smtp = new TestSmtp();
let server: RunningServer;
let own: OwnServer | undefined;
let db: Kysely<Database>;
const admin = () => new ApiClient(server.baseUrl);
let adminClient: ApiClient;
let staff: ApiClient;
let staffId = 0;
let customer: ApiClient;

async function registerUser(role: "customer" | "staff") {
  const client = new ApiClient(server.baseUrl);
  const email = uniqueEmail(role);
  const password = "a long enough password";
  await registerAccount(client, { surname: role, mobile: "9876543210", email, password });
  const login = await client.login(email, password);
  const id = Number(login.json.user?.id ?? login.json.id);
  if (role === "staff") {
    await promoteToStaff(adminClient, id);
    // The session from before the promotion could only enrol in two-step sign-in.
    await client.login(email, password);
  }
  return { client, id };
}

const postLead = (overrides: Record<string, unknown> = {}) => postLeadTo(server.baseUrl, overrides);
const postCallback = (overrides: Record<string, unknown> = {}) =>
  postCallbackTo(server.baseUrl, overrides);
const postMessage = (overrides: Record<string, unknown> = {}) =>
  postContactTo(server.baseUrl, overrides);

beforeAll(async () => {
  await smtp.start(0);
  own = await startOwnServer(dialect, "gharsetu-team-", {
    ...smtp.env,
    NOTIFY_EMAIL: NOTIFY,
    MAIL_RETRY_BASE_MS: "300",
    RETENTION_EVERY_MS: "500",
    LEAD_RETENTION_DAYS: "730",
  });
  ({ server, db } = own);
  adminClient = admin();
  await adminClient.login();
  const s = await registerUser("staff");
  staff = s.client;
  staffId = s.id;
  customer = (await registerUser("customer")).client;
}, 120_000);

afterAll(async () => {
  await own?.stop();
  await smtp.stop();
});

/** Waits until the assignment mail of a lead or callback is in the outbox, then delivered once. */
async function assignmentMailSent(kind: "lead" | "callback", id: number) {
  const key = await waitFor(
    async () =>
      (
        await db
          .selectFrom("mail_outbox")
          .select("dedupe_key")
          .where("dedupe_key", "like", `${kind}:${id}:assign:%`)
          .executeTakeFirst()
      )?.dedupe_key,
    { what: "the assignment mail row" },
  );
  await waitFor(() => smtp.countKey(key as string) === 1, { what: "the assignment mail" });
}

/**
 * Starts the server again (a fresh admin session) and waits until the lead's team and
 * confirmation mails have each gone out once.
 */
async function restartAndDeliver(id: number, wait: { what: string; timeoutMs?: number }) {
  server = await own!.restart();
  adminClient = admin();
  await adminClient.login();
  await waitFor(
    () => smtp.countKey(`lead:${id}:team`) === 1 && smtp.countKey(`lead:${id}:confirm`) === 1,
    wait,
  );
}

/** The tables retention erases personal data from (docs/product/operations.md). */
type RetainedTable = "eligibility_applications" | "contact_messages" | "callback_requests";

/** Makes a row `days` old. */
async function backdate(table: RetainedTable, id: number, days: number) {
  await db
    .updateTable(table)
    .set({ created_at: new Date(Date.now() - days * 86_400_000).toISOString() })
    .where("id", "=", id)
    .execute();
}

/** The row `id` of `table` as it stands, or undefined when there is none. */
function rowOf<T extends RetainedTable>(table: T, id: number) {
  return db
    .selectFrom(table as RetainedTable)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

/** Waits until retention has erased the row's personal data; the row then. */
function erasedRow<T extends RetainedTable>(table: T, id: number, what: string) {
  return waitFor(
    async () =>
      db
        .selectFrom(table as RetainedTable)
        .selectAll()
        .where("id", "=", id)
        .where("personal_data_erased_at", "is not", null)
        .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>,
    { what },
  );
}

describe("the role table, route by route", () => {
  for (const page of ADMIN_PAGES) {
    it(`${page.path}: admin 200, staff ${can("staff", page.permission) ? 200 : 403}, customer 403`, async () => {
      const expected: [ApiClient, Role][] = [
        [adminClient, "admin"],
        [staff, "staff"],
        [customer, "customer"],
      ];
      for (const [client, role] of expected) {
        const res = await client.get(page.path);
        expect(res.status, `${role} on ${page.path}`).toBe(can(role, page.permission) ? 200 : 403);
        // Admin HTML pages are never kept by the browser's cache (security.md, known limits).
        expect(res.headers.get("cache-control")).toContain("no-store");
      }
    });
  }

  it("API calls: staff work leads and messages; banks and SEO stay admin-only", async () => {
    expect((await staff.get("/api/eligibility-applications")).status).toBe(200);
    expect((await staff.get("/api/contact-messages")).status).toBe(200);
    expect((await staff.request("PUT", "/api/banks/sbi", { name: "x" })).status).toBe(403);
    expect(
      (
        await staff.request("PUT", "/api/seo/home", {
          meta_title: "x",
          meta_description: "y",
          schema_json: "{}",
        })
      ).status,
    ).toBe(403);
    expect((await customer.get("/api/eligibility-applications")).status).toBe(403);
    expect((await new ApiClient(server.baseUrl).get("/api/eligibility-applications")).status).toBe(
      401,
    );
    // The sidebar shows staff only what they may open.
    const html = (await staff.get("/admin")).text;
    expect(html).toContain('href="/admin/eligibility"');
    expect(html).not.toContain('href="/admin/seo"');
    expect(html).not.toContain('href="/admin/outbox"');
  });
});

describe("notifications through the outbox", () => {
  it("a new lead mails the team and the borrower once each; no personal data in subjects", async () => {
    const id = await postLead({ first_name: "Meera", email: "meera@example.test" });
    await waitFor(
      () => smtp.countKey(`lead:${id}:team`) === 1 && smtp.countKey(`lead:${id}:confirm`) === 1,
      {
        what: "both mails",
      },
    );
    const team = smtp.received.find((m) => m.outboxKey === `lead:${id}:team`);
    const confirm = smtp.received.find((m) => m.outboxKey === `lead:${id}:confirm`);
    expect(team?.to).toBe(NOTIFY);
    expect(confirm?.to).toBe("meera@example.test");
    expect(team?.text).toContain("Meera");
    for (const mail of [team, confirm]) {
      expect(mail?.subject).not.toMatch(/Meera|Rao|meera@|\d{10}/);
    }
    // A replay of the same client id queues nothing new.
    await new Promise((r) => setTimeout(r, 800));
    expect(smtp.countKey(`lead:${id}:team`)).toBe(1);
  });

  it("an SMTP outage delays mail; the retries deliver everything exactly once", async () => {
    await smtp.stop();
    const ids = [await postLead(), await postLead(), await postLead()];
    await waitFor(
      async () => {
        const row = await db
          .selectFrom("mail_outbox")
          .select(["last_error", "attempts"])
          .where("dedupe_key", "=", `lead:${ids[0]}:team`)
          .executeTakeFirst();
        return row?.last_error && Number(row.attempts) >= 1;
      },
      { what: "a failed attempt" },
    );
    const failing = await adminClient.get("/admin/outbox");
    expect(failing.text).toContain("Failing");
    await smtp.start();
    for (const id of ids) {
      await waitFor(
        () => smtp.countKey(`lead:${id}:team`) >= 1 && smtp.countKey(`lead:${id}:confirm`) >= 1,
        {
          what: `mail of lead ${id}`,
          timeoutMs: 60_000,
        },
      );
    }
    await new Promise((r) => setTimeout(r, 1000));
    for (const id of ids) {
      expect(smtp.countKey(`lead:${id}:team`)).toBe(1);
      expect(smtp.countKey(`lead:${id}:confirm`)).toBe(1);
    }
  });
});

/**
 * The admin assigns the lead or callback request at `path` to the staff member, with a follow-up
 * two days ago (already overdue) and `more`: 200. Answers the response and that date.
 */
async function assignOverdue(path: string, more: Record<string, string> = {}) {
  const followUp = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const patched = await adminClient.patch(path, {
    assigned_to: staffId,
    follow_up_on: followUp,
    ...more,
  });
  expect(patched.status).toBe(200);
  return { patched, followUp };
}

/** Bodies the work PATCH of a lead and of a callback request both refuse with 400. */
const REFUSED_WORK = [
  { assigned_to: "x" },
  { follow_up_on: "2026-02-30" },
  {},
  { assigned_to: 999999 },
];

describe("working a lead", () => {
  it("assigns, notes and sets a follow-up; the assignee is mailed once; views filter", async () => {
    const id = await postLead();
    const { patched, followUp: yesterday } = await assignOverdue(
      `/api/eligibility-applications/${id}`,
    );
    expect(patched.json.assigned_to).toBe(staffId);
    expect(patched.json.follow_up_on).toBe(yesterday);
    await assignmentMailSent("lead", id);

    // Bad input: 400 and nothing changed.
    for (const body of REFUSED_WORK) {
      expect((await adminClient.patch(`/api/eligibility-applications/${id}`, body)).status).toBe(
        400,
      );
    }

    const note = await staff.post(`/api/eligibility-applications/${id}/notes`, {
      text: "Called, asked for salary slips.",
    });
    expect(note.status).toBe(201);
    expect(note.json.author_email).toMatch(/^staff-/);
    expect(
      (await staff.post(`/api/eligibility-applications/${id}/notes`, { text: "  " })).status,
    ).toBe(400);

    const mine = await staff.get("/api/eligibility-applications?assigned=me&pageSize=100");
    expect(mine.json.map((r: { id: number }) => r.id)).toContain(id);
    const none = await staff.get("/api/eligibility-applications?assigned=none&pageSize=100");
    expect(none.json.map((r: { id: number }) => r.id)).not.toContain(id);
    const overdue = await staff.get("/api/eligibility-applications?overdue=true&pageSize=100");
    expect(overdue.json.map((r: { id: number }) => r.id)).toContain(id);
    expect((await staff.get("/api/eligibility-applications?assigned=bob")).status).toBe(400);

    const detail = await staff.get(`/api/eligibility-applications/${id}`);
    expect(detail.json.notes.map((n: { text: string }) => n.text)).toEqual([
      "Called, asked for salary slips.",
    ]);
  });
});

describe("working a callback request (issue 13: like a lead)", () => {
  it("mails the team once per new request, with no personal data in the subject", async () => {
    const id = await postCallback({ name: "Kavya Iyer", phone: "9812340001" });
    await waitFor(() => smtp.countKey(`callback:${id}:team`) === 1, { what: "new-callback mail" });
    const mail = smtp.received.find((m) => m.outboxKey === `callback:${id}:team`);
    expect(mail?.to).toBe(NOTIFY);
    expect(mail?.text).toContain("Kavya Iyer");
    expect(mail?.subject).not.toMatch(/Kavya|Iyer|\d{10}/);
    const row = await db
      .selectFrom("mail_outbox")
      .select("kind")
      .where("dedupe_key", "=", `callback:${id}:team`)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe("new-callback");
    await new Promise((r) => setTimeout(r, 800));
    expect(smtp.countKey(`callback:${id}:team`)).toBe(1);
  });

  it("assigns, notes and sets a follow-up; the assignee is mailed; views filter", async () => {
    const id = await postCallback();
    const { patched, followUp: past } = await assignOverdue(`/api/callback-requests/${id}`, {
      status: "contacted",
    });
    expect(patched.json).toMatchObject({
      assigned_to: staffId,
      follow_up_on: past,
      status: "contacted",
    });
    await assignmentMailSent("callback", id);

    // Bad input: 400 and nothing changed.
    for (const body of [...REFUSED_WORK, { status: "won", assigned_to: null }]) {
      expect((await adminClient.patch(`/api/callback-requests/${id}`, body)).status).toBe(400);
    }
    const unchanged = await db
      .selectFrom("callback_requests")
      .select(["assigned_to", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Number(unchanged.assigned_to)).toBe(staffId);
    expect(unchanged.status).toBe("contacted");
    expect(
      (await adminClient.patch("/api/callback-requests/999999", { status: "new" })).status,
    ).toBe(404);
    expect((await customer.patch(`/api/callback-requests/${id}`, { status: "new" })).status).toBe(
      403,
    );

    const note = await staff.post(`/api/callback-requests/${id}/notes`, {
      text: "Rang, will call again Monday.",
    });
    expect(note.status).toBe(201);
    expect(note.json).toMatchObject({ subject_type: "callback", subject_id: id });
    expect((await staff.post(`/api/callback-requests/${id}/notes`, { text: " " })).status).toBe(
      400,
    );
    expect((await staff.post("/api/callback-requests/999999/notes", { text: "x" })).status).toBe(
      404,
    );
    const withNotes = await staff.patch(`/api/callback-requests/${id}`, { follow_up_on: past });
    expect(withNotes.json.notes.map((n: { text: string }) => n.text)).toEqual([
      "Rang, will call again Monday.",
    ]);

    const ids = async (query: string) =>
      (await staff.get(`/api/callback-requests${query}`)).json.map((r: { id: number }) => r.id);
    expect(await ids("?assigned=me")).toContain(id);
    expect(await ids(`?assigned=${staffId}`)).toContain(id);
    expect(await ids("?assigned=none")).not.toContain(id);
    expect(await ids("?overdue=true")).toContain(id);
    expect((await staff.get("/api/callback-requests?assigned=bob")).status).toBe(400);
    expect((await staff.get("/api/callback-requests?overdue=maybe")).status).toBe(400);

    // The admin page's views and the detail page (its view goes to the access log).
    expect((await staff.get("/admin/callbacks?assigned=me")).text).toContain(
      `/admin/callbacks/${id}`,
    );
    const detail = await staff.get(`/admin/callbacks/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain("Rang, will call again Monday.");
    const logged = await db
      .selectFrom("access_log")
      .selectAll()
      .where("subject_type", "=", "callback")
      .where("subject_id", "=", id)
      .where("action", "=", "view")
      .executeTakeFirst();
    expect(logged).toBeDefined();
    expect((await staff.get("/admin/callbacks/999999")).status).toBe(404);

    // Pages: a hand-edited page is the first; a page past the end is empty, with the way back.
    const firstPage = (await staff.get("/admin/callbacks?page=abc")).text;
    expect(firstPage).toContain(`/admin/callbacks/${id}`);
    const pastEnd = await staff.get("/admin/callbacks?assigned=me&page=99999");
    expect(pastEnd.status).toBe(200);
    expect(pastEnd.text).not.toContain(`/admin/callbacks/${id}`);
    expect(pastEnd.text).toMatch(
      /href="\/admin\/callbacks\?assigned=me&amp;page=99998"[^>]*>Newer</,
    );
  });

  it("staff see the mobile masked in the list JSON; admins in full", async () => {
    const id = await postCallback({ phone: "9812343210" });
    const find = (rows: { id: number; phone: string }[]) => rows.find((r) => r.id === id);
    expect(find((await staff.get("/api/callback-requests")).json)?.phone).toBe("******3210");
    expect(find((await adminClient.get("/api/callback-requests")).json)?.phone).toBe("9812343210");
    const html = (await staff.get("/admin/callbacks")).text;
    expect(html).toContain("******3210");
    expect(html).not.toContain("9812343210");
  });
});

it("the OpenAPI document describes the notes call and the work update", async () => {
  const doc = (await adminClient.get("/api/openapi.json")).json;
  expect(doc.paths["/api/eligibility-applications/{id}/notes"].post.responses[201]).toBeDefined();
  expect(doc.paths["/api/callback-requests/{id}/notes"].post.responses[201]).toBeDefined();
  expect(JSON.stringify(doc.paths["/api/callback-requests/{id}"].patch.requestBody)).toContain(
    "#/components/schemas/WorkUpdate",
  );
  expect(Object.keys(doc.components.schemas.WorkUpdate.properties).sort()).toEqual([
    "assigned_to",
    "follow_up_on",
  ]);
});

describe("privacy", () => {
  it("staff see phone and e-mail masked in list JSON and CSV; admins in full; detail in full", async () => {
    const id = await postLead({ email: "rahul@example.com", phone_number: "9876543210" });
    const staffList = await staff.get("/api/eligibility-applications?pageSize=100");
    const row = staffList.json.find((r: { id: number }) => r.id === id);
    expect(row.phone_number).toBe("******3210");
    expect(row.email).toBe("r***@example.com");
    const csv = await staff.get("/api/eligibility-applications?format=csv");
    expect(csv.text).toContain("******3210");
    expect(csv.text).not.toContain("9876543210");
    expect(csv.text).not.toContain("rahul@example.com");
    const page = await staff.get("/admin/eligibility");
    expect(page.text).not.toContain("rahul@example.com");

    const adminList = await adminClient.get("/api/eligibility-applications?pageSize=100");
    expect(adminList.json.find((r: { id: number }) => r.id === id).phone_number).toBe("9876543210");
    expect((await adminClient.get("/api/eligibility-applications?format=csv")).text).toContain(
      "rahul@example.com",
    );
    const detail = await staff.get(`/admin/eligibility/${id}`);
    expect(detail.text).toContain("rahul@example.com");
  });

  it("detail views, exports and erasures are in the access log", async () => {
    const id = await postLead();
    await staff.get(`/admin/eligibility/${id}`);
    await staff.get("/api/eligibility-applications?format=csv");
    await adminClient.get("/api/eligibility-applications?format=csv");
    expect((await staff.delete(`/api/eligibility-applications/${id}`)).status).toBe(204);
    const rows = await db.selectFrom("access_log").selectAll().orderBy("id").execute();
    const staffEmail =
      (await staff.get("/api/auth/me")).json.email ??
      (await staff.get("/api/auth/me")).json.user?.email;
    expect(
      rows.some(
        (r) => r.action === "view" && Number(r.subject_id) === id && r.actor_email === staffEmail,
      ),
    ).toBe(true);
    expect(rows.some((r) => r.action === "erase" && Number(r.subject_id) === id)).toBe(true);
    expect(
      rows.some(
        (r) =>
          r.action === "export" && r.actor_email === ADMIN_EMAIL && r.detail?.startsWith("full"),
      ),
    ).toBe(true);
    expect(
      rows.some(
        (r) =>
          r.action === "export" && r.actor_email === staffEmail && r.detail?.startsWith("masked"),
      ),
    ).toBe(true);
    const page = await adminClient.get("/admin/access-log");
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Lead #`);
  });

  it("staff see contact messages masked in the list (JSON and page); the message's page shows them in full and is logged", async () => {
    const { id, reference } = await postMessage({
      first_name: "Masked",
      email: "meera.masked@example.test",
      phone: "9876512345",
      message: "Please call me about a home loan",
    });

    const staffList = await staff.get("/api/contact-messages");
    expect(staffList.status).toBe(200);
    const row = staffList.json.find((r: { id: number }) => Number(r.id) === id);
    expect(row.phone).toBe("******2345");
    expect(row.email).toBe("m***@example.test");
    expect(row.message).toBe("Please call me about a home loan");
    const staffPage = await staff.get("/admin/messages");
    expect(staffPage.status).toBe(200);
    expect(staffPage.text).toContain("******2345");
    expect(staffPage.text).not.toContain("9876512345");
    expect(staffPage.text).not.toContain("meera.masked@example.test");
    expect(staffPage.text).toContain(`/admin/messages/${id}`);

    const adminRow = (await adminClient.get("/api/contact-messages")).json.find(
      (r: { id: number }) => Number(r.id) === id,
    );
    expect(adminRow.phone).toBe("9876512345");
    expect(adminRow.email).toBe("meera.masked@example.test");

    const detail = await staff.get(`/admin/messages/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.text).toContain("9876512345");
    expect(detail.text).toContain("meera.masked@example.test");
    expect(detail.text).toContain(reference);
    const logged = await db
      .selectFrom("access_log")
      .selectAll()
      .where("action", "=", "view")
      .where("subject_type", "=", "message")
      .where("subject_id", "=", id)
      .execute();
    expect(logged).toHaveLength(1);

    expect((await staff.get("/admin/messages/999999999")).status).toBe(404);
    expect((await staff.get("/admin/messages/abc")).status).toBe(404);
    expect((await customer.get(`/admin/messages/${id}`)).status).toBe(403);
    const signedOut = await new ApiClient(server.baseUrl).get(`/admin/messages/${id}`);
    expect(signedOut.status).toBeGreaterThanOrEqual(300);
    expect(signedOut.status).toBeLessThan(400);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);
  });

  it("contact messages can be erased from the admin area", async () => {
    const { id } = await postMessage({ first_name: "Erase" });
    const res = await staff.postForm("/admin/messages", {
      intent: "erase",
      id: String(id),
      confirm: "yes",
    });
    expect(res.status).toBe(200);
    expect(await rowOf("contact_messages", id)).toBeUndefined();
  });
});

describe("retention", () => {
  it("erases the personal fields of leads and messages older than LEAD_RETENTION_DAYS", async () => {
    const oldId = await postLead({ first_name: "Old", email: "old@example.test" });
    const newId = await postLead({ first_name: "New" });
    const message = await postMessage({ first_name: "Old", message: "Call me" });
    await backdate("contact_messages", message.id, 731);
    await backdate("eligibility_applications", oldId, 800);
    const erased = await erasedRow("eligibility_applications", oldId, "retention");
    expect(erased?.first_name).toBe("");
    expect(erased?.email).toBe("");
    expect(erased?.phone_number).toBe("");
    expect(erased?.borrow_amount).not.toBeNull();
    expect((await rowOf("eligibility_applications", newId))?.first_name).toBe("New");
    const erasedMessage = await erasedRow(
      "contact_messages",
      message.id,
      "retention of the message",
    );
    expect(erasedMessage).toMatchObject({ email: "", phone: "", first_name: null, message: null });
    // The log line follows the rows' UPDATEs (callbacks and notes come between): wait for it.
    // pino writes the fields before `msg`, one object per line.
    await waitFor(() => /"leads":1[^\n]*retention erased personal data/.test(server.output()), {
      what: "log",
    });
  });

  it("erases the name and mobile of callback requests older than LEAD_RETENTION_DAYS", async () => {
    const oldId = await postCallback({ name: "Old Caller", phone: "9812300001" });
    const newId = await postCallback({ name: "New Caller" });
    expect((await staff.post(`/api/callback-requests/${oldId}/notes`, { text: "x" })).status).toBe(
      201,
    );
    await backdate("callback_requests", oldId, 731);
    const erased = await erasedRow("callback_requests", oldId, "retention of the callback");
    expect(erased).toMatchObject({ name: "", phone: "", city: "Chennai" });
    expect(erased?.reference).toBeTruthy();
    const notes = await db
      .selectFrom("work_notes")
      .select("id")
      .where("subject_type", "=", "callback")
      .where("subject_id", "=", oldId)
      .execute();
    expect(notes).toEqual([]);
    const fresh = await rowOf("callback_requests", newId);
    expect(fresh?.name).toBe("New Caller");
    expect(fresh?.personal_data_erased_at).toBeNull();
  });
});

describe("a clean stop (SIGTERM) during a send", () => {
  it("waits for the mail in flight; nothing is half-sent, the rest stays pending for the restart", async () => {
    smtp.delayMs = 1500;
    const id = await postLead();
    await waitFor(
      async () =>
        (
          await db
            .selectFrom("mail_outbox")
            .select("status")
            .where("dedupe_key", "like", `lead:${id}:%`)
            .where("status", "=", "sending")
            .executeTakeFirst()
        )?.status,
      { what: "a send in progress" },
    );
    await server.stop("SIGTERM");
    smtp.delayMs = 0;
    const rows = await db
      .selectFrom("mail_outbox")
      .select(["dedupe_key", "status"])
      .where("dedupe_key", "like", `lead:${id}:%`)
      .execute();
    // The mail in flight finished; the other stayed pending; none is left in doubt.
    expect(rows.map((r) => r.status).sort()).toEqual(["pending", "sent"]);
    const sentKey = rows.find((r) => r.status === "sent")?.dedupe_key as string;
    expect(smtp.countKey(sentKey)).toBe(1);
    await restartAndDeliver(id, { what: "the rest after the restart" });
    expect(smtp.countKey(sentKey)).toBe(1);
  }, 120_000);
});

describe("a crash with mail pending", () => {
  it("kill -9, restart: every pending mail is delivered once", async () => {
    await smtp.stop();
    const id = await postLead();
    const pending = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("dedupe_key", "=", `lead:${id}:team`)
      .executeTakeFirst();
    expect(pending).toBeDefined();
    await server.stop("SIGKILL");
    await smtp.start();
    await restartAndDeliver(id, { what: "mail after the restart", timeoutMs: 60_000 });
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.countKey(`lead:${id}:team`)).toBe(1);
    // Nothing of the earlier leads went out a second time either.
    const keys = smtp.received.map((m) => m.outboxKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect((await adminClient.get("/admin/outbox")).status).toBe(200);
  }, 120_000);
});
