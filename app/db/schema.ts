import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { Language } from "../domain/enums.ts";
import type { Stage } from "../domain/loan-file/stages.ts";
import type { BackupRunsTable } from "./schema-backups.ts";
import type {
  BankApplicationEventsTable,
  BankApplicationsTable,
  BankApplicationTranchesTable,
} from "./schema-bank-applications.ts";
import type { LeadCallsTable } from "./schema-calls.ts";
import type { LeadDocumentFilesTable, LeadDocumentsTable } from "./schema-documents.ts";
import type { GrievancesTable } from "./schema-grievances.ts";
import type {
  BenchmarkSweepsTable,
  BenchmarksTable,
  MyLoanNoticesTable,
  SavedLoansTable,
} from "./schema-my-loans.ts";
import type { BankOfferColumns, OfferSnapshotsTable } from "./schema-offers.ts";
import type { FunnelDaysTable, FunnelRefreshTable, FunnelRemovedTable } from "./schema-reports.ts";
import type {
  AvailabilityColumns,
  DuplicateOfColumns,
  FirstResponseColumns,
  SourceColumns,
} from "./schema-speed-to-lead.ts";

/**
 * Column conventions shared by SQLite and PostgreSQL
 * (docs/decisions/002-sqlite-and-postgresql-through-kysely.md): timestamps are ISO-8601 text in UTC,
 * booleans are integers 0/1, lists are JSON text, money is double precision rupees. Keeping to types
 * both engines store alike lets one query code serve both.
 */

/** The banks table's Hindi columns (migration 010): the bank page's text for /hi. */
export interface BankHindiColumns {
  description_hi: string | null;
  purpose_hi: string | null;
  interest_rate_hi: string | null;
  max_loan_hi: string | null;
  tenure_hi: string | null;
  eligibility_hi: string | null;
  payment_charges_hi: string | null;
  processing_fee_hi: string | null;
  /** JSON array of strings, or null */
  pros_hi: string | null;
  /** JSON array of strings, or null */
  cons_hi: string | null;
  /** JSON array of strings, or null */
  documentation_hi: string | null;
}

/** The bank's contact for GharSetu (migration 018): admins only (docs/product/borrower-view.md). */
export interface BankContactColumns {
  notify_email: string | null;
}

export interface BanksTable extends BankHindiColumns, BankContactColumns, BankOfferColumns {
  slug: string;
  name: string;
  logo: string;
  purpose: string;
  interest_rate: string;
  max_loan: string;
  tenure: string;
  eligibility: string;
  payment_charges: string;
  processing_fee: string;
  /** JSON array of strings */
  pros: string;
  /** JSON array of strings */
  cons: string;
  /** JSON array of strings */
  documentation: string;
  calculator_rate: number;
  /**
   * 1 when GharSetu works with the lender (migration 019, docs/product/borrower-view.md "Partners
   * and how we are paid"): listed on /partners; edited by admins.
   */
  partner: ColumnType<number, number | undefined, number>;
  /** Lowest and highest rate, % a year (migration 005, docs/product/calculators.md). */
  rate_min: number;
  rate_max: number;
  /** YYYY-MM-DD: the date the figures were checked */
  as_of: string;
  description: string;
  brand_color: string;
  sort_order: number;
  updated_at: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  bank_slug: string;
  /** lowercase city slug, e.g. "mumbai" */
  city: string;
  name: string;
  builder: string;
  location: string;
  bhk: string;
  price_range: string;
  image: string;
}

export interface SeoRecordsTable {
  /** page key, e.g. "home", "loan-sbi", "eligibility-form" */
  page: string;
  /** public path the record describes, e.g. "/loan/sbi" */
  path: string;
  meta_title: string;
  meta_description: string;
  /** JSON text */
  schema_json: string;
  updated_at: string;
}

export interface UsersTable extends AvailabilityColumns {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string | null;
  surname: string | null;
  dob: string | null;
  mobile: string | null;
  role: string;
  created_at: string;
  /**
   * The browser's id for the form that made this row (migration 015): a retry with the same id
   * answers this row instead of storing another (docs/decisions/028-database-outages.md).
   */
  client_id: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Two-step sign-in (migration 031, docs/decisions/041-two-step-sign-in.md): the authenticator
   * secret encrypted with the app's key, and when a first code proved it.
   */
  mfa_secret: ColumnType<string | null, string | null | undefined, string | null>;
  mfa_enrolled_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  /** sha256 of the random token held in the cookie: a leaked table does not leak live cookies */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  /**
   * `full`, or a team member's session limited to finishing two-step sign-in: `enrol` (set up
   * the authenticator) or `code` (enter its code). Migration 031.
   */
  stage: ColumnType<SessionStage, SessionStage | undefined, SessionStage>;
}

export type SessionStage = "full" | "enrol" | "code";

/** A 30-second step whose code was accepted: the key (user, step) makes a code good once. */
export interface MfaUsedStepsTable {
  user_id: number;
  step: number;
}

/** A recovery code of two-step sign-in, kept hashed and spent once (migration 031). */
export interface MfaRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

