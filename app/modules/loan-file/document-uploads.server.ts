// The three ways a file reaches a lead's checklist (docs/product/loan-file.md "Documents"): the
// team's upload, the borrower's on /track (and POST /api/track/documents/{code}/files) with the
// mobile verified by OTP, and the signed-in owner's on /account. Each checks who may add what
// before a byte is stored, then streams the file into the encrypted store (app/modules/files).

import type { DocumentCode } from "../../domain/loan-file/checklist.ts";
import { ENQUIRY_NOT_FOUND, findEnquiry, readLookup } from "../enquiries/enquiries.server.ts";
import { receiveUpload, type UploadFailure } from "../files/upload.server.ts";
import { phoneVerifiedBy, unverifiedPhone } from "../otp/verification.server.ts";
import { addDocumentFile, checklistLead, itemRefusal } from "./documents.server.ts";

export type UploadOutcome = { ok: true; id: number; leadId: number } | UploadFailure;

/** POST /api/eligibility-applications/{id}/documents/{code}/files, and the admin page's form. */
export async function uploadAsStaff(
  request: Request,
  leadId: number,
  code: string | undefined,
  userId: number,
): Promise<UploadOutcome> {
  const refusal = itemRefusal(await checklistLead(leadId), code);
  return refusal ?? storeUpload(request, leadId, code, { kind: "staff", userId });
}

/**
 * The borrower's upload with `reference`, `phone` and `otp_verification` parts before the file,
 * judged as their decisions are (borrower-decisions.server.ts): the fields' shape (400), the
 * verification (400 naming otp_verification), then whether reference and mobile belong together
 * (the tracking 404), then the item. Nothing is stored unless all pass.
 */
export async function uploadOnTrack(
  request: Request,
  code: string | undefined,
): Promise<UploadOutcome> {
  return (await uploadOnTrackWithFields(request, code)).outcome;
}

/** The same, with the text parts that came before the file (the /track page looks up again). */
export async function uploadOnTrackWithFields(
  request: Request,
  code: string | undefined,
): Promise<{ outcome: UploadOutcome; fields: Record<string, string> }> {
  let leadId = 0;
  let seen: Record<string, string> = {};
  const result = await receiveUpload(request, async (fields) => {
    seen = fields;
    const read = readLookup(fields);
    if (!read.ok) return { ...read, status: 400 };
    if (!phoneVerifiedBy(read.token, read.phone)) return unverifiedPhone(read.token);
    const found = await findEnquiry(read.reference, read.phone);
    if (found?.kind !== "application") return { ok: false, status: 404, error: ENQUIRY_NOT_FOUND };
    leadId = found.id;
    return itemRefusal(await checklistLead(found.id), code, ENQUIRY_NOT_FOUND);
  });
  if (!result.ok) return { outcome: result, fields: seen };
  const id = await addDocumentFile(leadId, code as DocumentCode, result.file, { kind: "borrower" });
  return { outcome: { ok: true, id, leadId }, fields: result.fields };
}

/** /account: the signed-in owner's upload; their session is the proof, no code needed. */
export async function uploadAsOwner(
  request: Request,
  userId: number,
  leadId: number,
  code: string | undefined,
): Promise<UploadOutcome> {
  const lead = await checklistLead(leadId);
  const owned = lead && lead.userId === userId ? lead : undefined;
  const refusal = itemRefusal(owned, code);
  return refusal ?? storeUpload(request, leadId, code, { kind: "borrower" });
}

/** A signed-in upload (staff or the owner), the item already allowed: only the file part. */
async function storeUpload(
  request: Request,
  leadId: number,
  code: string | undefined,
  by: Parameters<typeof addDocumentFile>[3],
): Promise<UploadOutcome> {
  const result = await receiveUpload(request, async () => null);
  if (!result.ok) return result;
  const id = await addDocumentFile(leadId, code as DocumentCode, result.file, by);
  return { ok: true, id, leadId };
}
