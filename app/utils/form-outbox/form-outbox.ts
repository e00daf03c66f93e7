// The device outbox for anything a visitor sends us (docs/product/forms.md "After Submit",
// docs/decisions/005-lossless-lead-delivery.md, docs/decisions/028-database-outages.md): a form is
// written to localStorage BEFORE it is posted and removed only once the server has answered that it
// stored it (200/201) or that it can never be stored (400, 409, 413, 415, 422). Network errors,
// timeouts, 5xx (503 while the database is away) and 429 leave it queued; it is retried on
// `online`, on the next page load and with backoff while the page stays open (./retry.ts). Every
// retry reuses the same client_id, which the server de-duplicates, so a retry never stores twice.
//
// One FormOutbox per kind of form (the wizard's lead, a callback request, a contact message, a
// registration), each with its own storage key, endpoint and reader of the server's answer.
// Storage and fetch are injected so that the queue is unit-tested without a browser.

/** A request that has not answered by then is treated as failed; the retry is de-duplicated. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/**
 * Queued forms hold personal data in the browser; after this long an undelivered one is dropped
 * rather than kept on the device indefinitely.
 */
export const MAX_ENTRY_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** At most this many queued forms per kind and browser (oldest dropped first). */
export const MAX_ENTRIES = 20;

export interface OutboxEntry {
  client_id: string;
  payload: Record<string, unknown>;
  /** ISO time the visitor pressed Submit. */
  created_at: string;
}

