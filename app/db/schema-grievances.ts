import type { ColumnType, Generated } from "kysely";
import type { Language } from "../domain/enums.ts";
import type { GrievanceStatus } from "../domain/grievances/schema.ts";

/**
 * Grievances (migration 019, docs/product/borrower-view.md "Grievances"): what a borrower sent the
 * grievance officer, and where it stands on the 30-day clock.
 */
export interface GrievancesTable {
  id: Generated<number>;
  /** `GR-` + 8 Crockford base32 characters (app/domain/reference/reference.ts). */
  reference: string;
  /** The enquiry's reference the sender gave (normalised), or null. */
  enquiry_reference: string | null;
  /** 10 digits. */
  phone: string;
  email: string | null;
  text: string;
  /** The site's language it came from; the acknowledgement is written in it. */
  language: ColumnType<Language, Language | undefined, Language>;
  status: ColumnType<GrievanceStatus, GrievanceStatus | undefined, GrievanceStatus>;
  resolved_at: string | null;
  /** The admin's e-mail who resolved it. */
  resolved_by: string | null;
  consent_at: string;
  consent_notice_version: string;
  /** The browser's id of the form: a retry answers this row (docs/decisions/028-database-outages.md). */
  client_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}
