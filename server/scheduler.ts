import { log } from "./log.ts";

/**
 * Work the app does on its own, in the app process: delivering the mail outbox, the daily
 * retention job. Each job runs, waits `everyMs`, runs again; a stop waits for the run in progress
 * (its signal is aborted, so a job stops between units of work, never in the middle of one).
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

export function startScheduler(jobs: ScheduledJob[]): Scheduler {
  const controller = new AbortController();
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();

  const schedule = (job: ScheduledJob, delay: number) => {
    if (controller.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run(controller.signal)
        .catch((error) =>
          log("error", "scheduled job failed", {
            job: job.name,
            error: error instanceof Error ? error.message : String(error),
          }),
        )
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
