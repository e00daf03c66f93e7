import { z } from "zod";
import { DOCUMENT_CODES } from "../../../domain/loan-file/checklist.ts";
import * as files from "../../../domain/loan-file/document-files.ts";
import { createBodySchema, moveBodySchema } from "../../../domain/loan-file/stages.ts";
import { ENQUIRY_NOT_FOUND } from "../../../modules/enquiries/enquiries.server.ts";
import { LOAN_FILE_MESSAGES } from "../../../modules/loan-file/bank-applications.server.ts";
import * as documents from "../../../modules/loan-file/documents.server.ts";
import { bankApplicationSchema } from "../../../modules/loan-file/records.server.ts";
import * as trackView from "../../../modules/loan-file/track-view.server.ts";
import { call, contract, error, invalid, json } from "./contract.ts";

// The loan file (docs/product/loan-file.md): the team proposes banks for a lead and moves each
// bank application through the banks' stages, the borrower decides on a proposed bank; the lead's
// document checklist, uploads, the team's review and the download.

/** An upload's multipart body as the API documents it: text parts and one `file` part. */
const uploadBody = (description: string, parts: z.ZodRawShape = {}) => ({
  required: true,
  description,
  content: {
    "multipart/form-data": {
      schema: z.object({
        ...parts,
        file: z.string().meta({
          format: "binary",
          contentMediaType: "application/octet-stream",
          description: `A PDF, JPEG or PNG, judged by its first bytes; at most ${files.MAX_DOCUMENT_BYTES} bytes.`,
        }),
      }),
      encoding: { file: { contentType: files.DOCUMENT_CONTENT_TYPES.join(", ") } },
    },
  },
});

const LEAD = "/api/eligibility-applications/{id}";
const id = z.number().int().min(1);
const code = z.enum(DOCUMENT_CODES);
const documentPath = { role: "leads", params: z.object({ id, code }) } as const;
const item = documents.checklistItemSchema.meta({ id: "ChecklistItem" });

const uploaded = json(z.object({ id: z.number().int() }), "Stored; the item is `received`.");
const badUpload = `\`${files.DOCUMENT_MESSAGES.type}\`, a body that is not multipart/form-data, no \`file\` part, or a code not in this lead's checklist.`;
const binary = { schema: { type: "string", format: "binary" } } as const;
const tooLarge = invalid(`\`${files.DOCUMENT_MESSAGES.size}\``);
const noCode = error("No such lead, or no such document code.");
const otpRefused = "`otp_verification` missing, expired or for another number";

export const leadBankApplications = contract("Leads", `${LEAD}/bank-applications`, {
  role: "leads",
  notFound: LOAN_FILE_MESSAGES.leadNotFound,
  GET: call("listBankApplications", "A lead's bank applications (staff, admin)", {
    200: json(z.array(bankApplicationSchema), "Oldest first."),
  }),
  POST: call("createBankApplication", "Propose a bank for a lead (staff, admin)", {
    description: "Starts `proposed`; the borrower is told and approves or declines it.",
    rawBody: createBodySchema.meta({ id: "BankApplicationCreate" }),
    201: json(bankApplicationSchema, "Proposed."),
    409: error("The lead already has an application with this bank, or its consent was withdrawn."),
  }),
});

export const bankApplication = contract("Leads", "/api/bank-applications/{id}", {
  role: "leads",
  notFound: LOAN_FILE_MESSAGES.notFound,
  GET: call("getBankApplication", "One bank application (staff, admin)", {
    200: json(bankApplicationSchema, "The application with its history and tranches."),
  }),
  PATCH: call("moveBankApplication", "Move a bank application to its next stage (staff, admin)", {
    description:
      "`{stage, …the fields of that stage}`; the moves and their fields are in docs/product/loan-file.md.",
    rawBody: moveBodySchema.meta({ id: "BankApplicationMove" }),
    200: json(bankApplicationSchema, "Moved; the move is in its history."),
    400: invalid("An unknown stage, or a field of the stage missing or wrong (named in `fields`)."),
    409: error(
      "The stage does not allow this move (`error` lists those it allows), or the same tranche twice.",
    ),
  }),
});

export const trackBankApplication = contract("Leads", "/api/track/bank-applications/{id}", {
  params: z.object({ id }),
  POST: call(
    "decideBankApplication",
    "The borrower approves or declines a proposed bank, or stops sharing with one",
    {
      rawBody: trackView.decisionBodySchema,
      200: json(trackView.borrowerBankApplicationSchema, "Decided, with the amounts."),
      400: invalid(`Unreadable input, or ${otpRefused}.`),
      404: error(`\`${ENQUIRY_NOT_FOUND}\` Or the application is not its.`),
      409: error("The stage does not allow the decision."),
    },
  ),
});

export const leadDocuments = contract("Leads", `${LEAD}/documents`, {
  role: "leads",
  notFound: LOAN_FILE_MESSAGES.leadNotFound,
  GET: call("listLeadDocuments", "A lead's document checklist (staff, admin)", {
    200: json(z.array(item), "In the borrower's order."),
  }),
});

export const leadDocument = contract("Leads", `${LEAD}/documents/{code}`, {
  ...documentPath,
  PATCH: call("reviewLeadDocument", "Verify or reject a document (staff, admin)", {
    rawBody: files.reviewSchema.meta({ id: "DocumentReview" }),
    200: json(item, "Reviewed."),
    400: invalid("A status other than verified/rejected, or no reason to reject."),
    404: noCode,
    409: error("Nothing uploaded for it yet, or the borrower withdrew consent."),
  }),
});

export const leadDocumentFiles = contract("Leads", `${LEAD}/documents/{code}/files`, {
  ...documentPath,
  POST: call("uploadLeadDocument", "Upload a file for a document (staff, admin)", {
    requestBody: uploadBody("One `file` part."),
    201: uploaded,
    400: invalid(badUpload),
    404: noCode,
    409: error("The borrower withdrew consent."),
    413: tooLarge,
  }),
});

export const trackDocumentFiles = contract("Leads", "/api/track/documents/{code}/files", {
  params: z.object({ code }),
  POST: call("uploadTrackDocument", "The borrower uploads a file for a document", {
    description: "The file is stored only once the text parts before it pass.",
    requestBody: uploadBody("Text parts first, then one `file` part.", documents.trackUploadParts),
    201: uploaded,
    400: invalid(`${badUpload} Also ${otpRefused}.`),
    404: error(`\`${ENQUIRY_NOT_FOUND}\` Or no such document code.`),
    413: tooLarge,
  }),
});

export const documentFile = contract("Leads", "/api/documents/{fileId}", {
  role: "leads",
  params: z.object({ fileId: id }),
  GET: call("downloadDocument", "Download a document's file (staff, admin)", {
    description: "Written to the access log. Answered with `Cache-Control: no-store`.",
    200: {
      description: "The file's bytes as an attachment.",
      headers: { "Content-Disposition": { schema: { type: "string" }, description: "attachment" } },
      content: Object.fromEntries(files.DOCUMENT_CONTENT_TYPES.map((t) => [t, binary])),
    },
    404: error("No such file, or it was erased."),
  }),
});
