import { DOCUMENT_MESSAGES } from "../domain/loan-file/document-files.ts";

// The outcome of a Documents form on the team's lead page, carried in the redirect's query
// (docs/product/loan-file.md "Documents"): the item, whether it worked, and a message. Only known
// messages travel, so a crafted link cannot put words of its own on the page.

const DOCUMENT_NOTICE_FALLBACK = "The form could not be handled. Try again.";

/** Every message a Documents form's redirect may carry; /account shows them in Hindi too. */
export const DOCUMENT_NOTICE_MESSAGES: readonly string[] = [
  ...Object.values(DOCUMENT_MESSAGES),
  "File uploaded.",
  "That bank application could not be found.",
  "Verified.",
  "Rejected.",
  "Application not found.",
  "There is no file to review for this document yet.",
  "The borrower withdrew consent: this lead's file cannot go to a bank.",
  DOCUMENT_NOTICE_FALLBACK,
];
const KNOWN = new Set(DOCUMENT_NOTICE_MESSAGES);

/** The query that carries the outcome (and, on /account, which enquiry it was). */
export function documentsNoticeQuery(
  code: string,
  outcome: { ok: boolean; message: string },
  leadId?: number,
): string {
  return new URLSearchParams({
    ...(leadId ? { doc_lead: String(leadId) } : {}),
    doc: code,
    doc_ok: outcome.ok ? "1" : "0",
    doc_msg: KNOWN.has(outcome.message) ? outcome.message : DOCUMENT_NOTICE_FALLBACK,
  }).toString();
}

export function documentsNoticeUrl(
  leadId: number,
  code: string,
  outcome: { ok: boolean; message: string },
): string {
  return `/admin/eligibility/${leadId}?${documentsNoticeQuery(code, outcome)}#documents`;
}

export function readDocumentsNotice(
  url: string,
): { code: string; ok: boolean; message: string; leadId: number } | null {
  const params = new URL(url).searchParams;
  const code = params.get("doc");
  const message = params.get("doc_msg");
  if (!code || !message) return null;
  return {
    code,
    ok: params.get("doc_ok") === "1",
    message: KNOWN.has(message) ? message : DOCUMENT_NOTICE_FALLBACK,
    leadId: Number(params.get("doc_lead")) || 0,
  };
}
