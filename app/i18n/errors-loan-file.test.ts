import { describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "../domain/loan-file/document-files.ts";
import { BORROWER_REFUSAL, DECISION_MESSAGES, MOVE_MESSAGES } from "../domain/loan-file/stages.ts";
import { DOCUMENT_NOTICE_MESSAGES } from "../utils/documents-notice.ts";
import { CATALOGUES } from "./catalogues.server.ts";

// Every message the loan file's borrower calls answer is translated on their pages: the English
// texts of "errors-loan-file" (and "errors-forms", which /track and /account load too).
describe("errors-loan-file", () => {
  it("has every message a borrower can be shown", () => {
    const english = new Set<string>([
      ...Object.values(CATALOGUES["errors-loan-file"].en),
      ...Object.values(CATALOGUES["errors-forms"].en),
    ]);
    for (const text of [
      ...Object.values(DECISION_MESSAGES),
      BORROWER_REFUSAL,
      MOVE_MESSAGES.decision,
      DOCUMENT_MESSAGES.type,
      DOCUMENT_MESSAGES.size,
      DOCUMENT_MESSAGES.noFile,
      DOCUMENT_MESSAGES.multipart,
      DOCUMENT_MESSAGES.oneFile,
      DOCUMENT_MESSAGES.unknownCode,
      DOCUMENT_MESSAGES.notInChecklist,
    ]) {
      expect(english.has(text), text).toBe(true);
    }
  });

  // /account's upload form answers with a redirect whose message the page shows in its language
  // (the admin-only outcomes, Verified. and the like, never reach a borrower's page).
  it("has every failure a Documents redirect can carry to /account", () => {
    const english = new Set<string>(Object.values(CATALOGUES["errors-loan-file"].en));
    const adminOnly = new Set([
      "File uploaded.",
      "Verified.",
      "Rejected.",
      "There is no file to review for this document yet.",
      DOCUMENT_MESSAGES.fileNotFound,
      DOCUMENT_MESSAGES.status,
      DOCUMENT_MESSAGES.reason,
      DOCUMENT_MESSAGES.invalid,
    ]);
    for (const text of DOCUMENT_NOTICE_MESSAGES.filter((m) => !adminOnly.has(m))) {
      expect(english.has(text), text).toBe(true);
    }
  });
});
