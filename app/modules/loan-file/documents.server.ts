// The loan file's documents (docs/product/loan-file.md "Documents", ADR 027): a lead's checklist
// with each item's state and files, a new file for an item, the team's review, and a file's bytes
// for the team's download. The bytes go through app/modules/files (encrypted, disk or S3); the
// rows here say what there is. An item without a row is pending.

import { z } from "zod";
import { getDb } from "../../db/db.server.ts";
import type { Language } from "../../domain/enums.ts";
import {
  buildChecklist,
  DOCUMENT_CODES,
  DOCUMENT_STATUSES,
  type DocumentCode,
  type DocumentStatus,
  isDocumentCode,
} from "../../domain/loan-file/checklist.ts";
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MESSAGES,
  type DocumentContentType,
  type DocumentReview,
  parseReview,
} from "../../domain/loan-file/document-files.ts";
import { DOCUMENT_NAMES } from "../../domain/loan-file/notices.ts";
import { verificationTokenSchema } from "../../domain/otp/verification-token.ts";
import { decrypt } from "../files/encryption.server.ts";
import { filesKey } from "../files/files-key.server.ts";
import { fileStore } from "../files/store.server.ts";
import type { StoredUpload } from "../files/upload.server.ts";
import { type Actor, LOAN_FILE_MESSAGES } from "./bank-applications.server.ts";

/** The text parts of the borrower's upload (POST /api/track/documents/{code}/files). */
export const trackUploadParts = {
  reference: z.string().describe("The enquiry's reference."),
  phone: z.string().describe("The mobile number given with it."),
  otp_verification: verificationTokenSchema,
};

export const documentFileSchema = z.object({
  id: z.number().int(),
  name: z.string().describe("The uploaded file's name."),
  size: z.number().int().describe("Bytes."),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES).describe("Judged from the content."),
  uploaded_at: z.iso.datetime(),
  uploaded_by: z.enum(["borrower", "staff"]),
});
export type DocumentFileView = z.output<typeof documentFileSchema>;

export const checklistItemSchema = z.object({
  code: z.enum(DOCUMENT_CODES),
  label: z.string().describe("The document's name as the borrower reads it."),
  status: z.enum(DOCUMENT_STATUSES),
  reason: z.string().nullable().describe("Why the team rejected it."),
  files: z.array(documentFileSchema).describe("Oldest first; erased files are left out."),
});
export type ChecklistItem = z.output<typeof checklistItemSchema>;

export type DocumentFailure = {
  ok: false;
  status: 400 | 404 | 409;
  error: string;
  fields?: Record<string, string>;
};

interface ChecklistLead {
  id: number;
  codes: DocumentCode[];
  withdrawn: boolean;
  userId: number | null;
}

