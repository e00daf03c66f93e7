import { describe, expect, it } from "vitest";
import { buildChecklist, isDocumentCode } from "./checklist.ts";

describe("buildChecklist", () => {
  it.each([
    [
      { loan_purpose: "i'm buying", applicant_type: "justMe" },
      ["identity", "address", "income", "bank_statement", "property"],
    ],
    [
      { loan_purpose: "i'm buying", applicant_type: "mePlusOne" },
      [
        "identity",
        "address",
        "income",
        "bank_statement",
        "property",
        "co_applicant_identity",
        "co_applicant_income",
      ],
    ],
    [
      { loan_purpose: "i'm refinancing", applicant_type: "justMe" },
      ["identity", "address", "income", "bank_statement", "property", "existing_loan"],
    ],
    [
      { loan_purpose: null, applicant_type: null },
      ["identity", "address", "income", "bank_statement", "property"],
    ],
  ])("%j → %j", (answers, codes) => {
    expect(buildChecklist(answers)).toEqual(codes);
  });

  it("knows its own codes and nothing else", () => {
    expect(isDocumentCode("identity")).toBe(true);
    expect(isDocumentCode("passport")).toBe(false);
    expect(isDocumentCode(1)).toBe(false);
  });
});