export interface EligibilityApplicationsTable
  extends FirstResponseColumns,
    SourceColumns,
    DuplicateOfColumns {
  id: Generated<number>;
  client_id: string;
  user_id: number | null;
  loan_purpose: string | null;
  property_use: string | null;
  found_property: string | null;
  when_to_buy: string | null;
  property_worth: number | null;
  borrow_amount: number | null;
  loan_tenure: number | null;
  applicant_type: string | null;
  relationship_status: string | null;
  second_borrower_relation_status: string | null;
  company_type: string | null;
  company_name: string | null;
  occupation: string | null;
  dependents: number | null;
  postal_code: string | null;
  yearly_income: number | null;
  earn_additional_income: string | null;
  additional_income_amount: number | null;
  receive_rental_income: string | null;
  rental_income_amount: number | null;
  receive_non_taxable_income: string | null;
  non_taxable_income_amount: number | null;
  in_tax_bracket: string | null;
  monthly_living_expenditure: number | null;
  has_other_expenses: string | null;
  other_expenses_amount: number | null;
  has_another_home_loan: string | null;
  another_home_loan_amount: number | null;
  has_personal_loan: string | null;
  personal_loan_amount: number | null;
  has_credit_card_debt: string | null;
  credit_card_debt_amount: number | null;
  has_investment_loan: string | null;
  investment_loan_amount: number | null;
  has_car_lease: string | null;
  car_lease_amount: number | null;
  has_bike_lease: string | null;
  bike_lease_amount: number | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  interest_rate: number;
  is_eligible: number;
  eligibility_message: string;
  calculated_emi: string | null;
  bank_slug: string | null;
  status: string;
  status_updated_at: string | null;
  status_updated_by: string | null;
  consent_at: string;
  consent_notice_version: string;
  created_at: string;
  /**
   * `GS-` + 8 Crockford base32 characters, unique (docs/product/borrower-journey.md "References",
   * migration 002)
   */
  reference: string;
  /** 1 when the lead came with a valid OTP verification for its phone */
  phone_verified: Generated<number>;
  /** set when the borrower withdrew consent: personal fields are erased, the lead closed */
  consent_withdrawn_at: string | null;
  /** The site's language the enquiry came from, "en" or "hi" (migration 011): the mail's too. */
  language: ColumnType<Language, Language | undefined, Language>;
  /** Team work (migration 003): the staff member or admin working the lead. */
  assigned_to: number | null;
  /** YYYY-MM-DD: the next follow-up date (IST day). */
  follow_up_on: string | null;
  /** When retention erased the personal fields. */
  personal_data_erased_at: string | null;
  /**
   * Kept in step with the lead's bank applications by every move (migration 012, ADR 026): the
   * furthest stage (the list's `stage` filter), the standing sanction and the rupees paid out.
   */
  furthest_stage: ColumnType<Stage | null, Stage | null | undefined, Stage | null>;
  sanctioned_amount: ColumnType<number | null, number | null | undefined, number | null>;
  disbursed_amount: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * 1 when the answers allow PMAY-U 2.0's interest subsidy as far as the wizard can tell
   * (migration 026, docs/product/calculators.md "The wizard's hint"), worked out at intake.
   */
  pmay_candidate: Generated<number>;
}

/**
 * Lead counts kept by triggers (migration 004, docs/decisions/017-leads-at-a-million-rows.md):
 * one row per calendar day in India, status and eligibility. Never written by the application.
 */
export interface LeadCountsTable {
  /** YYYY-MM-DD in India (UTC+5:30) of created_at */
  day: string;
  status: string;
  is_eligible: number;
  n: number;
}

/**
 * Leads per (status, assigned or not, follow-up day), kept by triggers (migration 014): the
 * dashboard's open unassigned leads and overdue follow-ups without counting the table.
 */
export interface LeadWorkCountsTable {
  status: string;
  /** 1 when assigned_to is set, 0 when nobody is assigned */
  assigned: number;
  /** follow_up_on, or '' when none */
  follow_up_on: string;
  n: number;
}

export interface LeadEventsTable {
  id: Generated<number>;
  application_id: number;
  status: string;
  actor_email: string;
  created_at: string;
}

export interface ContactMessagesTable extends SourceColumns {
  id: Generated<number>;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string;
  message: string | null;
  consent_at: string;
  consent_notice_version: string;
  read_at: string | null;
  created_at: string;
  reference: string;
  personal_data_erased_at: string | null;
  /**
   * The browser's id for the form that made this row (migration 015): a retry with the same id
   * answers this row instead of storing another (docs/decisions/028-database-outages.md).
   */
  client_id: ColumnType<string | null, string | null | undefined, string | null>;
}