/** The lead and the codes of its checklist, or undefined when there is no such lead. */
export async function checklistLead(leadId: number): Promise<ChecklistLead | undefined> {
  if (!Number.isSafeInteger(leadId) || leadId <= 0) return undefined;
  const lead = await getDb()
    .selectFrom("eligibility_applications")
    .select(["id", "loan_purpose", "applicant_type", "consent_withdrawn_at", "user_id"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return undefined;
  return {
    id: Number(lead.id),
    codes: buildChecklist(lead),
    withdrawn: lead.consent_withdrawn_at !== null,
    userId: lead.user_id === null ? null : Number(lead.user_id),
  };
}

/**
 * Whether a file may be added to, or a review made of, this item: 404 for no lead or an unknown
 * code, 400 for a code this lead's checklist does not hold, 409 once consent is withdrawn.
 */
export function itemRefusal(
  lead: ChecklistLead | undefined,
  code: string | undefined,
  notFound: string = LOAN_FILE_MESSAGES.leadNotFound,
): DocumentFailure | null {
  if (!lead) return { ok: false, status: 404, error: notFound };
  if (!isDocumentCode(code))
    return { ok: false, status: 404, error: DOCUMENT_MESSAGES.unknownCode };
  if (!lead.codes.includes(code)) {
    return { ok: false, status: 400, error: DOCUMENT_MESSAGES.notInChecklist };
  }
  if (lead.withdrawn) return { ok: false, status: 409, error: LOAN_FILE_MESSAGES.withdrawn };
  return null;
}

/** The checklist of a lead in the borrower's order, each item with its live files. */
export async function checklistOf(
  lead: ChecklistLead,
  language: Language = "en",
): Promise<ChecklistItem[]> {
  const db = getDb();
  const [states, files] = await Promise.all([
    db
      .selectFrom("lead_documents")
      .select(["code", "status", "reason"])
      .where("application_id", "=", lead.id)
      .execute(),
    db
      .selectFrom("lead_document_files")
      .select(["id", "code", "original_name", "size", "content_type", "uploaded_at", "uploaded_by"])
      .where("application_id", "=", lead.id)
      .where("deleted_at", "is", null)
      .orderBy("id", "asc")
      .execute(),
  ]);
  return lead.codes.map((code) => {
    const state = states.find((s) => s.code === code);
    return {
      code,
      label: DOCUMENT_NAMES[language][code],
      status: state?.status ?? "pending",
      reason: state?.reason ?? null,
      files: files
        .filter((f) => f.code === code)
        .map((f) => ({
          id: Number(f.id),
          name: f.original_name,
          size: Number(f.size),
          // Only a judged type is ever stored (sniffContentType).
          content_type: f.content_type as DocumentContentType,
          uploaded_at: f.uploaded_at,
          uploaded_by: f.uploaded_by,
        })),
    };
  });
}

/** GET …/documents: the checklist, or undefined for no such lead. */
export async function documentsOfLead(leadId: number): Promise<ChecklistItem[] | undefined> {
  const lead = await checklistLead(leadId);
  return lead ? checklistOf(lead) : undefined;
}

/**
 * A checklist item as the borrower reads it on /track: `reason` and `files` only with a valid
 * `otp_verification` for the enquiry's mobile.
 */
export const borrowerDocumentSchema = checklistItemSchema
  .pick({ code: true, status: true })
  .extend({
    reason: checklistItemSchema.shape.reason.optional(),
    files: z
      .array(
        documentFileSchema.pick({ name: true, size: true, content_type: true, uploaded_at: true }),
      )
      .optional(),
  });
export type BorrowerDocument = z.output<typeof borrowerDocumentSchema>;

export function borrowerDocuments(items: ChecklistItem[], verified: boolean): BorrowerDocument[] {
  return items.map((item) =>
    verified
      ? {
          code: item.code,
          status: item.status,
          reason: item.reason,
          files: item.files.map(({ name, size, content_type, uploaded_at }) => ({
            name,
            size,
            content_type,
            uploaded_at,
          })),
        }
      : { code: item.code, status: item.status },
  );
}

/** POST /api/track's `documents`. */
export async function documentsForTrack(
  leadId: number,
  verified: boolean,
): Promise<BorrowerDocument[]> {
  const lead = await checklistLead(leadId);
  return lead ? borrowerDocuments(await checklistOf(lead), verified) : [];
}

/** Sets an item's state, creating its row the first time. */
async function setState(
  leadId: number,
  code: DocumentCode,
  state: { status: DocumentStatus; reason: string | null; reviewed_by: number | null },
  at: string,
): Promise<void> {
  const values = {
    ...state,
    reviewed_at: state.reviewed_by === null ? null : at,
    updated_at: at,
  };
  await getDb()
    .insertInto("lead_documents")
    .values({ application_id: leadId, code, ...values })
    .onConflict((oc) => oc.columns(["application_id", "code"]).doUpdateSet(values))
    .execute();
}

/**
 * Records a stored upload against the item: the item becomes `received` (again, after a review:
 * a new file needs a new look). Returns the file's id.
 */
export async function addDocumentFile(
  leadId: number,
  code: DocumentCode,
  file: StoredUpload,
  by: { kind: "borrower" } | { kind: "staff"; userId: number },
  now: Date = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const row = await getDb()
    .insertInto("lead_document_files")
    .values({
      application_id: leadId,
      code,
      original_name: file.name,
      size: file.size,
      content_type: file.contentType,
      storage_key: file.key,
      uploaded_by: by.kind,
      uploaded_by_user_id: by.kind === "staff" ? by.userId : null,
      uploaded_at: at,
      deleted_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await setState(leadId, code, { status: "received", reason: null, reviewed_by: null }, at);
  return Number(row.id);
}

export const REVIEW_MESSAGES = {
  nothingToReview: "There is no file to review for this document yet.",
} as const;

/** PATCH …/documents/{code} {status, reason}: the team verifies or rejects an item. */
export async function reviewDocument(
  leadId: number,
  code: string | undefined,
  input: unknown,
  actor: Actor,
  now: Date = new Date(),
): Promise<{ ok: true; item: ChecklistItem } | DocumentFailure> {
  const lead = await checklistLead(leadId);
  const refusal = itemRefusal(lead, code);
  if (refusal || !lead) return refusal as DocumentFailure;
  const parsed = parseReview(input);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error, fields: parsed.fields };
  const item = code as DocumentCode;
  const review: DocumentReview = parsed.data;
  const files = await getDb()
    .selectFrom("lead_document_files")
    .select("id")
    .where("application_id", "=", leadId)
    .where("code", "=", item)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!files) return { ok: false, status: 409, error: REVIEW_MESSAGES.nothingToReview };
  await setState(leadId, item, { ...review, reviewed_by: actor.id }, now.toISOString());
  const list = await checklistOf(lead);
  return { ok: true, item: list.find((i) => i.code === item) as ChecklistItem };
}

export interface DownloadedFile {
  id: number;
  leadId: number;
  code: DocumentCode;
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** A live file's plaintext, checked against its tag; undefined for an unknown or erased id. */
export async function readDocumentFile(fileId: number): Promise<DownloadedFile | undefined> {
  if (!Number.isSafeInteger(fileId) || fileId <= 0) return undefined;
  const row = await getDb()
    .selectFrom("lead_document_files")
    .select(["id", "application_id", "code", "original_name", "content_type", "storage_key"])
    .where("id", "=", fileId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const stored = await fileStore().get(row.storage_key);
  return {
    id: Number(row.id),
    leadId: Number(row.application_id),
    code: row.code,
    name: row.original_name,
    contentType: row.content_type,
    bytes: decrypt(filesKey(), stored),
  };
}

/** /account: the checklist of each of the owner's live enquiries (files named), by lead id. */
export async function documentsOfOwner(userId: number): Promise<Map<number, BorrowerDocument[]>> {
  const leads = await getDb()
    .selectFrom("eligibility_applications")
    .select(["id", "loan_purpose", "applicant_type", "user_id"])
    .where("user_id", "=", userId)
    .where("consent_withdrawn_at", "is", null)
    .execute();
  const byLead = new Map<number, BorrowerDocument[]>();
  for (const lead of leads) {
    const items = await checklistOf({
      id: Number(lead.id),
      codes: buildChecklist(lead),
      withdrawn: false,
      userId,
    });
    byLead.set(Number(lead.id), borrowerDocuments(items, true));
  }
  return byLead;
}
