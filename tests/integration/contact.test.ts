import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { CONSENT_NOTICE_VERSION } from "../../app/domain/enums.ts";
import { ApiClient } from "../support/api-client.ts";
import { validContactPayload as message } from "../support/enquiries.ts";

const baseUrl = inject("baseUrl");
const PATH = "/api/contact-messages";

const admin = new ApiClient(baseUrl);
beforeAll(async () => {
  await admin.login();
});

async function messagesFrom(email: string) {
  const res = await admin.get(PATH);
  expect(res.status).toBe(200);
  return (res.json as Array<{ email: string }>).filter((m) => m.email === email);
}

const CONSENT_REQUIRED = "Please agree to be contacted and to the privacy notice to continue.";
describe("POST /api/contact-messages", () => {
  it("stores the message: 201 with the id and the promise of a reply", async () => {
    const body = message();
    const res = await new ApiClient(baseUrl).post(PATH, body);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(/^GS-[0-9A-HJKMNP-TV-Z]{8}$/),
      message: "Thanks! We'll get back to you within 24 hours.",
    });
    const [stored] = await messagesFrom(body.email);
    expect(stored).toMatchObject({
      id: res.json.id,
      first_name: "Ravi",
      last_name: "Kumar",
      phone: "+91 98765 43210",
      message: body.message,
      read_at: null,
      consent_notice_version: CONSENT_NOTICE_VERSION,
    });
  });

  it("lists messages newest first for admins", async () => {
    const api = new ApiClient(baseUrl);
    const first = await api.post(PATH, message());
    const second = await api.post(PATH, message());
    const list = (await admin.get(PATH)).json as Array<{ id: number }>;
    const ids = list.map((m) => m.id);
    expect(ids.indexOf(second.json.id)).toBeLessThan(ids.indexOf(first.json.id));
    expect(ids.indexOf(second.json.id)).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ["no consent", { consent: false }, "consent", CONSENT_REQUIRED],
    ["consent missing", { consent: undefined }, "consent", CONSENT_REQUIRED],
    ["no email", { email: "" }, "email", "Email is required."],
    ["bad email", { email: "ravi@" }, "email", "Enter a valid email address."],
    ["no phone", { phone: "" }, "phone", "Phone number is required."],
    ["short phone", { phone: "12345" }, "phone", "Enter a valid phone number."],
    [
      "NUL character",
      { message: "hi\u0000" },
      "message",
      "Remove the invalid character from this field.",
    ],
    [
      "long message",
      { message: "x".repeat(2001) },
      "message",
      "Message must be at most 2000 characters.",
    ],
  ])("answers 400 for %s and stores nothing", async (_name, overrides, field, text) => {
    const body = message(overrides);
    const res = await new ApiClient(baseUrl).post(PATH, body);
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual(expect.any(String));
    expect(res.json.fields[field]).toBe(text);
    if (typeof body.email === "string" && body.email.includes("@example.test")) {
      expect(await messagesFrom(body.email)).toEqual([]);
    }
  });

  it("refuses a filled honeypot, non-JSON, bad JSON and wrong methods", async () => {
    const api = new ApiClient(baseUrl);
    const body = message({ website: "http://spam.example" });
    const res = await api.post(PATH, body);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("Submission rejected.");
    expect(await messagesFrom(body.email)).toEqual([]);
    expect(
      (await api.post(PATH, "a=b", { "content-type": "application/x-www-form-urlencoded" })).status,
    ).toBe(415);
    expect((await api.post(PATH, "{", { "content-type": "application/json" })).status).toBe(400);
    expect((await api.post(PATH, "null", { "content-type": "application/json" })).status).toBe(400);
    expect((await api.put(PATH, message())).status).toBe(405);
    expect((await admin.delete(PATH)).status).toBe(405);
  });
});

describe("never a 500", () => {
  it("answers 201 or 400 to any JSON body", async () => {
    const keys = [...Object.keys(message()), "website"];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue({ stringUnit: "binary" }),
          fc
            .dictionary(fc.constantFrom(...keys), fc.jsonValue({ stringUnit: "binary" }), {
              maxKeys: 3,
            })
            .map((c) => message(c)),
        ),
        async (body) => {
          const res = await new ApiClient(baseUrl).post(PATH, JSON.stringify(body), {
            "content-type": "application/json",
          });
          expect([201, 400]).toContain(res.status);
        },
      ),
      { numRuns: 40 },
    );
  });
});