// Issue 12 (docs/product/borrower-journey.md "Callback requests"): callback requests with their
// status history, and one-time codes.
export interface CallbackRequestsTable
  extends FirstResponseColumns,
    SourceColumns,
    DuplicateOfColumns {
  id: Generated<number>;
  reference: string;
  name: string;
  /** 10 digits, Indian mobile */
  phone: string;
  city: string;
  preferred_slot: string;
  bank_slug: string | null;
  phone_verified: Generated<number>;
  status: string;
  status_updated_at: string | null;
  status_updated_by: string | null;
  consent_at: string;
  consent_notice_version: string;
  consent_withdrawn_at: string | null;
  /** The site's language the request came from, "en" or "hi" (migration 011). */
  language: ColumnType<Language, Language | undefined, Language>;
  /** The saved loan "Ask about moving this loan" named (migration 029); null for other requests. */
  saved_loan_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  /** Worked like a lead (migration 008): the team member on it and the next follow-up day. */
  assigned_to: number | null;
  /** YYYY-MM-DD */
  follow_up_on: string | null;
  personal_data_erased_at: string | null;
  /**
   * The browser's id for the form that made this row (migration 015): a retry with the same id
   * answers this row instead of storing another (docs/decisions/028-database-outages.md).
   */
  client_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CallbackEventsTable {
  id: Generated<number>;
  callback_id: number;
  status: string;
  actor_email: string;
  created_at: string;
}

export interface OtpCodesTable {
  id: Generated<number>;
  /** 10 digits, Indian mobile */
  phone: string;
  /** hex HMAC-SHA256 of phone and code under the server's secret: never the code itself */
  code_hash: string;
  wrong_tries: Generated<number>;
  consumed_at: string | null;
  created_at: string;
}

// Team work (docs/product/team.md "Working a lead", migration 003). Notes are keyed by subject kind
// and id, so leads, callback requests and messages share one table and one module.
export interface WorkNotesTable {
  id: Generated<number>;
  subject_type: string;
  subject_id: number;
  author_id: number | null;
  author_email: string;
  text: string;
  created_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  /** "email" or "sms" (migration 012): SMS go through the same outbox as mail. */
  channel: ColumnType<"email" | "sms", "email" | "sms" | undefined, "email" | "sms">;
  dedupe_key: string;
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string;
  /** pending → sending → sent; a failed attempt goes back to pending with last_error. */
  status: string;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  /** The send marker: set before the SMTP conversation, cleared by its outcome. */
  sending_since: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface AccessLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: number | null;
  detail: string | null;
  created_at: string;
}

/** Shared rate-limit counters (migration 006, PostgreSQL only; server/rate-limit-stores.ts). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  reset_at: Date;
}

/**
 * A page's SEO record in a language other than English (migration 009, ADR 022), keyed
 * (page, lang). The path is not stored: it is the English record's with the language's prefix.
 */
export interface SeoTranslationsTable {
  page: string;
  lang: string;
  meta_title: string;
  meta_description: string;
  /** JSON text */
  schema_json: string;
  updated_at: string;
}

export type { BankOfferColumns };

export interface Database {
  banks: BanksTable;
  projects: ProjectsTable;
  seo_records: SeoRecordsTable;
  seo_translations: SeoTranslationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_used_steps: MfaUsedStepsTable;
  eligibility_applications: EligibilityApplicationsTable;
  lead_events: LeadEventsTable;
  lead_counts: LeadCountsTable;
  lead_work_counts: LeadWorkCountsTable;
  contact_messages: ContactMessagesTable;
  callback_requests: CallbackRequestsTable;
  callback_events: CallbackEventsTable;
  otp_codes: OtpCodesTable;
  work_notes: WorkNotesTable;
  mail_outbox: MailOutboxTable;
  bank_applications: BankApplicationsTable;
  bank_application_events: BankApplicationEventsTable;
  bank_application_tranches: BankApplicationTranchesTable;
  lead_documents: LeadDocumentsTable;
  lead_document_files: LeadDocumentFilesTable;
  access_log: AccessLogTable;
  lead_calls: LeadCallsTable;
  rate_limit_hits: RateLimitHitsTable;
  funnel_days: FunnelDaysTable;
  funnel_refresh: FunnelRefreshTable;
  funnel_removed: FunnelRemovedTable;
  grievances: GrievancesTable;
  offer_snapshots: OfferSnapshotsTable;
  benchmarks: BenchmarksTable;
  saved_loans: SavedLoansTable;
  my_loan_notices: MyLoanNoticesTable;
  benchmark_sweeps: BenchmarkSweepsTable;
  backup_runs: BackupRunsTable;
}

export type BankRow = Selectable<BanksTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type SeoRecordRow = Selectable<SeoRecordsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type LeadRow = Selectable<EligibilityApplicationsTable>;
export type NewEligibilityApplication = Insertable<EligibilityApplicationsTable>;
export type EligibilityApplicationUpdate = Updateable<EligibilityApplicationsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type CallbackRequestRow = Selectable<CallbackRequestsTable>;
export type CallbackEventRow = Selectable<CallbackEventsTable>;

export type {
  BankApplicationEventsTable,
  BankApplicationRecord,
  BankApplicationsTable,
  BankApplicationTranchesTable,
} from "./schema-bank-applications.ts";
export type { AvailabilityColumns, DuplicateOfColumns } from "./schema-speed-to-lead.ts";
