import { z } from "zod";
import { DOCUMENT_CODES, DOCUMENT_STATUSES } from "../../domain/loan-file/checklist.ts";
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  reviewSchema,
} from "../../domain/loan-file/document-files.ts";
import type { PathItems, Schema } from "./openapi-helpers.ts";
import { fromZod, idParameter, json, operation, ref } from "./openapi-helpers.ts";

// OpenAPI 3.1 for the loan file's documents (docs/product/loan-file.md "Documents"): the lead's
// checklist, uploads (multipart/form-data, one `file` part, judged by content, at most 10 MiB),
// the team's review and the download.

const code = z.enum(DOCUMENT_CODES);
const status = z.enum(DOCUMENT_STATUSES);

export const documentFileSchema = z.object({
  id: z.number().int(),
  name: z.string().describe("The uploaded file's name."),
  size: z.number().int().describe("Bytes."),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES).describe("Judged from the content."),
  uploaded_at: z.iso.datetime(),
  uploaded_by: z.enum(["borrower", "staff"]),
});

export const checklistItemSchema = z.object({
  code,
  label: z.string().describe("The document's name as the borrower reads it."),
  status,
  reason: z.string().nullable().describe("Why the team rejected it."),
  files: z.array(documentFileSchema).describe("Oldest first; erased files are left out."),
});

export const borrowerDocumentSchema = z.object({
  code,
  status,
  reason: z.string().nullable().optional(),
  files: z
    .array(
      documentFileSchema.pick({ name: true, size: true, content_type: true, uploaded_at: true }),
    )
    .optional(),
});

const fileBinary = {
  type: "string",
  format: "binary",
  contentMediaType: "application/octet-stream",
  description: `A PDF, JPEG or PNG, judged by its first bytes (not its name or declared type); at most ${MAX_DOCUMENT_BYTES} bytes (10 MiB).`,
};

const multipart = (
  properties: Record<string, Schema>,
  required: string[],
  description: string,
) => ({
  required: true,
  description,
  content: {
    "multipart/form-data": {
      schema: { type: "object", required, properties },
      encoding: { file: { contentType: DOCUMENT_CONTENT_TYPES.join(", ") } },
    },
  },
});

export const schemas: Record<string, Schema> = {
  DocumentFile: fromZod(documentFileSchema),
  ChecklistItem: fromZod(checklistItemSchema),
  BorrowerDocument: {
    ...fromZod(borrowerDocumentSchema),
    description:
      "A checklist item as the borrower sees it: `reason` and `files` only with a valid " +
      "`otp_verification` for the enquiry's mobile.",
  },
  DocumentReview: {
    ...fromZod(reviewSchema, "input"),
    description: "`verified`, or `rejected` with a `reason` (required to reject).",
  },
};

const created = json(
  { type: "object", required: ["id"], properties: { id: { type: "integer" } } },
  "Stored (encrypted); the item is `received`.",
);
const uploadErrors = {
  400: json(
    ref("ValidationError"),
    `\`${DOCUMENT_MESSAGES.type}\` (the content is not a PDF, JPEG or PNG), a body that is not ` +
      "multipart/form-data, a missing `file` part, or a code not in this lead's checklist.",
  ),
  // From the route, naming the `file` field; from the server before the route runs when the
  // declared length is already over, without it (server/security.ts).
  413: json(ref("ValidationError"), `\`${DOCUMENT_MESSAGES.size}\` (over 10,485,760 bytes).`),
};
const leadParameters = [
  idParameter(),
  { name: "code", in: "path", required: true, schema: { enum: [...DOCUMENT_CODES] } },
];

export const paths: PathItems = {
  "/api/eligibility-applications/{id}/documents": {
    parameters: leadParameters.slice(0, 1),
    get: operation("Leads", {
      summary: "A lead's document checklist (staff, admin)",
      operationId: "listLeadDocuments",
      access: "role",
      responses: {
        200: json({ type: "array", items: ref("ChecklistItem") }, "In the borrower's order."),
      },
      errors: [404],
    }),
  },
  "/api/eligibility-applications/{id}/documents/{code}": {
    parameters: leadParameters,
    patch: operation("Leads", {
      summary: "Verify or reject a document (staff, admin)",
      operationId: "reviewLeadDocument",
      access: "role",
      body: ref("DocumentReview"),
      responses: {
        200: json(ref("ChecklistItem"), "Reviewed."),
        400: json(
          ref("ValidationError"),
          "A status other than verified/rejected, or no reason to reject.",
        ),
        404: json(ref("Error"), "No such lead, or no such document code."),
        409: json(ref("Error"), "Nothing uploaded for it yet, or the borrower withdrew consent."),
      },
    }),
  },
  "/api/eligibility-applications/{id}/documents/{code}/files": {
    parameters: leadParameters,
    post: operation("Leads", {
      summary: "Upload a file for a document (staff, admin)",
      operationId: "uploadLeadDocument",
      access: "role",
      requestBody: multipart({ file: fileBinary }, ["file"], "One `file` part."),
      responses: {
        201: created,
        ...uploadErrors,
        404: json(ref("Error"), "No such lead, or no such document code."),
        409: json(ref("Error"), "The borrower withdrew consent."),
      },
    }),
  },
  "/api/track/documents/{code}/files": {
    parameters: leadParameters.slice(1),
    post: operation("Leads", {
      summary: "The borrower uploads a file for a document",
      description:
        "The `reference`, `phone` and `otp_verification` parts come before the `file` part; the " +
        "file is stored only once they pass.",
      operationId: "uploadTrackDocument",
      requestBody: multipart(
        {
          reference: { type: "string", description: "The enquiry's reference." },
          phone: { type: "string", description: "The mobile number given with it." },
          otp_verification: {
            type: "string",
            description: "The token of POST /api/otp/verify for that mobile.",
          },
          file: fileBinary,
        },
        ["reference", "phone", "otp_verification", "file"],
        "Text parts first, then one `file` part.",
      ),
      responses: {
        201: created,
        400: json(
          ref("ValidationError"),
          `${uploadErrors[400].description} Also \`otp_verification\` missing, expired or for ` +
            "another number (named in `fields`).",
        ),
        404: json(
          ref("Error"),
          "No enquiry matches that reference and mobile number, or no such document code.",
        ),
        413: uploadErrors[413],
      },
    }),
  },
  "/api/documents/{fileId}": {
    parameters: [idParameter("fileId")],
    get: operation("Leads", {
      summary: "Download a document's file (staff, admin)",
      description: "Written to the access log. Answered with `Cache-Control: no-store`.",
      operationId: "downloadDocument",
      access: "role",
      responses: {
        200: {
          description: "The file's bytes as an attachment.",
          headers: {
            "Content-Disposition": { schema: { type: "string" }, description: "attachment" },
          },
          content: Object.fromEntries(
            DOCUMENT_CONTENT_TYPES.map((t) => [
              t,
              { schema: { type: "string", format: "binary" } },
            ]),
          ),
        },
        404: json(ref("Error"), "No such file, or it was erased."),
      },
    }),
  },
};
