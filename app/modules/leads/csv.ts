import type { LeadRow } from "../../db/schema.ts";
import { ELIGIBILITY_FIELDS, type EligibilityField } from "../../domain/eligibility/fields.ts";

// The admin's lead export (docs/product/http-api.md "The lead list"): RFC 4180 CSV with one header
// row naming every column. Pure code (no database) so it is unit-tested without one.

/**
 * Every column of eligibility_applications, in a reading order (who and when first). The
 * `satisfies` clause below fails to compile when a column is added to the table but not here.
 */
const CONTACT_FIELDS = ["first_name", "last_name", "email", "phone_number"] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
const isContactField = (field: string): field is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(field);

type ExportedColumn =
  | "id"
  | "reference"
  | "phone_verified"
  | "consent_withdrawn_at"
  | "created_at"
  | "status"
  | "status_updated_at"
  | "status_updated_by"
  | "is_eligible"
  | "eligibility_message"
  | "calculated_emi"
  | "interest_rate"
  | "bank_slug"
  | "language"
  | "furthest_stage"
  | "sanctioned_amount"
  | "disbursed_amount"
  | "pmay_candidate"
  | EligibilityField
  | "consent_at"
  | "consent_notice_version"
  | "client_id"
  | "user_id"
  | "assigned_to"
  | "follow_up_on"
  | "personal_data_erased_at"
  | "first_response_due_at"
  | "first_response_at"
  | "escalated_at"
  | "first_touch"
  | "last_touch"
  | "first_source"
  | "duplicate_of_type"
  | "duplicate_of_id";

export const CSV_COLUMNS: readonly ExportedColumn[] = [
  "id",
  "reference",
  "created_at",
  "status",
  "status_updated_at",
  "status_updated_by",
  ...CONTACT_FIELDS,
  "phone_verified",
  "is_eligible",
  "eligibility_message",
  "calculated_emi",
  "interest_rate",
  "bank_slug",
  "language",
  // The loan file (ADR 026): where the lead stands with the banks, the sanction, the rupees paid.
  "furthest_stage",
  "sanctioned_amount",
  "disbursed_amount",
  // docs/product/calculators.md "The wizard's hint": true or false, as the API answers it.
  "pmay_candidate",
  // The applicant's answers, in the wizard's order (docs/product/forms.md "The eligibility
  // application"), from the one list the domain keeps.
  ...ELIGIBILITY_FIELDS.filter(
    (field): field is Exclude<EligibilityField, ContactField> => !isContactField(field),
  ),
  "consent_at",
  "consent_notice_version",
  "consent_withdrawn_at",
  "client_id",
  "user_id",
  "assigned_to",
  "follow_up_on",
  "personal_data_erased_at",
  // Speed to lead (docs/product/speed-to-lead.md): the clock and where the lead came from.
  "first_response_due_at",
  "first_response_at",
  "escalated_at",
  "first_touch",
  "last_touch",
  "first_source",
  "duplicate_of_type",
  "duplicate_of_id",
];

// Compile-time check that no column of the table is missing from the export.
type MissingColumns = Exclude<keyof LeadRow, ExportedColumn>;
const _allColumnsExported: [MissingColumns] extends [never] ? true : MissingColumns = true;
void _allColumnsExported;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / CR before one) as a formula:
 * a lead named `=HYPERLINK(…)` must not become a link in the admin's Excel. A leading apostrophe
 * makes it text (OWASP "CSV injection").
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = neutraliseFormula(typeof value === "string" ? value : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type CsvRow = Partial<Record<(typeof CSV_COLUMNS)[number], unknown>>;

/** The header row, CRLF-terminated. */
export function csvHeader(): string {
  return `${CSV_COLUMNS.join(",")}\r\n`;
}

/** Columns stored as 0 or 1 that the API answers as true or false: the CSV says the same. */
const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set(["pmay_candidate"]);

function cell(row: CsvRow, column: (typeof CSV_COLUMNS)[number]): unknown {
  const value = row[column];
  if (!BOOLEAN_COLUMNS.has(column) || value === null || value === undefined) return value;
  return Number(value) === 1 || value === true ? "true" : "false";
}

/** One row as a CSV line, CRLF-terminated (RFC 4180). */
export function csvLine(row: CsvRow): string {
  return `${CSV_COLUMNS.map((column) => csvField(cell(row, column))).join(",")}\r\n`;
}

/** The rows as CSV text: header row, then one line per row, CRLF line ends (RFC 4180). */
export function applicationsToCsv(rows: readonly CsvRow[]): string {
  return csvHeader() + rows.map(csvLine).join("");
}
