import { singleton } from "./singleton.server.ts";

// The requests this process is answering, so that bulk work can give way to them
// (docs/decisions/040-the-export-on-a-worker.md "Giving way"). The CSV export of a million leads
// keeps a worker, the database's process reading for it and the compression busy for a minute; on a
// machine of two cores every page and lead POST waited beside it. Between two pieces the export
// asks `othersQuiet`, and while another request is being answered it waits (a little), so that
// request has the cores to itself.

interface State {
  inFlight: number;
  /** Requests that are themselves bulk work (an export): not ones to give way to. */
  bulk: number;
  waiting: Set<() => void>;
}

const state = () =>
  singleton<State>("requests-in-flight", () => ({ inFlight: 0, bulk: 0, waiting: new Set() }));

const quiet = (s: State) => s.inFlight <= s.bulk;

function wakeIfQuiet(s: State) {
  if (!quiet(s)) return;
  const waiting = [...s.waiting];
  s.waiting.clear();
  for (const wake of waiting) wake();
}

/** A countdown that runs once, however often it is called (a response both finishes and closes). */
function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

/** A request began; call the answer when it has ended. */
export function requestStarted(): () => void {
  const s = state();
  s.inFlight++;
  return once(() => {
    s.inFlight--;
    wakeIfQuiet(s);
  });
}

/** The calling request is bulk work, for as long as it lasts; call the answer when it ends. */
export function bulkStarted(): () => void {
  const s = state();
  s.bulk++;
  return once(() => {
    s.bulk--;
    wakeIfQuiet(s);
  });
}

/**
 * Resolves when no request but bulk work is being answered, or after `maxWaitMs` whatever happens
 * (a steady stream of requests slows bulk work down; it never stops it).
 */
export function othersQuiet(maxWaitMs: number): Promise<void> {
  const s = state();
  if (quiet(s)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = once(() => {
      clearTimeout(timer);
      s.waiting.delete(done);
      resolve();
    });
    const timer = setTimeout(done, maxWaitMs);
    s.waiting.add(done);
  });
}

/** Requests being answered now (tests). */
export function requestsInFlight(): { inFlight: number; bulk: number } {
  const { inFlight, bulk } = state();
  return { inFlight, bulk };
}
