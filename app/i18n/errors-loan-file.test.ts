import { describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "../domain/loan-file/document-files.ts";
import {
  BORROWER_REFUSAL,
  DECISION_MESSAGES,
  MOVE_MESSAGES,
  WITHDRAW_REFUSAL,
} from "../domain/loan-file/stages.ts";
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
      WITHDRAW_REFUSAL,
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
});
