import type { ScheduledJob } from "./scheduler.ts";

/** Every job the app runs on its own (server/scheduler.ts). */
export function scheduledJobs(): ScheduledJob[] {
  return [];
}
