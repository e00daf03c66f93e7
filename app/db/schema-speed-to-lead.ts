import type { ColumnType } from "kysely";

/** A column rows from before the migration lack: optional on insert, null when absent. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * The first-response clock (migration 016, docs/product/speed-to-lead.md "First response") on
 * leads and callback requests. ISO-8601 UTC text, like every timestamp.
 */
export interface FirstResponseColumns {
  /** When the first response is due, counted in business hours from arrival. */
  first_response_due_at: Optional<string>;
  /** The first note or status change from new: "contacted" in the funnel report. */
  first_response_at: Optional<string>;
  /** When it was escalated for waiting past its due time; set once. */
  escalated_at: Optional<string>;
}

/**
 * Where an enquiry came from (migration 016, docs/product/speed-to-lead.md "Where leads come
 * from") on leads, callback requests and contact messages.
 */
export interface SourceColumns {
  /** The first touch as JSON text: utm_source … utm_content, referrer host, landing path. */
  first_touch: Optional<string>;
  /** The last touch as JSON text, in the same shape. */
  last_touch: Optional<string>;
  /** The first touch's utm_source, kept apart so the funnel report groups by it; null: direct. */
  first_source: Optional<string>;
}

/** A team member's place in the rotation (migration 017, docs/decisions/031-taking-the-turn.md). */
export interface AvailabilityColumns {
  /**
   * Speed to lead (migration 017, docs/product/speed-to-lead.md): 1 when the user takes new
   * enquiries now; everyone starts away (0).
   */
  available: ColumnType<number, number | undefined, number>;
  /** JSON list of the languages they speak ("en", "hi"); Hindi enquiries go to "hi" first. */
  languages: ColumnType<string, string | undefined, string>;
  /** The rotation's counter at their last assignment of any kind; null: never assigned. */
  last_assigned_turn: ColumnType<number | null, number | null | undefined, number | null>;
  last_assigned_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A returning borrower's later enquiry names the earliest open one with the same mobile
 * (migration 017, docs/product/speed-to-lead.md "Returning borrowers"); both null otherwise.
 */
export interface DuplicateOfColumns {
  duplicate_of_type: ColumnType<
    "lead" | "callback" | null,
    "lead" | "callback" | null | undefined,
    "lead" | "callback" | null
  >;
  duplicate_of_id: ColumnType<number | null, number | null | undefined, number | null>;
}
