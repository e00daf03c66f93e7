import type { Generated } from "kysely";
import type { FunnelCounts } from "../domain/reports/funnel.ts";

/**
 * The funnel report's summary (migration 021, docs/decisions/030-the-funnel-report-summary.md):
 * one row per IST day and first-touch source, refreshed by the job runner.
 */
export interface FunnelDaysTable extends FunnelCounts {
  /** The IST day the enquiries arrived, YYYY-MM-DD. */
  day: string;
  /** The first touch's utm_source; '' for direct (a key column cannot be NULL). */
  source: string;
  /** JSON `[minutes, count, …]`: whole minutes to first response → how many took that long. */
  response_minutes: string;
}

/** How far the refresh got; a single row with id 1, absent until the first full build. */
export interface FunnelRefreshTable {
  id: number;
  /** When the last refresh started reading: changes since then (less a margin) are next. */
  refreshed_at: string;
  /** When the summary was last built from every enquiry. */
  built_at: string;
  /** The highest bank_application_events id the summary has seen. */
  event_id: number;
}

/**
 * The arrival times of deleted enquiries, noted by a trigger (migration 023) so that the next
 * refresh recounts their IST days; the refresh clears the rows it has read.
 */
export interface FunnelRemovedTable {
  id: Generated<number>;
  created_at: string;
}
