import type { Generated } from "kysely";
import type { DocumentCode, DocumentStatus } from "../domain/loan-file/checklist.ts";

/**
 * The loan file's documents (migration 013, docs/decisions/027-documents-storage.md): the review
 * state of a lead's checklist item, kept only once something happened to it (no row: pending).
 */
export interface LeadDocumentsTable {
  id: Generated<number>;
  /** The lead (eligibility_applications.id). */
  application_id: number;
  code: DocumentCode;
  status: DocumentStatus;
  /** Why the team rejected it. */
  reason: string | null;
  /** The team member who verified or rejected it. */
  reviewed_by: number | null;
  reviewed_at: string | null;
  updated_at: string;
}

/** One uploaded file; its bytes are stored encrypted under `storage_key` (disk or S3). */
export interface LeadDocumentFilesTable {
  id: Generated<number>;
  application_id: number;
  code: DocumentCode;
  /** The name the uploader's file had, shown in lists and used for the download. */
  original_name: string;
  /** Bytes of the plaintext. */
  size: number;
  /** Judged from the content: application/pdf, image/jpeg or image/png. */
  content_type: string;
  storage_key: string;
  uploaded_by: "borrower" | "staff";
  uploaded_by_user_id: number | null;
  uploaded_at: string;
  /** Set when erasure (withdrawal, retention) removed the bytes. */
  deleted_at: string | null;
}
