// The checklists a lead's answers give (docs/product/loan-file.md "Documents"), written once for
// the domain's test of buildChecklist and the integration test of the checklist call.

export const CHECKLIST_ONE_BUYER = ["identity", "address", "income", "bank_statement", "property"];

export const CHECKLIST_TWO_APPLICANTS = [
  ...CHECKLIST_ONE_BUYER,
  "co_applicant_identity",
  "co_applicant_income",
];

export const CHECKLIST_REFINANCING = [...CHECKLIST_ONE_BUYER, "existing_loan"];
