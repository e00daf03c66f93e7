import { describe, expect, it } from "vitest";
import { buildChecklist, isDocumentCode } from "./checklist.ts";
import {
  CHECKLIST_ONE_BUYER,
  CHECKLIST_REFINANCING,
  CHECKLIST_TWO_APPLICANTS,
} from "./test-fixtures.ts";

describe("buildChecklist", () => {
  it.each([
    [{ loan_purpose: "i'm buying", applicant_type: "justMe" }, CHECKLIST_ONE_BUYER],
    [{ loan_purpose: "i'm buying", applicant_type: "mePlusOne" }, CHECKLIST_TWO_APPLICANTS],
    [{ loan_purpose: "i'm refinancing", applicant_type: "justMe" }, CHECKLIST_REFINANCING],
    [{ loan_purpose: null, applicant_type: null }, CHECKLIST_ONE_BUYER],
  ])("%j → %j", (answers, codes) => {
    expect(buildChecklist(answers)).toEqual(codes);
  });

  it("knows its own codes and nothing else", () => {
    expect(isDocumentCode("identity")).toBe(true);
    expect(isDocumentCode("passport")).toBe(false);
    expect(isDocumentCode(1)).toBe(false);
  });
});
