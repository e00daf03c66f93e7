import type { ApplicantType, LoanPurpose } from "../enums.ts";

// The document checklist of a loan file (docs/product/loan-file.md): five documents every
// borrower gives, the existing loan's papers when refinancing, and the second applicant's
// identity and income when two apply. Shared by the team's panel, /track and the mail that
// asks for them, so the list is written once.

export const DOCUMENT_CODES = [
  "identity",
  "address",
  "income",
  "bank_statement",
  "property",
  "existing_loan",
  "co_applicant_identity",
  "co_applicant_income",
] as const;
export type DocumentCode = (typeof DOCUMENT_CODES)[number];

export function isDocumentCode(value: unknown): value is DocumentCode {
  return typeof value === "string" && (DOCUMENT_CODES as readonly string[]).includes(value);
}

export const DOCUMENT_STATUSES = ["pending", "received", "verified", "rejected"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The answers of a lead that decide its checklist. */
export interface ChecklistAnswers {
  loan_purpose: LoanPurpose | string | null;
  applicant_type: ApplicantType | string | null;
}

/** The codes a lead must provide, in the order the borrower reads them. */
export function buildChecklist(answers: ChecklistAnswers): DocumentCode[] {
  const codes: DocumentCode[] = ["identity", "address", "income", "bank_statement", "property"];
  if (answers.loan_purpose === "i'm refinancing") codes.push("existing_loan");
  if (answers.applicant_type === "mePlusOne")
    codes.push("co_applicant_identity", "co_applicant_income");
  return codes;
}