export type DeliveryOutcome<A> =
  | { kind: "stored"; status: number; created: boolean; answer: A }
  | { kind: "rejected"; status: number; error: string; fields: Record<string, string> }
  | {
      kind: "deferred";
      reason: "offline" | "timeout" | "rate-limited" | "server-error";
      status?: number;
    };

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ResponseLike {
  status: number;
  text(): Promise<string>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;

/** Reads the server's answer to a stored form; null when the body is not ours (a proxy's page). */
export type AnswerReader<A> = (body: unknown) => A | null;

export interface FormOutboxOptions<A> {
  /** null when the browser refuses storage, or the form must not be kept there: memory only. */
  storage: StorageLike | null;
  fetch: FetchLike;
  /** The localStorage key of this kind's queue. */
  key: string;
  endpoint: string;
  readAnswer: AnswerReader<A>;
  /** The message of a refusal whose body carries none. */
  genericRejection: string;
  timeoutMs?: number;
  now?: () => number;
}

export type OutboxListener<A> = (clientId: string, outcome: DeliveryOutcome<A>) => void;

/** Statuses that mean "this exact body will never be accepted": retrying would be pointless. */
const NEVER_ACCEPTED = new Set([400, 409, 413, 415, 422]);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isEntry(value: unknown): value is OutboxEntry {
  return (
    isRecord(value) &&
    typeof value.client_id === "string" &&
    value.client_id !== "" &&
    isRecord(value.payload) &&
    typeof value.created_at === "string"
  );
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns an HTTP answer into what the queue should do with the form. */
export async function classifyAnswer<A>(
  res: ResponseLike,
  readAnswer: AnswerReader<A>,
  genericRejection: string,
): Promise<DeliveryOutcome<A>> {
  const body = parseJson(await res.text().catch(() => ""));
  if (res.status === 200 || res.status === 201) {
    const answer = readAnswer(body);
    // A 200 that is not our answer (a captive portal's login page, a proxy) proves nothing.
    if (!answer) return { kind: "deferred", reason: "server-error", status: res.status };
    return { kind: "stored", status: res.status, created: res.status === 201, answer };
  }
  if (NEVER_ACCEPTED.has(res.status)) {
    const error =
      isRecord(body) && typeof body.error === "string" && body.error
        ? body.error
        : genericRejection;
    const fields: Record<string, string> = {};
    if (isRecord(body) && isRecord(body.fields)) {
      for (const [key, value] of Object.entries(body.fields)) {
        if (typeof value === "string") fields[key] = value;
      }
    }
    return { kind: "rejected", status: res.status, error, fields };
  }
  if (res.status === 429) return { kind: "deferred", reason: "rate-limited", status: 429 };
  return { kind: "deferred", reason: "server-error", status: res.status };
}

export class FormOutbox<A> {
  readonly storage: StorageLike | null;
  readonly key: string;
  readonly #fetch: FetchLike;
  readonly #endpoint: string;
  readonly #readAnswer: AnswerReader<A>;
  readonly #genericRejection: string;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  /** Entries the storage refused (or must not hold); retried while this page lives. */
  readonly #memory = new Map<string, OutboxEntry>();
  /** One request per client_id at a time: a flush never races the submit's own POST. */
  readonly #inFlight = new Map<string, Promise<DeliveryOutcome<A>>>();
  readonly #listeners = new Set<OutboxListener<A>>();
  #flushing: Promise<DeliveryOutcome<A>[]> | null = null;

  constructor(options: FormOutboxOptions<A>) {
    this.storage = options.storage;
    this.key = options.key;
    this.#fetch = options.fetch;
    this.#endpoint = options.endpoint;
    this.#readAnswer = options.readAnswer;
    this.#genericRejection = options.genericRejection;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#now = options.now ?? Date.now;
  }

  #readStored(): OutboxEntry[] {
    if (!this.storage) return [];
    let text: string | null;
    try {
      text = this.storage.getItem(this.key);
    } catch {
      return [];
    }
    if (!text) return [];
    const parsed = parseJson(text);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  }

  /** Writes the queue; false when the browser refused (quota, disabled storage). */
  #writeStored(entries: OutboxEntry[]): boolean {
    if (!this.storage) return false;
    try {
      if (entries.length === 0) this.storage.removeItem(this.key);
      else this.storage.setItem(this.key, JSON.stringify(entries));
      return true;
    } catch {
      return false;
    }
  }

  #isFresh(entry: OutboxEntry): boolean {
    const created = Date.parse(entry.created_at);
    return Number.isNaN(created) || this.#now() - created <= MAX_ENTRY_AGE_MS;
  }

  /** Queued forms, oldest first (stored ones, then those only held in memory). */
  entries(): OutboxEntry[] {
    const stored = this.#readStored();
    const fresh = stored.filter((e) => this.#isFresh(e));
    if (fresh.length !== stored.length) this.#writeStored(fresh);
    const ids = new Set(fresh.map((e) => e.client_id));
    const memoryOnly = [...this.#memory.values()].filter((e) => !ids.has(e.client_id));
    return [...fresh, ...memoryOnly];
  }

  get size(): number {
    return this.entries().length;
  }

  /**
   * Queues a form. Returns whether it is on the device's storage (and so survives a reload); when
   * not, it is still retried while this page is open.
   */
  enqueue(entry: OutboxEntry): { persisted: boolean } {
    const others = this.#readStored().filter((e) => e.client_id !== entry.client_id);
    const next = [...others, entry].slice(-MAX_ENTRIES);
    const persisted = this.#writeStored(next);
    if (persisted) this.#memory.delete(entry.client_id);
    else this.#memory.set(entry.client_id, entry);
    return { persisted };
  }

  remove(clientId: string): void {
    this.#memory.delete(clientId);
    const stored = this.#readStored();
    const next = stored.filter((e) => e.client_id !== clientId);
    if (next.length !== stored.length) this.#writeStored(next);
  }

  subscribe(listener: OutboxListener<A>): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Called once a form is stored, before the listeners: a subclass keeps what it needs. */
  protected onStored(_entry: OutboxEntry, _answer: A): void {}

  /** Posts one queued form (or joins the request already under way for it). */
  send(entry: OutboxEntry): Promise<DeliveryOutcome<A>> {
    const running = this.#inFlight.get(entry.client_id);
    if (running) return running;
    const attempt = this.#post(entry).then((outcome) => {
      this.#inFlight.delete(entry.client_id);
      // Delivered, or refused for good: either way it must not be sent again.
      if (outcome.kind !== "deferred") this.remove(entry.client_id);
      if (outcome.kind === "stored") this.onStored(entry, outcome.answer);
      for (const listener of this.#listeners) {
        try {
          listener(entry.client_id, outcome);
        } catch {
          // A broken listener must not stop delivery bookkeeping.
        }
      }
      return outcome;
    });
    this.#inFlight.set(entry.client_id, attempt);
    return attempt;
  }

  async #post(entry: OutboxEntry): Promise<DeliveryOutcome<A>> {
    const controller = typeof AbortController === "function" ? new AbortController() : null;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller?.abort();
    }, this.#timeoutMs);
    try {
      const res = await this.#fetch(this.#endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...entry.payload, client_id: entry.client_id }),
        credentials: "same-origin",
        signal: controller?.signal,
      });
      return await classifyAnswer(res, this.#readAnswer, this.#genericRejection);
    } catch {
      return { kind: "deferred", reason: timedOut ? "timeout" : "offline" };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Queues then posts: a form's Submit. */
  async submit(entry: OutboxEntry): Promise<{ outcome: DeliveryOutcome<A>; persisted: boolean }> {
    const { persisted } = this.enqueue(entry);
    const outcome = await this.send(entry);
    return { outcome, persisted };
  }

  /**
   * Sends every queued form once, oldest first. Stops at the first "offline": the rest would fail
   * the same way. Concurrent calls share one run.
   */
  flush(): Promise<DeliveryOutcome<A>[]> {
    if (this.#flushing) return this.#flushing;
    const run = (async () => {
      const outcomes: DeliveryOutcome<A>[] = [];
      for (const entry of this.entries()) {
        const outcome = await this.send(entry);
        outcomes.push(outcome);
        if (
          outcome.kind === "deferred" &&
          (outcome.reason === "offline" || outcome.reason === "timeout")
        ) {
          break;
        }
      }
      return outcomes;
    })();
    this.#flushing = run.finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }
}

/** A UUID for client_id; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === "function") {
    try {
      return c.randomUUID();
    } catch {
      // Insecure context (plain http on a LAN address): fall through.
    }
  }
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === "function") c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
