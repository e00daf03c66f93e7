import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TestSmtp } from "../../../tests/support/smtp.ts";
import { getDb } from "../../db/db.server.ts";
import { itReturns } from "../../domain/cases.test-support.ts";
import {
  backoffMs,
  deliverDueMail,
  enqueueMail,
  INTERRUPTED,
  listOutbox,
  markInterruptedSends,
  type NewMail,
  outboxDepth,
  retryMailNow,
} from "./outbox.server.ts";

// The outbox against a real SMTP server on loopback (no mock of nodemailer).

const smtp = new TestSmtp();

function mail(key: string): NewMail {
  return {
    dedupeKey: key,
    kind: "new-lead",
    to: "team@example.test",
    subject: `New lead ${key}`,
    text: "text",
    html: "<p>html</p>",
  };
}

beforeAll(async () => {
  await smtp.start(0);
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.stop();
});
beforeEach(async () => {
  await getDb().deleteFrom("mail_outbox").execute();
  smtp.received = [];
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_RETRY_BASE_MS = "60000";
});

describe("backoff", () => {
  itReturns(backoffMs, "after %i failures waits %i ms", [
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [8, 3_600_000],
    [50, 3_600_000],
  ]);
});

describe("the outbox", () => {
  it("queues a key once and delivers each row once", async () => {
    await enqueueMail(getDb(), [mail("a"), mail("b")]);
    await enqueueMail(getDb(), [mail("a")]);
    expect(await outboxDepth()).toBe(2);
    expect(await deliverDueMail()).toBe(2);
    expect(await deliverDueMail()).toBe(0);
    expect(smtp.received.map((m) => m.outboxKey).sort()).toEqual(["a", "b"]);
    expect(await outboxDepth()).toBe(0);
    expect((await listOutbox()).counts).toEqual({ sent: 2, waiting: 0, failing: 0 });
  });

  it("without SMTP_URL mail waits and the outbox says it is not configured", async () => {
    delete process.env.SMTP_URL;
    await enqueueMail(getDb(), [mail("c")]);
    expect(await deliverDueMail()).toBe(0);
    const outbox = await listOutbox();
    expect(outbox.configured).toBe(false);
    expect(outbox.counts).toEqual({ sent: 0, waiting: 1, failing: 0 });
  });

  it("an outage records the error and backs off; retry now sends it once the server is back", async () => {
    await enqueueMail(getDb(), [mail("d")]);
    await smtp.stop();
    const now = new Date();
    expect(await deliverDueMail(undefined, () => now)).toBe(0);
    const row = await getDb().selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBeTruthy();
    expect(new Date(row.next_attempt_at).getTime()).toBe(now.getTime() + 60_000);
    expect((await listOutbox()).counts.failing).toBe(1);
    await smtp.start();
    expect(await deliverDueMail()).toBe(0); // not due yet
    expect(await retryMailNow(Number(row.id))).toBe(true);
    expect(await deliverDueMail()).toBe(1);
    expect(smtp.countKey("d")).toBe(1);
  });

  it("stops between rows when its signal aborts: the row stays pending", async () => {
    await enqueueMail(getDb(), [mail("e")]);
    const controller = new AbortController();
    controller.abort();
    expect(await deliverDueMail(controller.signal)).toBe(0);
    const row = await getDb().selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(0);
  });

  it("a send a crash interrupted is not repeated on its own; an admin can retry it", async () => {
    await enqueueMail(getDb(), [mail("f")]);
    await getDb()
      .updateTable("mail_outbox")
      .set({ status: "sending", sending_since: new Date().toISOString(), attempts: 1 })
      .execute();
    expect(await outboxDepth()).toBe(1);
    expect(await markInterruptedSends()).toBe(1);
    expect(await outboxDepth()).toBe(1);
    expect(await deliverDueMail()).toBe(0);
    const row = await getDb().selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.last_error).toBe(INTERRUPTED);
    expect((await listOutbox()).counts.failing).toBe(1);
    expect(await retryMailNow(Number(row.id))).toBe(true);
    expect(await deliverDueMail()).toBe(1);
    expect(smtp.countKey("f")).toBe(1);
  });
});
