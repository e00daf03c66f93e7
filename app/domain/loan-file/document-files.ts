import { z } from "zod";
import { type ParseResult, toResult } from "../validation.ts";

// What a document upload may be and what a review says (docs/product/loan-file.md "Documents").
// A file is judged by its first bytes, never by its name or the type the browser declares: a
// renamed program stays a program. Pure, so the upload stream, the pages and the tests share it.

/** 10 MB, meaning 10 MiB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The most bytes the sniffer needs to decide (the PNG signature). */
export const SNIFF_BYTES = 8;

export const DOCUMENT_CONTENT_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** What the file inputs accept; the server judges the content anyway. */
export const DOCUMENT_ACCEPT = DOCUMENT_CONTENT_TYPES.join(",");

const SIGNATURES: readonly { type: DocumentContentType; bytes: readonly number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/**
 * The type of a file from its first bytes (at least SNIFF_BYTES of them, or the whole file when
 * shorter), or null when it is none of the accepted ones.
 */
export function sniffContentType(head: Uint8Array): DocumentContentType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (head.length >= bytes.length && bytes.every((b, i) => head[i] === b)) return type;
  }
  return null;
}

export const DOCUMENT_MESSAGES = {
  type: "Upload a PDF, JPEG or PNG file.",
  size: "The file is larger than 10 MB.",
  noFile: "Choose a file to upload (one part named file).",
  multipart: "Send the file as multipart/form-data with one part named file.",
  oneFile: "Upload one file at a time.",
  unknownCode: "There is no such document in the checklist.",
  notInChecklist: "This document is not in this enquiry's checklist.",
  fileNotFound: "No such file.",
  status: "status must be verified or rejected.",
  reason: "Give the reason for rejecting it (1 to 500 characters).",
  invalid: "Send a JSON object with status (verified or rejected) and, to reject, a reason.",
} as const;

/** The refusals an upload can end in; their Hindi is in app/i18n/hi/errors-loan-file.ts. */
export type UploadRefusal = "type" | "size" | "noFile";

/**
 * The name a file keeps: the uploader's base name without control characters or path parts, at
 * most 200 characters; "document" when nothing usable is left.
 */
export function cleanFileName(raw: string | undefined | null): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return clean.slice(0, 200) || "document";
}

export const reviewSchema = z.discriminatedUnion(
  "status",
  [
    z.object({
      status: z.literal("verified"),
      reason: z.string().max(500, DOCUMENT_MESSAGES.reason).nullish(),
    }),
    z.object({
      status: z.literal("rejected"),
      reason: z
        .string(DOCUMENT_MESSAGES.reason)
        .trim()
        .min(1, DOCUMENT_MESSAGES.reason)
        .max(500, DOCUMENT_MESSAGES.reason),
    }),
  ],
  { error: DOCUMENT_MESSAGES.status },
);

export type DocumentReview =
  | { status: "verified"; reason: null }
  | { status: "rejected"; reason: string };

/** PATCH …/documents/{code} {status, reason}: a reason is required to reject. */
export function parseReview(input: unknown): ParseResult<DocumentReview> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, error: DOCUMENT_MESSAGES.invalid, fields: {} };
  }
  const parsed = toResult(reviewSchema, input);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    data:
      parsed.data.status === "verified"
        ? { status: "verified", reason: null }
        : { status: "rejected", reason: parsed.data.reason },
  };
}

/** A human size: "840 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
