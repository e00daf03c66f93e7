import crypto from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { behindProxy, exclusiveLock } from "../../scripts/lib/db-outage.mjs";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { queryDb, randomMobile } from "../support/db-query.ts";
import { databaseUrl, dialect } from "../support/injected.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// When the database goes away (docs/decisions/028-database-outages.md, issue 26): every public
// POST that needs it answers 503 with Retry-After and writes nothing; /readyz says 503 while it is
// away and 200 once it is back; the outage is logged and counted once; a retry of the same form
// with the same client_id afterwards stores it once. PostgreSQL: a server of this test's own
// reaches the database through a TCP proxy the test cuts. SQLite: a server of its own whose file
// another connection holds under an exclusive lock, past the 5-second busy timeout.

const TOKEN = "metrics-token-for-outage-tests-0123";

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The fault, whichever the engine: cut() makes the database unusable, restore() brings it back. */
interface Fault {
  env: Record<string, string>;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
  /** Where the rows are read from, for queryDb. */
  url(server: RunningServer): string;
}

async function postgresFault(): Promise<Fault> {
  const { proxy, url: viaProxy } = await behindProxy(databaseUrl);
  return {
    // No catalog or page cache: a page's loader must reach the database during the cut.
    env: {
      DATABASE_URL: viaProxy,
      DB_CONNECT_TIMEOUT_MS: "1000",
      CATALOG_CACHE_TTL_MS: "1",
      RESPONSE_CACHE_MB: "0",
    },
    cut: () => proxy.cutOff(),
    restore: () => proxy.restore(),
    close: () => proxy.close(),
    url: () => databaseUrl,
  };
}

function sqliteFault(): Fault {
  let file = "";
  return {
    env: {},
    ...exclusiveLock(() => file, 5000),
    url(server) {
      file = path.join(server.dataDir, "gharsetu.db");
      return file;
    },
  };
}

