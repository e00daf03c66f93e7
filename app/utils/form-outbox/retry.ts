// Retries a device outbox while the page is open (./form-outbox.ts): on `online` and with
// exponential backoff (5 s, 10 s, 20 s … 5 min) while anything is queued.

export interface RetryOptions {
  /** Where `online` is heard: window in the browser, an EventTarget in tests. */
  events: EventTarget | null;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export const RETRY_BASE_DELAY_MS = 5_000;
export const RETRY_MAX_DELAY_MS = 5 * 60_000;

/** What the loop needs of an outbox: any FormOutbox, whatever its answer. */
export interface Retryable {
  readonly size: number;
  flush(): Promise<unknown>;
  subscribe(listener: (clientId: string, outcome: { kind: string }) => void): () => void;
}

/** Starts the loop; returns a stop function. */
export function startRetryLoop(outbox: Retryable, options: RetryOptions): () => void {
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

/**
 * A reference-counted retry loop for one browser outbox, so several components (the root layout,
 * the wizard, a form) may start it; it stops when the last of them stops it.
 */
export function sharedRetry(outbox: () => Retryable | null): () => () => void {
  let users = 0;
  let stop: (() => void) | null = null;
  return () => {
    const box = outbox();
    if (!box || typeof window === "undefined") return () => {};
    users++;
    stop ??= startRetryLoop(box, { events: window });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      users--;
      if (users === 0) {
        stop?.();
        stop = null;
      }
    };
  };
}

/** The browser's localStorage when it accepts writes; null otherwise (private mode, full quota). */
export function browserStorage(probeKey: string): Storage | null {
  try {
    const storage = window.localStorage;
    // Some browsers expose localStorage but throw on write (Safari private mode, full quota).
    const probe = `${probeKey}:probe`;
    storage.setItem(probe, "1");
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
