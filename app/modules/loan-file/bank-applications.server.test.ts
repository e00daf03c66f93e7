import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { validLeadPayload } from "../../../tests/support/lead-payload.ts";
import { type ReceivedSms, startSmsReceiver } from "../../../tests/support/sms-receiver.ts";
import { getDb } from "../../db/db.server.ts";
import { submitLead } from "../leads/intake.server.ts";
import { getLead, listLeadEvents } from "../leads/work.server.ts";
import { deliverDueSms } from "../outbox/sms-outbox.server.ts";
import {
  createBankApplication,
  LOAN_FILE_MESSAGES,
  listBankApplications,
  moveBankApplication,
} from "./bank-applications.server.ts";
import { decideAsOwner } from "./borrower-decisions.server.ts";

// The loan file's use cases on a real SQLite file (tests/support/module-db-setup.ts): every move,
// every refusal, the lead's figures, and the borrower told once per step through the outbox,
// SMS included, held outside 09:00–21:00 IST by the clock passed in.

const STAFF = { id: 1, email: "admin@example.test" };
const phones = new Set<string>();

function mobile(): string {
  for (;;) {
    const phone = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
    if (!phones.has(phone)) {
      phones.add(phone);
      return phone;
    }
  }
}

async function lead(overrides: Record<string, unknown> = {}) {
  const result = await submitLead(validLeadPayload({ phone_number: mobile(), ...overrides }));
  if (!result.ok) throw new Error(result.error);
  return result.result.id;
}

async function outbox(leadId: number) {
  const apps = await getDb()
    .selectFrom("bank_applications")
    .select("id")
    .where("application_id", "=", leadId)
    .execute();
  const keys = [`loan-file:${leadId}:%`, ...apps.map((a) => `bank-application:${a.id}:%`)];
  return getDb()
    .selectFrom("mail_outbox")
    .select(["dedupe_key", "channel", "subject", "body_text", "next_attempt_at", "status"])
    .where((eb) => eb.or(keys.map((k) => eb("dedupe_key", "like", k))))
    .orderBy("id")
    .execute();
}

async function proposed(leadId: number, bank = "hdfc") {
  const created = await createBankApplication(leadId, { bank }, STAFF);
  if (!created.ok) throw new Error(created.error);
  return created.bankApplication.id;
}

/** Walks an application to `sanctioned` the way it really goes: owner approves, team moves. */
async function sanctioned(leadId: number, userId: number, amount = 4_000_000) {
  const id = await proposed(leadId);
  expect((await decideAsOwner(userId, id, "approve")).ok).toBe(true);
  expect(
    (await moveBankApplication(id, { stage: "logged_in", bank_reference: "HD/1" }, STAFF)).ok,
  ).toBe(true);
  const result = await moveBankApplication(
    id,
    {
      stage: "sanctioned",
      sanctioned_amount: amount,
      sanctioned_rate: 8.4,
      processing_fee: 5_000,
      sanction_valid_until: "2027-03-31",
    },
    STAFF,
  );
  expect(result.ok).toBe(true);
  return id;
}

