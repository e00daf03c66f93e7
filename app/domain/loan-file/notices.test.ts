import { describe, expect, it } from "vitest";
import { type LoanFileStep, loanFileNotice, stepKey } from "./notices.ts";

const STEPS: LoanFileStep[] = [
  { kind: "documents", codes: ["identity", "existing_loan"] },
  { kind: "proposed", applicationId: 7, bank: "HDFC Bank" },
  { kind: "logged_in", applicationId: 7, bank: "HDFC Bank", bankReference: "HD/118" },
  {
    kind: "sanctioned",
    applicationId: 7,
    bank: "HDFC Bank",
    amount: 4_500_000,
    rate: 8.4,
    fee: 5_000,
    validUntil: "2027-03-31",
  },
  {
    kind: "disbursed",
    applicationId: 7,
    trancheId: 3,
    bank: "HDFC Bank",
    amount: 1_500_000,
    on: "2026-12-01",
    total: 1_500_000,
    sanctioned: 4_500_000,
  },
  { kind: "rejected", applicationId: 7, bank: "HDFC Bank" },
];

const lead = { id: 12, reference: "GS-7K2M9QX4", first_name: "Asha" };

describe("the borrower's notices", () => {
  it("each step has its own key; each tranche its own", () => {
    const keys = STEPS.map((step) => stepKey(lead, step));
    expect(keys).toEqual([
      "loan-file:12:documents",
      "bank-application:7:proposed",
      "bank-application:7:logged_in",
      "bank-application:7:sanctioned",
      "bank-application:7:disbursed:3",
      "bank-application:7:rejected",
    ]);
  });

  it.each(["en", "hi"] as const)(
    "every step reads in %s, with the reference and /track",
    (language) => {
      for (const step of STEPS) {
        const { mail, sms } = loanFileNotice(
          { ...lead, language },
          step,
          "https://gharsetu.example",
        );
        expect(mail.subject).toContain("GS-7K2M9QX4");
        expect(mail.text).toContain(language === "hi" ? "नमस्ते Asha जी," : "Dear Asha,");
        expect(mail.text).toContain(
          `https://gharsetu.example${language === "hi" ? "/hi" : ""}/track`,
        );
        expect(mail.html).toContain(`lang="${language}"`);
        expect(sms).toMatch(/^GharSetu: /);
        // Hindi text is Devanagari beyond the names, the amounts and the reference.
        if (language === "hi") expect(sms).toMatch(/[\u0900-\u097F]/);
      }
    },
  );

  it("words the figures as a borrower reads them", () => {
    const sanctioned = loanFileNotice({ ...lead, language: "en" }, STEPS[3], "");
    expect(sanctioned.mail.text).toContain("Amount: ₹45,00,000");
    expect(sanctioned.mail.text).toContain("Rate: 8.4% a year");
    expect(sanctioned.mail.text).toContain("Valid until: 31 Mar 2027");
    const hindi = loanFileNotice({ ...lead, language: "hi" }, STEPS[3], "");
    expect(hindi.mail.text).toContain("31 मार्च 2027 तक मान्य");
    const documents = loanFileNotice({ ...lead, language: "en" }, STEPS[0], "");
    expect(documents.mail.text).toContain("- Identity proof");
    expect(documents.mail.text).toContain("- Your current loan's sanction letter");
  });
});
