import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../app/db/schema.ts";
import { decodeSource } from "../../app/domain/speed-to-lead/touch.ts";
import { ApiClient } from "../support/api-client.ts";
import { validCallbackPayload } from "../support/enquiries.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { type OwnServer, startOwnServer } from "../support/own-server.ts";
import type { RunningServer } from "../support/server.ts";

// Where leads come from (docs/product/speed-to-lead.md, docs/decisions/030): the gs_source cookie
// set by the server on a page's own answer, read back on every lead, callback and contact POST,
// with the body's `source` as the fallback, over plain HTTP as a browser without JavaScript.

const dialect = inject("dialect");
let server: RunningServer;
let own: OwnServer | undefined;
let db: Kysely<Database>;
let admin: ApiClient;
let ipCounter = 0;

beforeAll(async () => {
  own = await startOwnServer(dialect, "gharsetu-src-");
  ({ server, db } = own);
  admin = new ApiClient(server.baseUrl);
  await admin.login();
}, 120_000);

afterAll(async () => {
  await own?.stop();
});

/** A plain GET as a browser without JavaScript sends it: no cookie unless given. */
async function visit(pathAndQuery: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${pathAndQuery}`, {
    headers: { "x-forwarded-for": `10.9.${++ipCounter % 250}.1`, ...headers },
    redirect: "manual",
  });
  await res.arrayBuffer();
  const set = res.headers.getSetCookie().find((c) => c.startsWith("gs_source="));
  return { res, set, pair: set?.split(";")[0] ?? null };
}

const touchesIn = (pair: string | null) => decodeSource(pair?.slice("gs_source=".length));

describe("the gs_source cookie on page views", () => {
  it("a first page view gets it, 90 days, readable base64url JSON of the first touch", async () => {
    const { res, set, pair } = await visit(
      "/?utm_source=google&utm_medium=cpc&utm_campaign=hl-bangalore",
      { referer: "https://www.google.com/search?q=home+loan" },
    );
    expect(res.status).toBe(200);
    expect(set).toMatch(/Max-Age=7776000/);
    expect(set).toMatch(/Path=\//);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const touch = {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "hl-bangalore",
      referrer_host: "www.google.com",
      landing_path: "/",
    };
    expect(touchesIn(pair)).toEqual({ first: touch, last: touch });
    // Readable: plain base64url of JSON.
    const raw = (pair as string).slice("gs_source=".length);
    expect(JSON.parse(Buffer.from(raw, "base64url").toString()).first.utm_source).toBe("google");

    // A later view without utm_* changes nothing; one with utm_* replaces the last touch only.
    expect((await visit("/projects", { cookie: pair as string })).set).toBeUndefined();
    const later = await visit("/privacy?utm_source=newsletter&utm_medium=email", {
      cookie: pair as string,
    });
    expect(touchesIn(later.pair)).toEqual({
      first: touch,
      last: { utm_source: "newsletter", utm_medium: "email", landing_path: "/privacy" },
    });
  });

  it("is not set on assets, the API, .data requests or files", async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0] as string;
    expect(asset).toBeTruthy();
    for (const url of [
      asset,
      "/api/banks",
      "/api/openapi.json",
      "/privacy.data",
      "/robots.txt",
      "/sitemap.xml",
    ]) {
      const { res, set } = await visit(`${url}${url.includes("?") ? "&" : "?"}utm_source=x`);
      expect(res.status, url).toBeLessThan(400);
      expect(set, url).toBeUndefined();
    }
  });

  it("never leaks through the response cache: each visitor gets only their own", async () => {
    const url = `/privacy?utm_source=cache-test-${Date.now()}`;
    const a = await visit(url, { referer: "https://a.example/" });
    const b = await visit(url, { referer: "https://b.example/" });
    expect(b.res.headers.get("x-cache")).toBe("hit");
    expect(touchesIn(a.pair)?.first?.referrer_host).toBe("a.example");
    expect(touchesIn(b.pair)?.first?.referrer_host).toBe("b.example");
    // A visitor who has one already gets the cached page and no cookie at all.
    const plain = "/privacy";
    await visit(plain);
    const c = await visit(plain, { cookie: a.pair as string });
    expect(c.res.headers.get("x-cache")).toBe("hit");
    expect(c.set).toBeUndefined();
    expect(c.res.headers.get("cache-control")).not.toBe("private, no-store");
  });
});

const SOURCE_BODY = {
  first: { utm_source: "partner-site", utm_campaign: "body-first" },
  last: { utm_source: "body-last" },
};

async function cookieFrom(url: string) {
  return (await visit(url, { referer: "https://www.google.com/" })).pair as string;
}

const stored = (
  table: "eligibility_applications" | "callback_requests" | "contact_messages",
  id: number,
) =>
  db
    .selectFrom(table)
    .select(["first_touch", "last_touch", "first_source"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe("the touches stored with an enquiry", () => {
  const posts = {
    lead: {
      path: "/api/eligibility-applications",
      table: "eligibility_applications",
      body: () => validLeadPayload(),
    },
    callback: {
      path: "/api/callback-requests",
      table: "callback_requests",
      body: () => validCallbackPayload(),
    },
    contact: {
      path: "/api/contact-messages",
      table: "contact_messages",
      body: () => ({
        first_name: "Ravi",
        last_name: "Kumar",
        email: "ravi@example.test",
        phone: "9876543210",
        message: "Hello",
        consent: true,
      }),
    },
  } as const;

  for (const [kind, post] of Object.entries(posts)) {
    it(`${kind}: the cookie wins over the body; the body counts when no cookie came; bad input is a 400`, async () => {
      const cookie = await cookieFrom(`/?utm_source=google&utm_medium=cpc&utm_campaign=${kind}`);
      const client = new ApiClient(server.baseUrl);
      const both = await client.post(
        post.path,
        { ...post.body(), source: SOURCE_BODY },
        { cookie },
      );
      expect(both.status).toBe(201);
      const fromCookie = await stored(post.table, both.json.id);
      expect(fromCookie.first_source).toBe("google");
      expect(JSON.parse(fromCookie.first_touch as string)).toEqual({
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: kind,
        referrer_host: "www.google.com",
        landing_path: "/",
      });

      const bodyOnly = await client.post(post.path, { ...post.body(), source: SOURCE_BODY });
      expect(bodyOnly.status).toBe(201);
      const fromBody = await stored(post.table, bodyOnly.json.id);
      expect(fromBody.first_source).toBe("partner-site");
      expect(JSON.parse(fromBody.last_touch as string)).toEqual({ utm_source: "body-last" });

      const none = await client.post(post.path, post.body());
      expect((await stored(post.table, none.json.id)).first_source).toBeNull();

      for (const bad of [
        "google",
        { first: { utm_source: "x".repeat(101) } },
        { first: { utm_source: "a", secret: "b" } },
        { first: { utm_source: 5 } },
      ]) {
        const res = await client.post(post.path, { ...post.body(), source: bad });
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(Object.keys(res.json.fields ?? {}).join()).toMatch(/source/);
      }

      // The admin's list rows carry both touches and the first source.
      const list = await admin.get(post.path);
      const row = (Array.isArray(list.json) ? list.json : []).find(
        (r: { id: number }) => r.id === both.json.id,
      );
      if (kind !== "lead") {
        expect(row?.first_source).toBe("google");
        expect(JSON.parse(row?.last_touch).utm_campaign).toBe(kind);
      }
      // …and both as objects under `source`, the shape a client sends (on the lead's own answer
      // for a lead).
      const answered =
        kind === "lead" ? (await admin.get(`${post.path}/${both.json.id}`)).json : row;
      const cookieTouch = {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: kind,
        referrer_host: "www.google.com",
        landing_path: "/",
      };
      expect(answered?.source).toEqual({ first: cookieTouch, last: cookieTouch });
    });
  }

  it("an HTML form post (no JavaScript) stores the cookie's touches", async () => {
    const cookie = await cookieFrom("/?utm_source=google&utm_medium=cpc&utm_campaign=form");
    const res = await new ApiClient(server.baseUrl, "10.8.8.8").postForm(
      "/callback-request",
      {
        name: "Meera Nair",
        phone: "9812345670",
        city: "Kochi",
        preferred_slot: "11:00-14:00",
        consent: "on",
      },
      { cookie, origin: server.baseUrl },
    );
    expect(res.status).toBe(201);
    const row = await db
      .selectFrom("callback_requests")
      .select(["first_source", "first_touch"])
      .where("name", "=", "Meera Nair")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(row.first_source).toBe("google");
    expect(JSON.parse(row.first_touch as string).utm_campaign).toBe("form");
  });
});