async function ownedLead() {
  const user = await getDb()
    .insertInto("users")
    .values({
      email: `owner-${crypto.randomBytes(4).toString("hex")}@example.test`,
      password_hash: "x",
      name: null,
      surname: "Owner",
      dob: null,
      mobile: null,
      role: "customer",
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const userId = Number(user.id);
  const result = await submitLead(validLeadPayload({ phone_number: mobile() }), { userId });
  if (!result.ok) throw new Error(result.error);
  return { leadId: result.result.id, userId };
}

beforeEach(() => {
  delete process.env.SMS_PROVIDER;
});

describe("proposing a bank", () => {
  it("creates it proposed with its history; the first converts the lead and asks for documents", async () => {
    const leadId = await lead({ loan_purpose: "i'm refinancing" });
    const created = await createBankApplication(leadId, { bank: "hdfc" }, STAFF);
    expect(created).toMatchObject({
      ok: true,
      bankApplication: {
        bank: "hdfc",
        stage: "proposed",
        application_id: leadId,
        history: [{ stage: "proposed", by: 1 }],
        tranches: [],
      },
    });
    const row = await getLead(leadId);
    expect(row).toMatchObject({ status: "converted", furthest_stage: "proposed" });
    expect((await listLeadEvents(leadId)).map((e) => e.status)).toEqual(["converted"]);

    const mail = await outbox(leadId);
    expect(mail.map((m) => [m.dedupe_key.replace(/\d+/g, "N"), m.channel])).toEqual([
      ["loan-file:N:documents:email", "email"],
      ["bank-application:N:proposed:email", "email"],
    ]);
    // The checklist follows the answers: refinancing adds the current loan's papers.
    expect(mail[0].body_text).toContain("Your current loan's sanction letter");
    expect(mail[1].subject).toContain("HDFC");

    // A second bank: no second documents request, no second conversion.
    expect((await createBankApplication(leadId, { bank: "sbi" }, STAFF)).ok).toBe(true);
    expect((await listLeadEvents(leadId)).length).toBe(1);
    expect(
      (await outbox(leadId)).filter((m) => m.dedupe_key.endsWith("documents:email")),
    ).toHaveLength(1);
  });

  it("refuses a second application to the same bank (409), an unknown bank (400), an unknown lead (404)", async () => {
    const leadId = await lead();
    await proposed(leadId, "icici");
    expect(await createBankApplication(leadId, { bank: "icici" }, STAFF)).toEqual({
      ok: false,
      status: 409,
      error: LOAN_FILE_MESSAGES.duplicate("icici"),
    });
    expect(await createBankApplication(leadId, { bank: "nope" }, STAFF)).toMatchObject({
      status: 400,
      fields: { bank: expect.any(String) },
    });
    expect(await createBankApplication(99_999_999, { bank: "sbi" }, STAFF)).toMatchObject({
      status: 404,
    });
    expect(await listBankApplications(leadId)).toHaveLength(1);
  });

  it("two proposals of the same bank at once store one", async () => {
    const leadId = await lead();
    const results = await Promise.all(
      [1, 2, 3].map(() => createBankApplication(leadId, { bank: "axis" }, STAFF)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.status === 409)).toHaveLength(2);
    expect(await listBankApplications(leadId)).toHaveLength(1);
  });
});

describe("moving it", () => {
  it("walks every stage; the lead keeps its furthest stage, sanction and total paid", async () => {
    const { leadId, userId } = await ownedLead();
    const id = await proposed(leadId);
    // The team cannot skip the borrower's decision.
    expect(
      await moveBankApplication(id, { stage: "logged_in", bank_reference: "X" }, STAFF),
    ).toEqual({
      ok: false,
      status: 409,
      error:
        "A bank application that is proposed cannot move to logged_in. Allowed moves: rejected, withdrawn. Only the borrower approves or declines a proposed bank.",
    });
    expect(await moveBankApplication(id, { stage: "approved" }, STAFF)).toMatchObject({
      status: 409,
    });
    expect((await decideAsOwner(userId, id, "approve")).ok).toBe(true);
    expect(await moveBankApplication(id, { stage: "logged_in" }, STAFF)).toMatchObject({
      status: 400,
      fields: { bank_reference: expect.any(String) },
    });
    expect(await moveBankApplication(id, { stage: "sanctioned" }, STAFF)).toMatchObject({
      status: 409,
      error: expect.stringContaining("Allowed moves: logged_in, rejected, withdrawn."),
    });
    expect(
      (await moveBankApplication(id, { stage: "logged_in", bank_reference: "HD/26/118" }, STAFF))
        .ok,
    ).toBe(true);
    const missing = await moveBankApplication(
      id,
      { stage: "sanctioned", sanctioned_rate: 8.4 },
      STAFF,
    );
    expect(missing).toMatchObject({ status: 400 });
    if (!missing.ok) {
      expect(Object.keys(missing.fields ?? {}).sort()).toEqual([
        "processing_fee",
        "sanction_valid_until",
        "sanctioned_amount",
      ]);
    }
    const sanction = await moveBankApplication(
      id,
      {
        stage: "sanctioned",
        sanctioned_amount: 4_000_000,
        sanctioned_rate: 8.4,
        processing_fee: 5_000,
        sanction_valid_until: "2027-03-31",
      },
      STAFF,
    );
    expect(sanction).toMatchObject({
      ok: true,
      bankApplication: {
        stage: "sanctioned",
        sanctioned_amount: 4_000_000,
        bank_reference: "HD/26/118",
      },
    });
    expect(await getLead(leadId)).toMatchObject({
      furthest_stage: "sanctioned",
      sanctioned_amount: 4_000_000,
      disbursed_amount: null,
    });
    const first = await moveBankApplication(
      id,
      { stage: "disbursed", disbursed_amount: 1_500_000, disbursed_on: "2026-12-01" },
      STAFF,
    );
    expect(first).toMatchObject({ ok: true, bankApplication: { stage: "disbursed" } });
    const second = await moveBankApplication(
      id,
      { stage: "disbursed", disbursed_amount: 2_000_000.5, disbursed_on: "2027-01-15" },
      STAFF,
    );
    expect(second).toMatchObject({
      ok: true,
      bankApplication: {
        disbursed_amount: 3_500_000.5,
        tranches: [
          { amount: 1_500_000, on: "2026-12-01" },
          { amount: 2_000_000.5, on: "2027-01-15" },
        ],
      },
    });
    if (second.ok) {
      expect(second.bankApplication.history.map((h) => [h.stage, h.by])).toEqual([
        ["proposed", 1],
        ["approved", "borrower"],
        ["logged_in", 1],
        ["sanctioned", 1],
        ["disbursed", 1],
        ["disbursed", 1],
      ]);
    }
    // Past the sanction: 400 on the amount; the same tranche twice: 409; nothing else stops it.
    expect(
      await moveBankApplication(
        id,
        { stage: "disbursed", disbursed_amount: 600_000, disbursed_on: "2027-02-01" },
        STAFF,
      ),
    ).toMatchObject({ status: 400, fields: { disbursed_amount: expect.any(String) } });
    expect(
      await moveBankApplication(
        id,
        { stage: "disbursed", disbursed_amount: 1_500_000, disbursed_on: "2026-12-01" },
        STAFF,
      ),
    ).toMatchObject({ status: 409, error: LOAN_FILE_MESSAGES.trancheTwice });
    expect(
      await moveBankApplication(id, { stage: "rejected", reason: "late" }, STAFF),
    ).toMatchObject({
      status: 409,
      error: expect.stringContaining("Allowed moves: disbursed (another tranche)."),
    });
    expect(await getLead(leadId)).toMatchObject({
      furthest_stage: "disbursed",
      sanctioned_amount: 4_000_000,
      disbursed_amount: 3_500_000.5,
    });

    // One notice per step: documents, proposed, logged in, sanctioned, and each tranche.
    const keys = (await outbox(leadId)).map((m) => m.dedupe_key.replace(/\d+/g, "N"));
    expect(keys).toEqual([
      "loan-file:N:documents:email",
      "bank-application:N:proposed:email",
      "bank-application:N:logged_in:email",
      "bank-application:N:sanctioned:email",
      "bank-application:N:disbursed:N:email",
      "bank-application:N:disbursed:N:email",
    ]);
  });

  it("rejected and withdrawn end it from any stage before disbursed; final stages refuse every move", async () => {
    const { leadId, userId } = await ownedLead();
    const id = await sanctioned(leadId, userId);
    expect(await moveBankApplication(id, { stage: "rejected" }, STAFF)).toMatchObject({
      status: 400,
      fields: { reason: expect.any(String) },
    });
    expect(
      await moveBankApplication(id, { stage: "rejected", reason: "Valuation too low" }, STAFF),
    ).toMatchObject({
      ok: true,
      bankApplication: { stage: "rejected", reason: "Valuation too low" },
    });
    expect(await getLead(leadId)).toMatchObject({
      furthest_stage: "rejected",
      sanctioned_amount: null,
    });
    expect(await moveBankApplication(id, { stage: "withdrawn" }, STAFF)).toMatchObject({
      status: 409,
      error: expect.stringContaining("rejected is final"),
    });
    const other = await proposed(leadId, "sbi");
    expect(await moveBankApplication(other, { stage: "withdrawn" }, STAFF)).toMatchObject({
      ok: true,
      bankApplication: { stage: "withdrawn", reason: null },
    });
    // A live bank outranks the ended ones.
    await proposed(leadId, "kotak");
    expect((await getLead(leadId))?.furthest_stage).toBe("proposed");
    const rejectedMail = (await outbox(leadId)).filter((m) =>
      m.dedupe_key.endsWith("rejected:email"),
    );
    expect(rejectedMail).toHaveLength(1);
    expect(rejectedMail[0].subject).toContain("could not sanction");
  });

  it("refuses an unknown stage (400) and an unknown application (404)", async () => {
    const leadId = await lead();
    const id = await proposed(leadId);
    expect(await moveBankApplication(id, { stage: "done" }, STAFF)).toMatchObject({
      status: 400,
      fields: { stage: expect.any(String) },
    });
    expect(await moveBankApplication(id, "withdrawn", STAFF)).toMatchObject({ status: 400 });
    expect(await moveBankApplication(987_654_321, { stage: "withdrawn" }, STAFF)).toMatchObject({
      status: 404,
    });
  });

  it("a double submit of a move makes one move: the second finds it made (409)", async () => {
    const { leadId, userId } = await ownedLead();
    const id = await sanctioned(leadId, userId);
    const body = { stage: "disbursed", disbursed_amount: 1_000_000, disbursed_on: "2026-12-02" };
    const results = await Promise.all([
      moveBankApplication(id, body, STAFF),
      moveBankApplication(id, body, STAFF),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const [view] = await listBankApplications(leadId);
    expect(view.tranches).toHaveLength(1);
    expect(view.history.filter((h) => h.stage === "disbursed")).toHaveLength(1);
  });
});

describe("the borrower's decision on /account", () => {
  it("approves or declines a proposed bank once; declined is final; only for the owner", async () => {
    const { leadId, userId } = await ownedLead();
    const a = await proposed(leadId, "hdfc");
    const b = await proposed(leadId, "sbi");
    expect(await decideAsOwner(userId + 1000, a, "approve")).toMatchObject({ status: 404 });
    expect(await decideAsOwner(userId, a, "maybe")).toMatchObject({
      status: 400,
      fields: { decision: expect.any(String) },
    });
    expect(await decideAsOwner(userId, a, "approve")).toMatchObject({
      ok: true,
      bankApplication: { stage: "approved" },
    });
    expect(await decideAsOwner(userId, b, "decline")).toMatchObject({
      ok: true,
      bankApplication: { stage: "declined" },
    });
    expect(await decideAsOwner(userId, b, "approve")).toEqual({
      ok: false,
      status: 409,
      error: "This bank is no longer waiting for your decision.",
    });
    expect(await decideAsOwner(userId, a, "approve")).toMatchObject({ status: 409 });
    const [first, second] = await listBankApplications(leadId);
    expect(first.history.at(-1)).toMatchObject({ stage: "approved", by: "borrower" });
    expect(second.history.map((h) => h.stage)).toEqual(["proposed", "declined"]);
  });
});

/** The webhook signs what it sends; the receiver refuses (401) anything unsigned. */
const SMS_SECRET = "module-test-sms-secret";

describe("SMS notices", () => {
  const inbox: ReceivedSms[] = [];
  let receiver: Awaited<ReturnType<typeof startSmsReceiver>>;

  beforeAll(async () => {
    process.env.SMS_WEBHOOK_SECRET = SMS_SECRET;
    receiver = await startSmsReceiver(SMS_SECRET, (sms) => inbox.push(sms));
  });
  afterAll(() => {
    receiver?.server.close();
    delete process.env.SMS_WEBHOOK_URL;
    delete process.env.SMS_WEBHOOK_SECRET;
  });

  it("queued at 22:00 IST waits for 09:00; sent once, in the lead's language", async () => {
    process.env.SMS_PROVIDER = "webhook";
    process.env.SMS_WEBHOOK_URL = receiver.url;
    await getDb().deleteFrom("mail_outbox").where("channel", "=", "sms").execute();
    const phone = mobile();
    const result = await submitLead(validLeadPayload({ phone_number: phone, language: "hi" }));
    if (!result.ok) throw new Error(result.error);
    const leadId = result.result.id;
    // 22:00 IST on 1 December 2026.
    const late = new Date("2026-12-01T16:30:00.000Z");
    const created = await createBankApplication(leadId, { bank: "hdfc" }, STAFF, late);
    expect(created.ok).toBe(true);
    const sms = (await outbox(leadId)).filter((m) => m.channel === "sms");
    expect(sms.map((m) => m.dedupe_key.replace(/\d+/g, "N"))).toEqual([
      "loan-file:N:documents:sms",
      "bank-application:N:proposed:sms",
    ]);
    // Held until 09:00 IST the next morning.
    for (const m of sms) expect(m.next_attempt_at).toBe("2026-12-02T03:30:00.000Z");
    expect(await deliverDueSms(undefined, () => new Date("2026-12-01T20:00:00.000Z"))).toBe(0);
    expect(inbox).toHaveLength(0);
    const morning = () => new Date("2026-12-02T03:31:00.000Z");
    expect(await deliverDueSms(undefined, morning)).toBe(2);
    expect(await deliverDueSms(undefined, morning)).toBe(0);
    expect(inbox.map((m) => m.to)).toEqual([`+91${phone}`, `+91${phone}`]);
    expect(inbox[1].message).toContain("का प्रस्ताव");
    expect(inbox[1].message).toContain("/hi/track");
  });

  it("a row reached after the hours closed is held again, not sent", async () => {
    process.env.SMS_PROVIDER = "webhook";
    await getDb().deleteFrom("mail_outbox").where("channel", "=", "sms").execute();
    inbox.length = 0;
    const leadId = await lead();
    // Queued at 20:59 IST (due at once), but the worker only gets to it at 21:10 IST.
    await createBankApplication(leadId, { bank: "sbi" }, STAFF, new Date("2026-12-01T15:29:00Z"));
    expect(await deliverDueSms(undefined, () => new Date("2026-12-01T15:40:00Z"))).toBe(0);
    const held = (await outbox(leadId)).filter((m) => m.channel === "sms");
    expect(held.map((m) => m.next_attempt_at)).toEqual([
      "2026-12-02T03:30:00.000Z",
      "2026-12-02T03:30:00.000Z",
    ]);
    expect(inbox).toHaveLength(0);
  });
});
