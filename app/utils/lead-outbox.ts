// Lossless delivery of eligibility applications (docs/product/forms.md "After Submit"): an
// application is written to localStorage BEFORE it is posted and removed only once the server has
// answered that it stored it (200/201) or that it can never be stored (400). Network errors,
// timeouts, 5xx and 429 leave it queued; it is retried on `online`, on the next page load that
// mounts the wizard, and with backoff while the page stays open. Every retry reuses the same
// client_id, which the server de-duplicates, so a retry can never create a second lead.
//
// Storage and fetch are injected so that the queue is unit-tested without a browser.

export const LEAD_OUTBOX_KEY = "gharsetu:lead-outbox";
export const LEAD_ENDPOINT = "/api/eligibility-applications";
export const LEAD_REFERENCES_KEY = "gharsetu:lead-references";
/** A request that has not answered by then is treated as failed; the retry is de-duplicated. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/**
 * Queued applications hold personal data in the browser; after this long an undelivered one is
 * dropped rather than kept on the device indefinitely.
 */
export const MAX_ENTRY_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** At most this many queued applications per browser (oldest dropped first). */
export const MAX_ENTRIES = 20;

export interface OutboxEntry {
  client_id: string;
  payload: Record<string, unknown>;
  /** ISO time the user pressed Submit. */
  created_at: string;
}

/** The server's answer to a stored (or already stored) application. */
export interface ApplicationAnswer {
  id: number;
  /**
   * GS-XXXXXXXX (docs/product/borrower-journey.md "References"); absent only from a server older
   * than issue 12.
   */
  reference?: string;
  is_eligible: number;
  eligibility_message: string;
  calculated_emi: string | null;
}

export type DeliveryOutcome =
  | { kind: "stored"; status: number; created: boolean; answer: ApplicationAnswer }
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

export interface LeadOutboxOptions {
  /** null when the browser refuses storage (private mode, disabled): the queue lives in memory. */
  storage: StorageLike | null;
  fetch: FetchLike;
  endpoint?: string;
  timeoutMs?: number;
  now?: () => number;
}

export type OutboxListener = (clientId: string, outcome: DeliveryOutcome) => void;

export const GENERIC_REJECTION =
  "Your application could not be accepted. Please check your answers.";

/** Statuses that mean "this exact body will never be accepted": retrying would be pointless. */
const NEVER_ACCEPTED = new Set([400, 409, 413, 415, 422]);

