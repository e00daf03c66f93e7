import { afterEach, describe, expect, it } from "vitest";
import { countRows } from "../../db/count-rows.server.ts";
import { getDb } from "../../db/db.server.ts";
import { GRIEVANCE_REFERENCE_PATTERN } from "../../domain/reference/reference.ts";
import { listGrievances, setGrievanceStatus } from "./list.server.ts";
import { submitGrievance } from "./submit.server.ts";

// The grievance use cases on a fresh SQLite (docs/product/borrower-view.md "Grievances"), with a
// fake clock: the list's 30-day clock reads the `now` it is given.

const DAY = 24 * 60 * 60 * 1000;
const ARRIVED = new Date("2026-10-01T04:30:00.000Z");
const on = (days: number) => new Date(ARRIVED.getTime() + days * DAY);

const grievance = (overrides: Record<string, unknown> = {}) => ({
  phone: "9812345670",
  email: "meera@example.test",
  text: "My file went to a bank I did not choose.",
  consent: true,
  ...overrides,
});

async function mailsFor(id: number) {
  return getDb()
    .selectFrom("mail_outbox")
    .select(["recipient", "subject", "body_text", "dedupe_key"])
    .where("dedupe_key", "like", `grievance:${id}:%`)
    .orderBy("dedupe_key")
    .execute();
}

afterEach(() => {
  delete process.env.GRIEVANCE_EMAIL;
  delete process.env.GRIEVANCE_NAME;
});

describe("submitGrievance", () => {
  it("stores it with a GR- reference and queues the acknowledgement to the e-mail given", async () => {
    process.env.GRIEVANCE_NAME = "Anita Rao";
    const result = await submitGrievance(grievance(), ARRIVED);
    if (!result.ok) throw new Error(result.error);
    expect(result.reference).toMatch(GRIEVANCE_REFERENCE_PATTERN);
    const [ack] = await mailsFor(result.id);
    expect(ack).toMatchObject({
      recipient: "meera@example.test",
      dedupe_key: `grievance:${result.id}:acknowledge`,
    });
    expect(ack?.subject).toBe(`We received your grievance ${result.reference}`);
    expect(ack?.body_text).toContain("Anita Rao");
    expect(ack?.body_text).toContain("https://cms.rbi.org.in");
    // The acknowledgement never repeats what was written.
    expect(ack?.body_text).not.toContain("did not choose");
  });

  it("writes the acknowledgement in Hindi for the Hindi page, and tells the officer", async () => {
    process.env.GRIEVANCE_EMAIL = "officer@example.test";
    const result = await submitGrievance(grievance({ language: "hi" }), ARRIVED);
    if (!result.ok) throw new Error(result.error);
    const mails = await mailsFor(result.id);
    expect(mails.map((m) => m.recipient)).toEqual(["meera@example.test", "officer@example.test"]);
    expect(mails[0]?.subject).toMatch(/शिकायत/);
    expect(mails[1]?.body_text).toContain("did not choose");
  });

  it("without an e-mail, mails the named enquiry's e-mail only when the mobile is that enquiry's", async () => {
    const message = await getDb()
      .insertInto("contact_messages")
      .values({
        reference: "GS-0000GR1E",
        first_name: "Meera",
        last_name: null,
        email: "enquiry@example.test",
        phone: "+91 98123 45670",
        message: null,
        consent_at: ARRIVED.toISOString(),
        consent_notice_version: "2026-11-01",
        read_at: null,
        created_at: ARRIVED.toISOString(),
        personal_data_erased_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(message.id).toBeGreaterThan(0);
    const matched = await submitGrievance(grievance({ email: "", reference: "gs-0000gr1e" }));
    const other = await submitGrievance(
      grievance({ email: null, reference: "GS-0000GR1E", phone: "9000000001" }),
    );
    if (!matched.ok || !other.ok) throw new Error("not stored");
    expect((await mailsFor(matched.id)).map((m) => m.recipient)).toEqual(["enquiry@example.test"]);
    expect(await mailsFor(other.id)).toEqual([]);
  });

  it("stores one grievance for one client_id, however often it arrives", async () => {
    const body = grievance({ client_id: "grievance-retry-0001" });
    const [first, second] = await Promise.all([submitGrievance(body), submitGrievance(body)]);
    const third = await submitGrievance(body);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const rows = await getDb()
      .selectFrom("grievances")
      .select("id")
      .where("client_id", "=", "grievance-retry-0001")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses bad input and the honeypot, storing nothing", async () => {
    const before = await countRows("grievances");
    for (const bad of [
      grievance({ phone: "12345" }),
      grievance({ consent: false }),
      grievance({ text: "a\u0000b" }),
      grievance({ website: "spam.example" }),
      grievance({ client_id: "x" }),
    ]) {
      expect((await submitGrievance(bad)).ok).toBe(false);
    }
    expect(await countRows("grievances")).toBe(before);
  });
});

describe("listGrievances and setGrievanceStatus", () => {
  it("shows the 30-day clock on the fake clock's day 29 and day 31, and stops it when resolved", async () => {
    const result = await submitGrievance(grievance({ email: null }), ARRIVED);
    if (!result.ok) throw new Error(result.error);
    const find = async (now: Date) =>
      (await listGrievances({}, now)).find((g) => g.id === result.id);
    expect((await find(on(29)))?.clock).toMatchObject({ daysLeft: 1, overdue: false });
    expect((await find(on(31)))?.clock).toMatchObject({ overdue: true, overdueDays: 1 });

    const resolved = await setGrievanceStatus(result.id, "resolved", "admin@example.test", on(31));
    if (!resolved.ok) throw new Error(resolved.error);
    expect(resolved.grievance).toMatchObject({
      status: "resolved",
      resolved_by: "admin@example.test",
    });
    expect((await find(on(60)))?.clock).toMatchObject({ overdue: false, elapsedDays: 31 });
    expect(await setGrievanceStatus(result.id, "closed", "a@example.test")).toMatchObject({
      ok: false,
      fields: { status: "Choose a status: open or resolved." },
    });
    expect(await setGrievanceStatus(999_999, "open", "a@example.test")).toMatchObject({
      ok: false,
      notFound: true,
    });
  });
});
