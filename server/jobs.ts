import { backupDue, runBackup } from "../app/modules/backups/backup-job.server.ts";
import { destinationOf } from "../app/modules/backups/destinations.server.ts";
import { backupSettings } from "../app/modules/backups/settings.server.ts";
import { runNoticesJob } from "../app/modules/my-loans/notices.server.ts";
import { purgeOldCodes } from "../app/modules/otp/otp.server.ts";
import { deliverDueMail, markInterruptedSends } from "../app/modules/outbox/outbox.server.ts";
import { deliverDueSms } from "../app/modules/outbox/sms-outbox.server.ts";
import { refreshFunnelSummary } from "../app/modules/reports/funnel-refresh.server.ts";
import { runRetention } from "../app/modules/retention/retention.server.ts";
import { escalateOverdue } from "../app/modules/speed-to-lead/escalation.server.ts";
import { log } from "../app/utils/log.server.ts";
import type { ScheduledJob } from "./scheduler.ts";

function msFromEnv(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Every job the app runs on its own (server/scheduler.ts). */
export function scheduledJobs(): ScheduledJob[] {
  return [
    ...backupJobs(),
    // Issue 12: one-time-code rows older than a day are deleted (ADR 011).
    {
      name: "otp-codes-purge",
      everyMs: 60 * 60_000,
      run: async () => void (await purgeOldCodes()),
    },
    // The mail outbox (docs/product/team.md "Notifications and the outbox"): a row waits at most
    // this long before its first attempt.
    {
      name: "mail-outbox",
      everyMs: msFromEnv("MAIL_POLL_MS", 5_000),
      run: async (signal) => {
        // Runs of this job never overlap (one process; on PostgreSQL the advisory lock across
        // instances), so a row still "sending" when a run starts belongs to a run that died
        // mid-send: it is in doubt and waits for an admin instead of going twice.
        const interrupted = await markInterruptedSends();
        if (interrupted > 0) log("warn", "mail interrupted by a crash", { count: interrupted });
        await deliverDueMail(signal);
        // The borrower's SMS share the outbox and its marker (ADR 026).
        await deliverDueSms(signal);
      },
    },
    // Speed to lead (docs/product/speed-to-lead.md "First response"): enquiries waiting past their
    // first response's due time are escalated once. A due time is to the second; a run every
    // ESCALATION_EVERY_MS (default 30 s) escalates within that of it.
    {
      name: "first-response-escalation",
      everyMs: msFromEnv("ESCALATION_EVERY_MS", 30_000),
      run: async () => {
        const escalated = await escalateOverdue(new Date());
        if (escalated.lead + escalated.callback > 0) log("info", "escalated", { ...escalated });
      },
    },
    // Retention: once a day (and once at start, so a long-stopped app catches up).
    {
      name: "retention",
      everyMs: msFromEnv("RETENTION_EVERY_MS", 86_400_000),
      run: () => runRetention().then(() => undefined),
    },
    // My loan (docs/product/my-loan.md "Told when it matters"): a reset 15 days away, and a new
    // repo rate an instance's own sweep missed, are told within a minute; the notices' unique keys
    // keep each message single however many runs see it.
    {
      name: "my-loan-notices",
      everyMs: msFromEnv("MY_LOAN_NOTICES_MS", 30_000),
      run: (signal) => runNoticesJob(signal),
    },
    // The funnel report's summary (docs/decisions/030-the-funnel-report-summary.md): its figures
    // are at most this long (plus one run) behind the enquiries; the product allows a minute.
    {
      name: "funnel-summary",
      everyMs: msFromEnv("FUNNEL_REFRESH_MS", 30_000),
      run: (signal) => refreshFunnelSummary(new Date(), signal).then(() => undefined),
    },
  ];
}

/**
 * Backups (docs/decisions/039-backups.md): only when a destination is set. The job looks once a
 * minute (or every BACKUP_EVERY_MS when shorter) whether one is due, from the recorded runs, so a
 * restart takes no extra backup; the scheduler's lock keeps it to one instance at a time.
 */
function backupJobs(): ScheduledJob[] {
  const settings = backupSettings();
  if (!destinationOf(settings)) return [];
  return [
    {
      name: "backup",
      everyMs: Math.min(settings.everyMs, 60_000),
      run: async () => {
        if (!(await backupDue(new Date(), settings.everyMs))) return;
        const outcome = await runBackup();
        log("info", "backup taken", {
          where: outcome.where,
          bytes: outcome.bytes,
          ms: outcome.durationMs,
          pruned: outcome.pruned.length,
        });
      },
    },
  ];
}
