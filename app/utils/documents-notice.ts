import { DOCUMENT_MESSAGES } from "../domain/loan-file/document-files.ts";

// The outcome of a Documents form on the team's lead page, carried in the redirect's query
// (docs/product/loan-file.md "Documents"): the item, whether it worked, and a message. Only known
// messages travel, so a crafted link cannot put words of its own on the page.

const KNOWN = new Set<string>([
  ...Object.values(DOCUMENT_MESSAGES),
  "File uploaded.",
  "Verified.",
  "Rejected.",
  "Application not found.",
  "There is no file to review for this document yet.",
  "The borrower withdrew consent: this lead's file cannot go to a bank.",
]);
const FALLBACK = "The form could not be handled. Try again.";

export function documentsNoticeUrl(
  leadId: number,
  code: string,
  outcome: { ok: boolean; message: string },
): string {
  const query = new URLSearchParams({
    doc: code,
    doc_ok: outcome.ok ? "1" : "0",
    doc_msg: KNOWN.has(outcome.message) ? outcome.message : FALLBACK,
  });
  return `/admin/eligibility/${leadId}?${query}#documents`;
}

export function readDocumentsNotice(
  url: string,
): { code: string; ok: boolean; message: string } | null {
  const params = new URL(url).searchParams;
  const code = params.get("doc");
  const message = params.get("doc_msg");
  if (!code || !message) return null;
  return {
    code,
    ok: params.get("doc_ok") === "1",
    message: KNOWN.has(message) ? message : FALLBACK,
  };
}