function isRecord(value: unknown): value is Record<string, unknown> {
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

function readAnswer(body: unknown): ApplicationAnswer | null {
  if (!isRecord(body)) return null;
  const { id, is_eligible, eligibility_message, calculated_emi, reference } = body;
  if (typeof id !== "number" || typeof eligibility_message !== "string") return null;
  if (typeof is_eligible !== "number" && typeof is_eligible !== "boolean") return null;
  if (
    calculated_emi !== null &&
    calculated_emi !== undefined &&
    typeof calculated_emi !== "string"
  ) {
    return null;
  }
  return {
    id,
    is_eligible: Number(is_eligible),
    eligibility_message,
    calculated_emi: typeof calculated_emi === "string" ? calculated_emi : null,
    ...(typeof reference === "string" ? { reference } : {}),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns an HTTP answer into what the queue should do with the application. */
export async function classifyResponse(res: ResponseLike): Promise<DeliveryOutcome> {
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
        : GENERIC_REJECTION;
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

export class LeadOutbox {
  readonly #storage: StorageLike | null;
  readonly #fetch: FetchLike;
  readonly #endpoint: string;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  /** Entries the storage refused; retried while this page lives. */
  readonly #memory = new Map<string, OutboxEntry>();
  /** One request per client_id at a time: a flush never races the submit's own POST. */
  readonly #inFlight = new Map<string, Promise<DeliveryOutcome>>();
  readonly #listeners = new Set<OutboxListener>();
  #flushing: Promise<DeliveryOutcome[]> | null = null;

  constructor(options: LeadOutboxOptions) {
    this.#storage = options.storage;
    this.#fetch = options.fetch;
    this.#endpoint = options.endpoint ?? LEAD_ENDPOINT;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#now = options.now ?? Date.now;
  }

  #readStored(): OutboxEntry[] {
    if (!this.#storage) return [];
    let text: string | null;
    try {
      text = this.#storage.getItem(LEAD_OUTBOX_KEY);
    } catch {
      return [];
    }
    if (!text) return [];
    const parsed = parseJson(text);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  }

  /** Writes the queue; false when the browser refused (quota, disabled storage). */
  #writeStored(entries: OutboxEntry[]): boolean {
    if (!this.#storage) return false;
    try {
      if (entries.length === 0) this.#storage.removeItem(LEAD_OUTBOX_KEY);
      else this.#storage.setItem(LEAD_OUTBOX_KEY, JSON.stringify(entries));
      return true;
    } catch {
      return false;
    }
  }

  #isFresh(entry: OutboxEntry): boolean {
    const created = Date.parse(entry.created_at);
    return Number.isNaN(created) || this.#now() - created <= MAX_ENTRY_AGE_MS;
  }

  /** Queued applications, oldest first (stored ones, then those only held in memory). */
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
   * Queues an application. Returns whether it is on the device's storage (and so survives a
   * reload); when not, it is still retried while this page is open.
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

  subscribe(listener: OutboxListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /**
   * The references of applications this device delivered, newest first (at most MAX_ENTRIES):
   * a borrower who closed the result can still find what to quote or track
   * (docs/product/borrower-journey.md).
   */
  references(): { reference: string; created_at: string }[] {
    let raw: string | null | undefined;
    try {
      raw = this.#storage?.getItem(LEAD_REFERENCES_KEY);
    } catch {
      return [];
    }
    const list = raw ? parseJson(raw) : null;
    if (!Array.isArray(list)) return [];
    return list.filter(
      (item): item is { reference: string; created_at: string } =>
        isRecord(item) && typeof item.reference === "string" && typeof item.created_at === "string",
    );
  }

  #rememberReference(reference: string, createdAt: string): void {
    try {
      const rest = this.references().filter((item) => item.reference !== reference);
      const list = [{ reference, created_at: createdAt }, ...rest].slice(0, MAX_ENTRIES);
      this.#storage?.setItem(LEAD_REFERENCES_KEY, JSON.stringify(list));
    } catch {
      // A full or refusing storage costs only the reminder, never the delivery.
    }
  }

  /** Posts one queued application (or joins the request already under way for it). */
  send(entry: OutboxEntry): Promise<DeliveryOutcome> {
    const running = this.#inFlight.get(entry.client_id);
    if (running) return running;
    const attempt = this.#post(entry).then((outcome) => {
      this.#inFlight.delete(entry.client_id);
      // Delivered, or refused for good: either way it must not be sent again.
      if (outcome.kind !== "deferred") this.remove(entry.client_id);
      if (outcome.kind === "stored" && outcome.answer.reference) {
        this.#rememberReference(outcome.answer.reference, entry.created_at);
      }
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

  async #post(entry: OutboxEntry): Promise<DeliveryOutcome> {
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
      return await classifyResponse(res);
    } catch {
      return { kind: "deferred", reason: timedOut ? "timeout" : "offline" };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Queues then posts: the wizard's Submit. */
  async submit(entry: OutboxEntry): Promise<{ outcome: DeliveryOutcome; persisted: boolean }> {
    const { persisted } = this.enqueue(entry);
    const outcome = await this.send(entry);
    return { outcome, persisted };
  }

  /**
   * Sends every queued application once, oldest first. Stops at the first "offline": the rest
   * would fail the same way. Concurrent calls share one run.
   */
  flush(): Promise<DeliveryOutcome[]> {
    if (this.#flushing) return this.#flushing;
    const run = (async () => {
      const outcomes: DeliveryOutcome[] = [];
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

// ---------------------------------------------------------------------------------------------
// Retries while the page is open

export interface RetryOptions {
  /** Where `online` is heard: window in the browser, an EventTarget in tests. */
  events: EventTarget | null;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export const RETRY_BASE_DELAY_MS = 5_000;
export const RETRY_MAX_DELAY_MS = 5 * 60_000;

/**
 * Retries the queue on `online` and with exponential backoff (5 s, 10 s, 20 s … 5 min) while
 * anything is queued. Returns a stop function.
 */
export function startRetryLoop(outbox: LeadOutbox, options: RetryOptions): () => void {
  const base = options.baseDelayMs ?? RETRY_BASE_DELAY_MS;
  const max = options.maxDelayMs ?? RETRY_MAX_DELAY_MS;
  let delay = base;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    if (stopped || timer !== null) return;
    if (outbox.size === 0) {
      delay = base;
      return;
    }
    timer = setTimeout(() => {
      timer = null;
      delay = Math.min(delay * 2, max);
      void run();
    }, delay);
  };
  const run = async () => {
    if (stopped) return;
    await outbox.flush();
    schedule();
  };
  const onOnline = () => {
    clear();
    delay = base;
    void run();
  };
  // A submit that could not be sent starts the backoff; a delivery that empties the queue ends it.
  const unsubscribe = outbox.subscribe((_id, outcome) => {
    if (outcome.kind === "deferred") schedule();
    else if (outbox.size === 0) {
      clear();
      delay = base;
    }
  });
  options.events?.addEventListener("online", onOnline);
  schedule();

  return () => {
    stopped = true;
    clear();
    unsubscribe();
    options.events?.removeEventListener("online", onOnline);
  };
}

// ---------------------------------------------------------------------------------------------
// The browser's single queue

let browserOutbox: LeadOutbox | null = null;
let retryUsers = 0;
let stopBrowserRetry: (() => void) | null = null;

function browserStorage(): StorageLike | null {
  try {
    const storage = window.localStorage;
    // Some browsers expose localStorage but throw on write (Safari private mode, full quota).
    const probe = `${LEAD_OUTBOX_KEY}:probe`;
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** The page's queue over localStorage and fetch; null on the server. */
export function getLeadOutbox(): LeadOutbox | null {
  if (typeof window === "undefined") return null;
  browserOutbox ??= new LeadOutbox({
    storage: browserStorage(),
    fetch: (url, init) => window.fetch(url, init),
  });
  return browserOutbox;
}

/**
 * Sends whatever an earlier visit left queued. Safe to call from any page and any number of
 * times (concurrent calls share one run); does nothing on the server or when the queue is empty.
 */
export async function flushLeadOutbox(): Promise<DeliveryOutcome[]> {
  const outbox = getLeadOutbox();
  if (!outbox || outbox.size === 0) return [];
  return outbox.flush();
}

/**
 * Starts the page's retry loop (`online` + backoff). Reference-counted, so the wizard and the
 * root layout may both start it; the loop stops when the last user stops it.
 */
export function startLeadOutboxRetry(): () => void {
  const outbox = getLeadOutbox();
  if (!outbox) return () => {};
  retryUsers++;
  stopBrowserRetry ??= startRetryLoop(outbox, { events: window });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    retryUsers--;
    if (retryUsers === 0) {
      stopBrowserRetry?.();
      stopBrowserRetry = null;
    }
  };
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
