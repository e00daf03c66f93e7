import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/db.server.ts";
import { storedLead } from "../../db/lead-rows.test-support.ts";
import type { NewEligibilityApplication } from "../../db/schema.ts";
import type { PublicUser } from "../users/users.server.ts";
import { csvExportStream, EXPORT_STALLED } from "./export.server.ts";
import { leadList } from "./lead-list.server.ts";
import { countLeads, listLeads, SEARCH_COUNT_CAP } from "./list.server.ts";
import { decodeCursor, encodeCursor, parseLeadListQuery } from "./list-query.server.ts";

// Issue 16 at module level (SQLite): cursors, the search's short-query path, the count cap and
// the export's pull-based stream. Both engines are covered over HTTP in
// tests/integration/lead-scale.test.ts.

/** References are unique in the table (migration 002): each made row gets the next one. */
let referenceSeq = 0;

function lead(tag: string, i: number, overrides: Partial<NewEligibilityApplication> = {}) {
  return storedLead(new Date(Date.UTC(2010, 0, 1) + i * 1000).toISOString(), {
    client_id: `${tag}-${i}`,
    reference: `GS-${String(referenceSeq++).padStart(8, "0")}`,
    first_name: "Module",
    last_name: `Lead-${tag}`,
    email: `m${i}.${tag}@example.test`,
    is_eligible: i % 2,
    ...overrides,
  });
}

