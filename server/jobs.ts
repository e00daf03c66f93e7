import { purgeOldCodes } from "../app/modules/otp/otp.server.ts";
import type { ScheduledJob } from "./scheduler.ts";

/** Every job the app runs on its own (server/scheduler.ts). */
export function scheduledJobs(): ScheduledJob[] {
  return [
    // Issue 12: one-time-code rows older than a day are deleted (ADR 011).
    {
      name: "otp-codes-purge",
      everyMs: 60 * 60_000,
      run: async () => void (await purgeOldCodes()),
    },
  ];
}
