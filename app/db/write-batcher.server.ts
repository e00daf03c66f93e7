/**
 * Group commit for one kind of write: the items that arrive in one turn of the event loop, or
 * while a write is in flight, go out together in one write. There is no timer and no waiting for
 * a batch to fill: a lone item is written at the end of the turn it arrived in (setImmediate);
 * under load, 50 concurrent leads become a handful of multi-row INSERTs instead of 50 statements
 * (docs/decisions/007-lead-write-batching.md). The end of the turn matters for SQLite, whose
 * driver is synchronous: nothing else arrives while it writes.
 *
 * Each caller's promise settles only after the write that carried its item has finished, so an
 * answer still means "stored". When a batch fails, its items are written again one by one: one
 * bad item must not cost the others their write, and each caller gets its own outcome.
 */
export interface WriteBatcher<T, R> {
  write(item: T): Promise<R>;
  /** Items waiting or being written. */
  readonly pending: number;
}

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export function createWriteBatcher<T, R>(
  /** Writes the items and returns one result per item, in the same order. */
  writeMany: (items: T[]) => Promise<R[]>,
  { maxBatch = 50 }: { maxBatch?: number } = {},
): WriteBatcher<T, R> {
  let queue: Waiting<T, R>[] = [];
  let inFlight = 0;
  let draining = false;
  let scheduled = false;

  async function writeOneByOne(batch: Waiting<T, R>[]) {
    for (const waiting of batch) {
      try {
        const [result] = await writeMany([waiting.item]);
        waiting.resolve(result as R);
      } catch (error) {
        waiting.reject(error);
      }
    }
  }

  async function drain() {
    draining = true;
    try {
      while (queue.length > 0) {
        const batch = queue.length <= maxBatch ? queue : queue.slice(0, maxBatch);
        queue = queue.length <= maxBatch ? [] : queue.slice(maxBatch);
        inFlight = batch.length;
        let results: R[];
        try {
          results = await writeMany(batch.map((waiting) => waiting.item));
        } catch (error) {
          if (batch.length === 1) batch[0].reject(error);
          else await writeOneByOne(batch);
          continue;
        } finally {
          inFlight = 0;
        }
        if (results.length !== batch.length) {
          // A bug in writeMany, not a failed write: the items may be stored, so they are not
          // written again; every caller hears of it.
          const error = new Error(`${batch.length} writes returned ${results.length} results`);
          for (const waiting of batch) waiting.reject(error);
          continue;
        }
        for (let i = 0; i < batch.length; i++) batch[i].resolve(results[i]);
      }
    } finally {
      draining = false;
    }
  }

  return {
    write(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!draining && !scheduled) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            void drain();
          });
        }
      });
    },
    get pending() {
      return queue.length + inFlight;
    },
  };
}
