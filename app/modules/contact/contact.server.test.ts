import { describe, expect, it } from "vitest";
import { countRows } from "../../db/count-rows.server.ts";
import { CONTACT_MESSAGE } from "../../domain/contact/test-fixtures.ts";
import { CONSENT_NOTICE_VERSION } from "../../domain/enums.ts";
import {
  countUnreadMessages,
  listContactMessages,
  markMessageRead,
  submitContactMessage,
} from "./contact.server.ts";

function message(overrides: Record<string, unknown> = {}) {
  return { ...CONTACT_MESSAGE, ...overrides };
}

describe("contact messages", () => {
  it("stores a message with the consent record, lists newest first and counts unread", async () => {
    const unreadBefore = await countUnreadMessages();
    const first = await submitContactMessage(message(), new Date("2026-11-15T10:00:00Z"));
    const second = await submitContactMessage(
      message({ first_name: "  ", last_name: null, message: "" }),
      new Date("2026-11-15T11:00:00Z"),
    );
    if (!first.ok || !second.ok) throw new Error("expected both to be stored");
    const list = await listContactMessages();
    expect(list[0]).toMatchObject({
      id: second.id,
      first_name: null,
      last_name: null,
      message: null,
      read_at: null,
      consent_at: "2026-11-15T11:00:00.000Z",
      consent_notice_version: CONSENT_NOTICE_VERSION,
    });
    expect(list[1]).toMatchObject({ id: first.id, first_name: "Ravi", phone: "+91 98765 43210" });
    expect(await countUnreadMessages()).toBe(unreadBefore + 2);

    expect(await markMessageRead(first.id, new Date("2026-11-16T00:00:00Z"))).toBe(true);
    expect(await markMessageRead(first.id, new Date("2026-11-17T00:00:00Z"))).toBe(true);
    const read = (await listContactMessages()).find((m) => m.id === first.id);
    expect(read?.read_at).toBe("2026-11-16T00:00:00.000Z");
    expect(await countUnreadMessages()).toBe(unreadBefore + 1);
    expect(await markMessageRead(999_999)).toBe(false);
  });

  it.each([
    [
      { consent: false },
      "consent",
      "Please agree to be contacted and to the privacy notice to continue.",
    ],
    [
      { consent: "true" },
      "consent",
      "Please agree to be contacted and to the privacy notice to continue.",
    ],
    [{ email: "" }, "email", "Email is required."],
    [{ email: "bad" }, "email", "Enter a valid email address."],
    [{ phone: "123" }, "phone", "Enter a valid phone number."],
    [{ message: "x".repeat(2001) }, "message", "Message must be at most 2000 characters."],
  ])("refuses %o and writes nothing", async (overrides, field, text) => {
    const before = await countRows("contact_messages");
    const result = await submitContactMessage(message(overrides));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toBe(text);
    expect(await countRows("contact_messages")).toBe(before);
  });

  it("refuses a filled honeypot and non-objects", async () => {
    const before = await countRows("contact_messages");
    expect(await submitContactMessage(message({ website: "spam" }))).toEqual({
      ok: false,
      error: "Submission rejected.",
      fields: {},
    });
    for (const body of [null, [], "x"]) expect((await submitContactMessage(body)).ok).toBe(false);
    expect(await countRows("contact_messages")).toBe(before);
  });
});

describe("a contact message sent again with its client_id (docs/decisions/028-database-outages.md)", () => {
  it("is stored once: the repeat answers the stored message", async () => {
    const before = await countRows("contact_messages");
    const body = message({ email: "again@example.test", client_id: "contact-retry-0001" });
    const first = await submitContactMessage(body);
    const again = await submitContactMessage(body);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(again).toEqual(first);
    expect(await countRows("contact_messages")).toBe(before + 1);
  });

  it("refuses a malformed client_id and stores nothing", async () => {
    const before = await countRows("contact_messages");
    const result = await submitContactMessage(message({ client_id: "has spaces!" }));
    expect(result).toMatchObject({ ok: false, fields: { client_id: expect.any(String) } });
    expect(await countRows("contact_messages")).toBe(before);
  });
});
