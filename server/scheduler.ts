import { type Kysely, sql } from "kysely";
import { ADVISORY_LOCK_NAMESPACE } from "../app/db/startup-lock.server.ts";
import { noteDatabaseError } from "../app/utils/database-outage.server.ts";
import { log } from "../app/utils/log.server.ts";

/**
 * Work the app does on its own, in the app process: delivering the mail outbox, the daily
 * retention job. Each job runs, waits `everyMs`, runs again; a stop waits for the run in progress
 * (its signal is aborted, so a job stops between units of work, never in the middle of one).
 *
 * With several instances on one PostgreSQL database each run first takes the job's advisory lock
 * (`advisoryJobLock`): one instance runs a job at a time, the others skip that turn and try again
 * after `everyMs`. The lock belongs to a database connection, so when the instance running the
 * job dies its connection closes, the lock goes with it, and another instance's next try takes
 * over (docs/decisions/016).
 */
export interface ScheduledJob {
  name: string;
  /** Pause between the end of one run and the start of the next. */
  everyMs: number;
  run(signal: AbortSignal): Promise<void>;
}

export interface Scheduler {
  /** Aborts the jobs' signal and resolves when no run is in progress. */
  stop(): Promise<void>;
}

/** Makes a run exclusive across instances. */
export interface JobLock {
  /** Runs `work` when this instance gets the job's lock; false (without running) when another holds it. */
  runExclusive(name: string, work: () => Promise<void>): Promise<boolean>;
}

/** The second half of the advisory-lock keys for jobs: apart from the startup lock's. */
const JOB_LOCK_NAMESPACE = ADVISORY_LOCK_NAMESPACE + 1;

/**
 * A PostgreSQL session advisory lock per job name, held on one pooled connection for the length
 * of the run (the job's own queries use other connections). Try-lock, never wait: an instance
 * that finds the job taken has nothing to do this turn.
 */
// biome-ignore lint/suspicious/noExplicitAny: the lock needs no table types
export function advisoryJobLock(db: Kysely<any>): JobLock {
  return {
    runExclusive: (name, work) =>
      db.connection().execute(async (connection) => {
        const { rows } = await sql<{ locked: boolean }>`
          select pg_try_advisory_lock(${JOB_LOCK_NAMESPACE}, hashtext(${name})) as locked`.execute(
          connection,
        );
        if (!rows[0]?.locked) return false;
        try {
          await work();
        } finally {
          await sql`select pg_advisory_unlock(${JOB_LOCK_NAMESPACE}, hashtext(${name}))`
            .execute(connection)
            .catch(() => {});
        }
        return true;
      }),
  };
}

export interface SchedulerOptions {
  /** PostgreSQL with several instances: `advisoryJobLock(db)`. Without one every run goes ahead. */
  lock?: JobLock;
}

export function startScheduler(jobs: ScheduledJob[], options: SchedulerOptions = {}): Scheduler {
  const controller = new AbortController();
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const { lock } = options;

  const runOnce = async (job: ScheduledJob) => {
    if (!lock) return job.run(controller.signal);
    await lock.runExclusive(job.name, () => job.run(controller.signal));
  };

  const schedule = (job: ScheduledJob, delay: number) => {
    if (controller.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = runOnce(job)
        .catch((error) => {
          // The database is away: the outage is logged once (docs/decisions/028-database-outages.md)
          // and the job simply runs again next time.
          if (noteDatabaseError(error)) return;
          log("error", "scheduled job failed", {
            job: job.name,
            error: error instanceof Error ? error.message : String(error),
          });
        })
        .finally(() => {
          running.delete(run);
          schedule(job, job.everyMs);
        });
      running.add(run);
    }, delay);
    timer.unref();
    timers.add(timer);
  };
  for (const job of jobs) schedule(job, 0);

  return {
    async stop() {
      controller.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