describe("a database that goes away", { timeout: 120_000 }, () => {
  let fault: Fault;
  let server: RunningServer;
  let client: ApiClient;
  let rowsUrl = "";

  beforeAll(async () => {
    fault = dialect === "postgres" ? await postgresFault() : sqliteFault();
    server = await startServer({ ...fault.env, METRICS_TOKEN: TOKEN, RATE_LIMIT_FACTOR: "100" });
    rowsUrl = fault.url(server);
    client = new ApiClient(server.baseUrl);
  });
  afterAll(async () => {
    await fault?.close();
    await server?.stop();
  });

  const forms = () => {
    const email = uniqueEmail("outage");
    return {
      lead: {
        path: "/api/eligibility-applications",
        body: validLeadPayload(),
      },
      callback: {
        path: "/api/callback-requests",
        body: {
          name: "Outage Caller",
          phone: randomMobile(),
          city: "Pune",
          preferred_slot: "11:00-14:00",
          consent: true,
          client_id: crypto.randomUUID(),
        },
      },
      contact: {
        path: "/api/contact-messages",
        body: {
          first_name: "Outage",
          email,
          phone: randomMobile(),
          message: "Sent while the database was away.",
          consent: true,
          client_id: crypto.randomUUID(),
        },
      },
      register: {
        path: "/api/register",
        body: {
          surname: "Outage",
          mobile: randomMobile(),
          email,
          password: "a long enough password",
          client_id: crypto.randomUUID(),
        },
      },
    };
  };

  const stored = async (kind: string, clientId: string) => {
    const table = {
      lead: "eligibility_applications",
      callback: "callback_requests",
      contact: "contact_messages",
      register: "users",
    }[kind];
    const rows = await queryDb<{ n: number | string }>(
      dialect,
      rowsUrl,
      `SELECT count(*) AS n FROM ${table} WHERE client_id = ?`,
      [clientId],
    );
    return Number(rows[0].n);
  };

  const metricsText = async () =>
    (
      await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
  const outagesCounted = async () =>
    Number((await metricsText()).match(/^gharsetu_db_outages_total (\d+)$/m)?.[1]);

  const readyz = async () => (await fetch(`${server.baseUrl}/readyz`)).status;
  const waitForReadyz = async (status: number, withinMs: number) => {
    const deadline = Date.now() + withinMs;
    let seen = await readyz();
    while (seen !== status && Date.now() < deadline) {
      await tick(200);
      seen = await readyz();
    }
    return seen;
  };

  it("answers 503 with Retry-After to the lead, callback, contact and register POSTs, writes nothing, and stores each once when retried after it is back", async () => {
    expect(await readyz()).toBe(200);
    const sent = forms();
    // This outage's lines only: on a loaded machine a connection that took longer than
    // DB_CONNECT_TIMEOUT_MS while the server started is an outage of its own, logged as one.
    const logFrom = server.output().length;
    const outagesBefore = await outagesCounted();
    await fault.cut();

    for (const [kind, form] of Object.entries(sent)) {
      const res = await client.post(form.path, form.body);
      expect({ kind, status: res.status }).toEqual({ kind, status: 503 });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.json.error).toMatch(/try again/i);
    }
    // A page's form posted without JavaScript: the friendly answer, the typed values kept.
    const postedPage = async (path: string, fields: Record<string, string>) => {
      const res = await client.postForm(path, fields);
      expect(res.status).toBe(503);
      expect(res.text).toContain("We cannot reach our records just now, so nothing was saved.");
      return res;
    };
    const page = await postedPage("/callback-request", {
      name: "Kept Name",
      phone: randomMobile(),
      city: "Nagpur",
      preferred_slot: "08:00-11:00",
      consent: "yes",
    });
    expect(page.headers.get("retry-after")).toBeTruthy();
    expect(page.text).toContain("Kept Name");
    // The contact form and the registration, posted without JavaScript: the same, and the
    // registration never sends the password back.
    const contactPage = await postedPage("/?index", {
      first_name: "Kept",
      email: "kept.contact@example.test",
      phone: randomMobile(),
      message: "Typed before the outage.",
      consent: "yes",
    });
    expect(contactPage.text).toContain("Typed before the outage.");
    const registerPage = await postedPage("/register", {
      surname: "Kept",
      mobile: randomMobile(),
      email: "kept.register@example.test",
      password: "a secret password 123",
    });
    expect(registerPage.text).toContain("kept.register@example.test");
    expect(registerPage.text).not.toContain("a secret password 123");

    // A page whose loader needs the database (PostgreSQL: SQLite's reads go on under the lock):
    // the friendly page in its language, 503 with Retry-After, not "Something went wrong".
    if (dialect === "postgres") {
      for (const [path, text] of [
        ["/loan/sbi", "We cannot reach our records just now."],
        ["/hi/loan/sbi", "अभी हम अपने रिकॉर्ड तक नहीं पहुँच पा रहे हैं।"],
      ]) {
        const res = await fetch(`${server.baseUrl}${path}`);
        expect({ path, status: res.status }).toEqual({ path, status: 503 });
        expect(res.headers.get("retry-after")).toBeTruthy();
        const body = await res.text();
        expect(body).toContain(text);
        expect(body).not.toContain("Unexpected Server Error");
      }
    }

    expect(await waitForReadyz(503, 5_000)).toBe(503);
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(await ready.json()).toEqual({ status: "unavailable" });

    await fault.restore();
    expect(await waitForReadyz(200, 10_000)).toBe(200);

    // Nothing was written half-way while it was away.
    const clientIds = Object.fromEntries(
      Object.entries(sent).map(([kind, form]) => [kind, String(form.body.client_id)]),
    );
    for (const [kind, id] of Object.entries(clientIds)) {
      expect({ kind, rows: await stored(kind, id) }).toEqual({ kind, rows: 0 });
    }

    // The outbox's retry: the same bodies, the same client_ids, twice; one row each.
    for (const [kind, form] of Object.entries(sent)) {
      const first = await client.post(form.path, form.body);
      expect({ kind, status: first.status }).toEqual({ kind, status: 201 });
      const again = await client.post(form.path, form.body);
      expect({ kind, status: again.status }).toEqual({
        kind,
        status: kind === "lead" ? 200 : 201,
      });
      if (first.json?.id !== undefined) expect(again.json.id).toBe(first.json.id);
      expect({ kind, rows: await stored(kind, clientIds[kind]) }).toEqual({ kind, rows: 1 });
    }

    // Logged once when it began and once when it ended, with its length; counted once.
    const log = server.output().slice(logFrom);
    // The server's log on failure: what began the second outage, if one was logged.
    expect(log.match(/"msg":"database unavailable"/g)?.length, log).toBe(1);
    expect(log).toMatch(/"outageMs":\d+,"msg":"database available again"/);
    expect(server.output()).not.toMatch(/"level":50.*"msg":"unhandled"/);
    expect(await outagesCounted()).toBe(outagesBefore + 1);
    expect(await metricsText()).toMatch(/^gharsetu_db_unavailable 0$/m);
  });

  it("refuses a malformed client_id with 400 on the callback, contact and register POSTs", async () => {
    const sent = forms();
    for (const kind of ["callback", "contact", "register"] as const) {
      const form = sent[kind];
      const res = await client.post(form.path, { ...form.body, client_id: "no spaces allowed!" });
      expect({ kind, status: res.status, field: Object.keys(res.json.fields ?? {}) }).toEqual({
        kind,
        status: 400,
        field: ["client_id"],
      });
    }
  });

  it("are described in the OpenAPI document: 503 with Retry-After on calls that need the database, only the start-up one on the calculators", async () => {
    const doc = (await client.get("/api/openapi.json")).json;
    for (const path of [
      "/api/eligibility-applications",
      "/api/callback-requests",
      "/api/contact-messages",
      "/api/register",
    ]) {
      expect({ path, answer: doc.paths[path].post.responses[503] }).toEqual({
        path,
        answer: { $ref: "#/components/responses/ServiceUnavailable" },
      });
    }
    expect(doc.paths["/api/banks"].get.responses[503]).toBeDefined();
    // The calculators need no database: only the start-up answer every call can give.
    expect(doc.paths["/api/calculators/emi"].get.responses[503]).toEqual({
      $ref: "#/components/responses/StartingUp",
    });
    expect(doc.components.responses.ServiceUnavailable.headers["Retry-After"]).toBeDefined();
    expect(doc.components.schemas.Readiness.properties.status.enum).toContain("unavailable");
  });
});
