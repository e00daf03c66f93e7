import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  classifyResponse,
  type FetchLike,
  LEAD_ENDPOINT,
  LEAD_OUTBOX_KEY,
  LeadOutbox,
  MAX_ENTRY_AGE_MS,
  newClientId,
  type OutboxEntry,
  type ResponseLike,
  type StorageLike,
  startRetryLoop,
} from "./lead-outbox.ts";

class FakeStorage implements StorageLike {
  data = new Map<string, string>();
  failWrites = false;
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error("QuotaExceededError");
    this.data.set(key, value);
  }
  removeItem(key: string) {
    if (this.failWrites) throw new Error("SecurityError");
    this.data.delete(key);
  }
  queued(): OutboxEntry[] {
    const text = this.data.get(LEAD_OUTBOX_KEY);
    return text ? JSON.parse(text) : [];
  }
}

function response(status: number, body: unknown): ResponseLike {
  return {
    status,
    text: async () => (typeof body === "string" ? body : JSON.stringify(body)),
  };
}

const ANSWER = {
  id: 7,
  is_eligible: 1,
  eligibility_message:
    "Eligible. Estimated EMI: ₹22,492.63 per month, Our team will get back to you within 48 hours.",
  calculated_emi: "22492.63",
};

type Reply = ResponseLike | Error | ((body: Record<string, unknown>) => ResponseLike | Error);

/** A fetch that answers from a script and records every request body. */
function fakeFetch(...replies: Reply[]) {
  const calls: { url: string; body: Record<string, unknown>; init: RequestInit }[] = [];
  const fn = vi.fn<FetchLike>(async (url, init) => {
    const body = JSON.parse(String(init.body));
    calls.push({ url, body, init });
    const next = replies.length > 1 ? replies.shift()! : replies[0];
    const reply = typeof next === "function" ? next(body) : next;
    if (reply instanceof Error) throw reply;
    return reply;
  });
  return { fn, calls };
}

function entry(
  id = "3f1c2a9e-7b4d-4c1e-9a2b-5d6e7f8a9b0c",
  createdAt = new Date().toISOString(),
): OutboxEntry {
  return {
    client_id: id,
    payload: { first_name: "Asha", email: "asha@example.in", client_id: id },
    created_at: createdAt,
  };
}

