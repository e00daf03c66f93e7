import { describe, expect, it } from "vitest";
import { FormOutbox, type ResponseLike } from "./form-outbox.ts";
import { readFormAnswer } from "./forms.ts";

// The callback, contact and registration forms' outboxes (docs/decisions/028-database-outages.md):
// the same queue as the wizard's (lead-outbox.test.ts covers it in depth), with their own answers.

const answer = (status: number, body: unknown): ResponseLike => ({
  status,
  text: async () => JSON.stringify(body),
});

describe("readFormAnswer", () => {
  it("reads an enquiry's reference and an account's message; anything else is not ours", () => {
    expect(readFormAnswer({ id: 4, reference: "GS-7K2M9QX4", message: "Thanks" })).toEqual({
      id: 4,
      reference: "GS-7K2M9QX4",
      message: "Thanks",
    });
    expect(readFormAnswer({ message: "Registered successfully!" })).toEqual({
      message: "Registered successfully!",
    });
    expect(readFormAnswer("<html>captive portal</html>")).toBeNull();
    expect(readFormAnswer({ ok: true })).toBeNull();
  });
});

describe("a form outbox without storage (a registration: it holds a password)", () => {
  it("keeps a 503'd form in memory, retries it with the same client_id, and drops it once stored", async () => {
    const sent: { client_id: string }[] = [];
    const replies = [answer(503, { error: "away" }), answer(201, { message: "Registered!" })];
    const outbox = new FormOutbox({
      storage: null,
      fetch: async (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return replies.shift() as ResponseLike;
      },
      key: "test:register",
      endpoint: "/api/register",
      readAnswer: readFormAnswer,
      genericRejection: "Invalid input.",
    });
    const entry = {
      client_id: "abcdef12-3456",
      payload: { email: "a@example.test", password: "secret-secret" },
      created_at: new Date().toISOString(),
    };
    const first = await outbox.submit(entry);
    expect(first.persisted).toBe(false);
    expect(first.outcome).toEqual({ kind: "deferred", reason: "server-error", status: 503 });
    expect(outbox.size).toBe(1);
    const [second] = await outbox.flush();
    expect(second).toMatchObject({ kind: "stored", answer: { message: "Registered!" } });
    expect(outbox.size).toBe(0);
    expect(sent.map((body) => body.client_id)).toEqual(["abcdef12-3456", "abcdef12-3456"]);
  });

  it("gives up on a 409 (the e-mail is taken): a refusal, not a retry", async () => {
    const outbox = new FormOutbox({
      storage: null,
      fetch: async () => answer(409, { error: "An account with this email already exists." }),
      key: "test:register",
      endpoint: "/api/register",
      readAnswer: readFormAnswer,
      genericRejection: "Invalid input.",
    });
    const { outcome } = await outbox.submit({
      client_id: "abcdef12-9999",
      payload: {},
      created_at: new Date().toISOString(),
    });
    expect(outcome).toMatchObject({ kind: "rejected", status: 409 });
    expect(outbox.size).toBe(0);
  });
});