async function insertMany(rows: NewEligibilityApplication[]) {
  const db = getDb();
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto("eligibility_applications")
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

const tagOf = () => crypto.randomBytes(4).toString("hex");

describe("cursors", () => {
  it("round-trips a row's position and refuses anything else", () => {
    const cursor = encodeCursor({ created_at: "2026-11-24T01:02:03.456Z", id: 42 });
    expect(decodeCursor(cursor)).toEqual({ createdAt: "2026-11-24T01:02:03.456Z", id: 42 });
    for (const bad of ["", "nope!", Buffer.from("2026|1").toString("base64url"), "a".repeat(300)])
      expect(decodeCursor(bad), bad).toBeNull();
  });

  it("pages by cursor through exactly the rows of the pages by number", async () => {
    const tag = tagOf();
    // Two leads share a timestamp: the id breaks the tie, so neither is skipped nor repeated.
    await insertMany([
      ...Array.from({ length: 11 }, (_, i) => lead(tag, i)),
      lead(tag, 99, { created_at: lead(tag, 5).created_at }),
    ]);
    const byNumber = [];
    for (let page = 1; page <= 4; page++)
      byNumber.push(...(await listLeads({ q: tag, pageSize: 3, page })).rows);
    const byCursor = [];
    let after: string | null = null;
    do {
      const res = await listLeads({ q: tag, pageSize: 3, after });
      byCursor.push(...res.rows);
      after = res.nextCursor;
    } while (after);
    expect(byCursor.map((r) => r.id)).toEqual(byNumber.map((r) => r.id));
    expect(new Set(byCursor.map((r) => r.id)).size).toBe(12);
  });
});

describe("pages by number", () => {
  it("start where the cursor walk says, across days skipped by their kept counts", async () => {
    const tag = tagOf();
    // 40 closed leads over ten days in India, several a day, two on the same instant.
    await insertMany(
      Array.from({ length: 40 }, (_, i) =>
        lead(tag, i, {
          status: "closed",
          created_at: new Date(
            Date.UTC(2011, 5, 1, 17, 0) + Math.floor(i / 2) * 43_200_000,
          ).toISOString(),
        }),
      ),
    );
    for (const filter of [{ status: "closed" }, { status: "closed", eligible: true }, {}]) {
      const walk = [];
      let after: string | null = null;
      do {
        const res = await listLeads({ ...filter, pageSize: 100, after });
        walk.push(...res.rows.map((r) => r.id));
        after = res.nextCursor;
      } while (after);
      const pages = Math.ceil(walk.length / 7);
      for (const page of [2, 3, Math.ceil(pages / 2), pages - 1, pages]) {
        const res = await listLeads({ ...filter, pageSize: 7, page });
        expect(
          res.rows.map((r) => r.id),
          `${JSON.stringify(filter)} page ${page}`,
        ).toEqual(walk.slice((page - 1) * 7, page * 7));
      }
      expect((await listLeads({ ...filter, pageSize: 7, page: pages + 1 })).rows).toEqual([]);
    }
  }, 60_000);
});

describe("search", () => {
  it("finds one- and two-character queries too (no trigram: the LIKE path)", async () => {
    const tag = tagOf();
    await insertMany([lead(tag, 1, { first_name: "Ü" }), lead(tag, 2, { first_name: "Qx" })]);
    const found = await listLeads({ q: "qx", pageSize: 100 });
    expect(found.rows.some((r) => r.last_name === `Lead-${tag}`)).toBe(true);
    expect(
      found.rows.every((r) =>
        `${r.first_name} ${r.last_name} ${r.email}`.toLowerCase().includes("qx"),
      ),
    ).toBe(true);
  });

  it("finds a whole e-mail by its part before @, and only the rows that contain all of it", async () => {
    const tag = tagOf();
    await insertMany([
      lead(tag, 1, { email: `ravi.${tag}@gmail.com` }),
      lead(tag, 2, { email: `ravi.${tag}@yahoo.co.in` }),
      lead(tag, 3, { email: `xravi.${tag}@gmail.com` }),
      lead(tag, 4, { first_name: `ravi.${tag}@gmail.com`, email: `other.${tag}@example.test` }),
    ]);
    const found = await listLeads({ q: `RAVI.${tag}@gmail.com`, pageSize: 100 });
    // "Contains", as before: the address itself, one that ends with it, and a name holding it.
    expect(found.rows.map((r) => r.client_id).sort()).toEqual(
      [`${tag}-1`, `${tag}-3`, `${tag}-4`].sort(),
    );
    expect(found.total).toBe(3);
    // An "@…" search without a local part of three characters still searches the whole text.
    const domain = await listLeads({ q: `@yahoo.co.in`, pageSize: 100 });
    expect(domain.rows.some((r) => r.client_id === `${tag}-2`)).toBe(true);
  });

  it("counts a broad search up to the cap and says it stopped there", async () => {
    const tag = tagOf();
    await insertMany(Array.from({ length: SEARCH_COUNT_CAP + 5 }, (_, i) => lead(tag, i)));
    expect(await countLeads({ q: `lead-${tag}` })).toEqual({
      total: SEARCH_COUNT_CAP,
      exact: false,
    });
    // A broad search walks the index newest first: the same rows in the same order.
    const newest = await listLeads({ q: `lead-${tag}`, pageSize: 5 });
    expect(newest.rows.map((r) => r.client_id)).toEqual(
      [4, 3, 2, 1, 0].map((k) => `${tag}-${SEARCH_COUNT_CAP + k}`),
    );
    const second = await listLeads({
      q: `lead-${tag}`,
      pageSize: 5,
      after: newest.nextCursor,
    });
    expect(second.rows.map((r) => r.client_id)).toEqual(
      [9, 8, 7, 6, 5].map((k) => `${tag}-${SEARCH_COUNT_CAP - 10 + k}`),
    );
    const page = await listLeads({ q: `lead-${tag}`, eligible: true });
    expect(page.totalExact).toBe(true);
    expect(page.total).toBe(Math.floor((SEARCH_COUNT_CAP + 5) / 2));
  }, 60_000);
});

describe("csvExportStream", () => {
  it("reads the next chunk only when the reader asks for it, and calls the hooks", async () => {
    const tag = tagOf();
    await insertMany(Array.from({ length: 25 }, (_, i) => lead(tag, i)));
    let transformed = 0;
    let started = 0;
    const stream = csvExportStream({
      filter: { q: `lead-${tag}` },
      chunkSize: 10,
      onStart: () => {
        started++;
      },
      transform: (row) => {
        transformed++;
        return { ...row, email: "hidden" };
      },
    });
    const reader = stream.getReader();
    // ignoreBOM: keep the byte-order mark in the text, to see that it is sent.
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const header = decoder.decode((await reader.read()).value);
    expect(header.startsWith("\uFEFFid,reference,created_at")).toBe(true);
    expect(started).toBe(1);
    const first = decoder.decode((await reader.read()).value);
    await new Promise((r) => setTimeout(r, 50));
    // One chunk taken: at most one more has been read ahead, never the whole export.
    expect(first.split("\r\n").filter(Boolean)).toHaveLength(10);
    expect(transformed).toBeLessThanOrEqual(20);
    let rest = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += decoder.decode(value);
    }
    expect(transformed).toBe(25);
    expect(`${first}${rest}`.split("\r\n").filter(Boolean)).toHaveLength(25);
    expect(rest).toContain(",hidden,");
    expect(rest).not.toContain("@example.test");
  });

  it("ends when the reader stops taking pieces (EXPORT_STALL_TIMEOUT_MS), its reads with it", async () => {
    const tag = tagOf();
    await insertMany(Array.from({ length: 50 }, (_, i) => lead(tag, i)));
    let transformed = 0;
    const reader = csvExportStream({
      filter: { q: `lead-${tag}` },
      chunkSize: 10,
      stallTimeoutMs: 100,
      transform: (row) => {
        transformed++;
        return row;
      },
    }).getReader();
    await reader.read();
    await reader.read();
    await new Promise((r) => setTimeout(r, 400));
    await expect(reader.read()).rejects.toThrow(EXPORT_STALLED);
    // Nothing more was read after the stall: the piece taken and the one read ahead, no more.
    expect(transformed).toBeLessThanOrEqual(20);
  });
});

describe("the list as a viewer reads it (leadList, for the page and the API)", () => {
  it("masks contacts for staff, not for admins, and reads 'mine' as the viewer", async () => {
    const tag = tagOf();
    await insertMany([lead(tag, 0, { assigned_to: 7 }), lead(tag, 1)]);
    const query = parseLeadListQuery(new URLSearchParams({ q: `Lead-${tag}`, assigned: "me" }));
    if (!query.ok) throw new Error(query.error);
    const viewer = (id: number, role: "staff" | "admin") =>
      ({ id, role, email: `${role}@example.test` }) as PublicUser;
    const staff = await leadList(query.data, viewer(7, "staff"));
    expect(staff.rows.map((r) => r.client_id)).toEqual([`${tag}-0`]);
    expect(staff.rows[0].phone_number).not.toBe("98765 43210");
    expect(staff.rows[0].email).not.toBe(`m0.${tag}@example.test`);
    const admin = await leadList(query.data, viewer(7, "admin"));
    expect(admin.rows[0].phone_number).toBe("98765 43210");
    // Another member's "mine" is not member 7's lead.
    expect((await leadList(query.data, viewer(8, "admin"))).rows).toEqual([]);
  });
});
