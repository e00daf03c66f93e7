import type { EligibilityApplicationRow } from "../../db/schema.ts";

// The admin's lead export (DECISIONS.md 2): RFC 4180 CSV with one header row naming every column.
// Pure code (no database) so it is unit-tested without one.

/**
 * Every column of eligibility_applications, in a reading order (who and when first). The
 * `satisfies` clause below fails to compile when a column is added to the table but not here.
 */
export const CSV_COLUMNS = [
  "id",
  "created_at",
  "status",
  "status_updated_at",
  "status_updated_by",
  "first_name",
  "last_name",
  "email",
  "phone_number",
  "is_eligible",
  "eligibility_message",
  "calculated_emi",
  "interest_rate",
  "bank_slug",
  "loan_purpose",
  "property_use",
  "found_property",
  "when_to_buy",
  "property_worth",
  "borrow_amount",
  "loan_tenure",
  "applicant_type",
  "relationship_status",
  "second_borrower_relation_status",
  "company_type",
  "company_name",
  "occupation",
  "dependents",
  "postal_code",
  "yearly_income",
  "earn_additional_income",
  "additional_income_amount",
  "receive_rental_income",
  "rental_income_amount",
  "receive_non_taxable_income",
  "non_taxable_income_amount",
  "in_tax_bracket",
  "monthly_living_expenditure",
  "has_other_expenses",
  "other_expenses_amount",
  "has_another_home_loan",
  "another_home_loan_amount",
  "has_personal_loan",
  "personal_loan_amount",
  "has_credit_card_debt",
  "credit_card_debt_amount",
  "has_investment_loan",
  "investment_loan_amount",
  "has_car_lease",
  "car_lease_amount",
  "has_bike_lease",
  "bike_lease_amount",
  "consent_at",
  "consent_notice_version",
  "client_id",
  "user_id",
] as const satisfies readonly (keyof EligibilityApplicationRow)[];

// Compile-time check that no column of the table is missing from the export.
type MissingColumns = Exclude<keyof EligibilityApplicationRow, (typeof CSV_COLUMNS)[number]>;
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

/** The rows as CSV text: header row, then one line per row, CRLF line ends (RFC 4180). */
export function applicationsToCsv(
  rows: readonly Partial<Record<(typeof CSV_COLUMNS)[number], unknown>>[],
): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const row of rows) lines.push(CSV_COLUMNS.map((column) => csvField(row[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