describe("LeadOutbox.submit", () => {
  let storage: FakeStorage;
  beforeEach(() => {
    storage = new FakeStorage();
  });

  it("stores the application on the device before it posts, and removes it after a 201", async () => {
    let queuedDuringPost: OutboxEntry[] = [];
    const { fn, calls } = fakeFetch(() => {
      queuedDuringPost = storage.queued();
      return response(201, ANSWER);
    });
    const outbox = new LeadOutbox({ storage, fetch: fn });
    const result = await outbox.submit(entry());

    expect(queuedDuringPost.map((e) => e.client_id)).toEqual([entry().client_id]);
    expect(result.persisted).toBe(true);
    expect(result.outcome).toEqual({ kind: "stored", status: 201, created: true, answer: ANSWER });
    expect(storage.data.has(LEAD_OUTBOX_KEY)).toBe(false);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(LEAD_ENDPOINT);
    expect(calls[0].init.method).toBe("POST");
    expect(new Headers(calls[0].init.headers).get("content-type")).toBe("application/json");
    expect(calls[0].body.client_id).toBe(entry().client_id);
  });

  it("treats a 200 (already stored under this client_id) as delivered", async () => {
    const { fn } = fakeFetch(response(200, ANSWER));
    const outbox = new LeadOutbox({ storage, fetch: fn });
    const { outcome } = await outbox.submit(entry());
    expect(outcome).toMatchObject({ kind: "stored", status: 200, created: false });
    expect(outbox.size).toBe(0);
  });

  it.each([
    ["a network error", new TypeError("Failed to fetch"), "offline"],
    [
      "a 500",
      response(500, { error: "Something went wrong on our side. Please try again." }),
      "server-error",
    ],
    ["a 503", response(503, "<html>maintenance</html>"), "server-error"],
    ["a 429", response(429, { error: "Too many applications in a short time." }), "rate-limited"],
    [
      "a 200 that is not our answer (captive portal)",
      response(200, "<html>Log in to Wi-Fi</html>"),
      "server-error",
    ],
  ])("keeps the application queued after %s", async (_name, reply, reason) => {
    const { fn } = fakeFetch(reply as Reply);
    const outbox = new LeadOutbox({ storage, fetch: fn });
    const { outcome, persisted } = await outbox.submit(entry());
    expect(outcome).toMatchObject({ kind: "deferred", reason });
    expect(persisted).toBe(true);
    expect(storage.queued().map((e) => e.client_id)).toEqual([entry().client_id]);
  });

  it("drops an application the server refuses with 400 and reports the server's message", async () => {
    const { fn } = fakeFetch(
      response(400, {
        error: "Please enter borrow amount.",
        fields: { borrow_amount: "Please enter borrow amount." },
      }),
    );
    const outbox = new LeadOutbox({ storage, fetch: fn });
    const { outcome } = await outbox.submit(entry());
    expect(outcome).toEqual({
      kind: "rejected",
      status: 400,
      error: "Please enter borrow amount.",
      fields: { borrow_amount: "Please enter borrow amount." },
    });
    expect(outbox.size).toBe(0);
  });

  it("gives a generic message for a 400 without a readable body", async () => {
    const { fn } = fakeFetch(response(413, "too big"));
    const outbox = new LeadOutbox({ storage, fetch: fn });
    const { outcome } = await outbox.submit(entry());
    expect(outcome.kind).toBe("rejected");
    if (outcome.kind === "rejected") expect(outcome.error).toMatch(/could not be accepted/);
  });

  it("times out a request that never answers, and keeps the application", async () => {
    vi.useFakeTimers();
    try {
      const fn = vi.fn<FetchLike>(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener("abort", () =>
              reject(new DOMException("aborted", "AbortError")),
            );
          }),
      );
      const outbox = new LeadOutbox({ storage, fetch: fn, timeoutMs: 1000 });
      const pending = outbox.submit(entry());
      await vi.advanceTimersByTimeAsync(1000);
      const { outcome } = await pending;
      expect(outcome).toEqual({ kind: "deferred", reason: "timeout" });
      expect(outbox.size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("LeadOutbox retries", () => {
  it("delivers a queued application on the next flush with the same client_id, exactly once", async () => {
    const storage = new FakeStorage();
    const { fn, calls } = fakeFetch(new TypeError("offline"), response(201, ANSWER));
    const first = new LeadOutbox({ storage, fetch: fn });
    await first.submit(entry());
    expect(storage.queued()).toHaveLength(1);

    // A later page load: a fresh outbox over the same storage.
    const second = new LeadOutbox({ storage, fetch: fn });
    const outcomes = await second.flush();
    expect(outcomes.map((o) => o.kind)).toEqual(["stored"]);
    expect(calls.map((c) => c.body.client_id)).toEqual([entry().client_id, entry().client_id]);
    expect(calls[0].body).toEqual(calls[1].body);
    expect(storage.queued()).toEqual([]);

    // Nothing left: another flush posts nothing.
    await second.flush();
    expect(calls).toHaveLength(2);
  });

  it("does not post the same application twice at once (submit racing a flush)", async () => {
    const storage = new FakeStorage();
    let release: (r: ResponseLike) => void = () => {};
    const fn = vi.fn<FetchLike>(() => new Promise((resolve) => (release = resolve)));
    const outbox = new LeadOutbox({ storage, fetch: fn });
    const submitting = outbox.submit(entry());
    const flushing = outbox.flush();
    const flushing2 = outbox.flush();
    await Promise.resolve();
    release(response(201, ANSWER));
    await Promise.all([submitting, flushing, flushing2]);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("sends every queued application oldest first and stops early when offline", async () => {
    const storage = new FakeStorage();
    const a = entry("aaaaaaaa-0000-4000-8000-000000000001", "2030-01-01T10:00:00.000Z");
    const b = entry("bbbbbbbb-0000-4000-8000-000000000002", "2030-01-01T10:05:00.000Z");
    const clock = () => Date.parse("2030-01-02T00:00:00.000Z");
    const queued = new LeadOutbox({
      storage,
      fetch: fakeFetch(new TypeError("offline")).fn,
      now: clock,
    });
    queued.enqueue(a);
    queued.enqueue(b);

    const offline = fakeFetch(new TypeError("offline"));
    const offlineBox = new LeadOutbox({ storage, fetch: offline.fn, now: clock });
    await offlineBox.flush();
    expect(offline.calls).toHaveLength(1);

    const online = fakeFetch(response(201, ANSWER));
    const onlineBox = new LeadOutbox({ storage, fetch: online.fn, now: clock });
    await onlineBox.flush();
    expect(online.calls.map((c) => c.body.client_id)).toEqual([a.client_id, b.client_id]);
    expect(storage.queued()).toEqual([]);
  });

  it("notifies subscribers of each outcome", async () => {
    const storage = new FakeStorage();
    const outbox = new LeadOutbox({ storage, fetch: fakeFetch(response(201, ANSWER)).fn });
    const heard: string[] = [];
    const stop = outbox.subscribe((id, outcome) => heard.push(`${id}:${outcome.kind}`));
    await outbox.submit(entry());
    stop();
    await outbox.submit(entry("cccccccc-0000-4000-8000-000000000003"));
    expect(heard).toEqual([`${entry().client_id}:stored`]);
  });
});

describe("LeadOutbox storage edge cases", () => {
  it("keeps the application in memory when storage refuses it, and still retries it", async () => {
    const storage = new FakeStorage();
    storage.failWrites = true;
    const { fn, calls } = fakeFetch(new TypeError("offline"), response(201, ANSWER));
    const outbox = new LeadOutbox({ storage, fetch: fn });
    const { outcome, persisted } = await outbox.submit(entry());
    expect(persisted).toBe(false);
    expect(outcome.kind).toBe("deferred");
    expect(outbox.size).toBe(1);
    await outbox.flush();
    expect(calls).toHaveLength(2);
    expect(outbox.size).toBe(0);
  });

  it("works without any storage at all", async () => {
    const { fn } = fakeFetch(response(201, ANSWER));
    const outbox = new LeadOutbox({ storage: null, fetch: fn });
    const { outcome, persisted } = await outbox.submit(entry());
    expect(persisted).toBe(false);
    expect(outcome.kind).toBe("stored");
  });

  it("ignores a corrupt queue instead of failing", async () => {
    const storage = new FakeStorage();
    storage.data.set(LEAD_OUTBOX_KEY, "{not json");
    const { fn, calls } = fakeFetch(response(201, ANSWER));
    const outbox = new LeadOutbox({ storage, fetch: fn });
    expect(outbox.entries()).toEqual([]);
    storage.data.set(LEAD_OUTBOX_KEY, JSON.stringify([{ nope: true }, entry()]));
    await outbox.flush();
    expect(calls).toHaveLength(1);
  });

  it("drops undelivered applications older than 30 days", () => {
    const storage = new FakeStorage();
    const now = Date.parse("2030-06-01T00:00:00.000Z");
    const outbox = new LeadOutbox({
      storage,
      fetch: fakeFetch(response(201, ANSWER)).fn,
      now: () => now,
    });
    outbox.enqueue(
      entry(
        "old00000-0000-4000-8000-000000000000",
        new Date(now - MAX_ENTRY_AGE_MS - 1).toISOString(),
      ),
    );
    outbox.enqueue(
      entry("new00000-0000-4000-8000-000000000000", new Date(now - 1000).toISOString()),
    );
    expect(outbox.entries().map((e) => e.client_id)).toEqual([
      "new00000-0000-4000-8000-000000000000",
    ]);
    expect(storage.queued()).toHaveLength(1);
  });

  it("replaces an entry queued twice under the same client_id", () => {
    const storage = new FakeStorage();
    const outbox = new LeadOutbox({ storage, fetch: fakeFetch(response(201, ANSWER)).fn });
    outbox.enqueue(entry());
    outbox.enqueue(entry());
    expect(outbox.size).toBe(1);
  });
});

describe("startRetryLoop", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An outbox on a fresh device whose fetch answers `replies`, with its retry loop started. */
  function looping(options: Parameters<typeof startRetryLoop>[1], ...replies: Reply[]) {
    const { fn, calls } = fakeFetch(...replies);
    const outbox = new LeadOutbox({ storage: new FakeStorage(), fetch: fn });
    return { outbox, calls, stop: startRetryLoop(outbox, options) };
  }

  it("retries on the online event", async () => {
    const events = new EventTarget();
    const { outbox, calls, stop } = looping(
      { events, baseDelayMs: 60_000 },
      new TypeError("offline"),
      response(201, ANSWER),
    );
    await outbox.submit(entry());
    events.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(outbox.size).toBe(0);
    stop();
  });

  it("retries with growing delays while the page is open, and stops once delivered", async () => {
    const { outbox, calls, stop } = looping(
      { events: new EventTarget(), baseDelayMs: 1000, maxDelayMs: 3000 },
      response(503, "busy"),
      response(503, "busy"),
      response(429, { error: "slow down" }),
      response(201, ANSWER),
    );
    await outbox.submit(entry());
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    // Capped at maxDelayMs.
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(4);
    expect(outbox.size).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4);
    stop();
  });

  it("picks up what an earlier visit left queued", async () => {
    const storage = new FakeStorage();
    new LeadOutbox({ storage, fetch: fakeFetch(response(201, ANSWER)).fn }).enqueue(entry());
    const { fn, calls } = fakeFetch(response(500, "oops"), response(201, ANSWER));
    const outbox = new LeadOutbox({ storage, fetch: fn });
    const stop = startRetryLoop(outbox, { events: null, baseDelayMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(2);
    expect(outbox.size).toBe(0);
    stop();
  });

  it("stops listening and timing after stop()", async () => {
    const events = new EventTarget();
    const { outbox, calls, stop } = looping(
      { events, baseDelayMs: 1000 },
      new TypeError("offline"),
    );
    await outbox.submit(entry());
    stop();
    events.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });
});

describe("classifyResponse and newClientId", () => {
  it("reads is_eligible given as a boolean", async () => {
    const outcome = await classifyResponse(response(201, { ...ANSWER, is_eligible: false }));
    expect(outcome).toMatchObject({ kind: "stored", answer: { is_eligible: 0 } });
  });

  it("makes UUIDs the server accepts as client_id", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("LeadOutbox.references (docs/product/borrower-journey.md)", () => {
  it("keeps the reference of each delivered application on the device, newest first", async () => {
    const storage = new FakeStorage();
    const { fn } = fakeFetch(
      response(201, { ...ANSWER, reference: "GS-AAAA1111" }),
      response(201, { ...ANSWER, reference: "GS-BBBB2222" }),
    );
    const outbox = new LeadOutbox({ storage, fetch: fn });
    const first = await outbox.submit(
      entry("a1b2c3d4-0000-4000-8000-000000000001", "2026-11-24T10:00:00Z"),
    );
    expect(first.outcome).toMatchObject({ kind: "stored", answer: { reference: "GS-AAAA1111" } });
    await outbox.submit(entry("a1b2c3d4-0000-4000-8000-000000000002", "2026-11-24T11:00:00Z"));
    expect(outbox.references()).toEqual([
      { reference: "GS-BBBB2222", created_at: "2026-11-24T11:00:00Z" },
      { reference: "GS-AAAA1111", created_at: "2026-11-24T10:00:00Z" },
    ]);
  });

  it("an answer without a reference (an older server) and a refusing storage lose nothing", async () => {
    const storage = new FakeStorage();
    const { fn } = fakeFetch(response(201, ANSWER));
    const outbox = new LeadOutbox({ storage, fetch: fn });
    const { outcome } = await outbox.submit(entry());
    expect(outcome).toMatchObject({ kind: "stored" });
    expect(outbox.references()).toEqual([]);
    storage.data.set("gharsetu:lead-references", "not json");
    expect(outbox.references()).toEqual([]);
  });
});
