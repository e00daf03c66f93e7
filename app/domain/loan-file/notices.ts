import type { Language } from "../enums.ts";
import { formatDay, formatInr } from "../format.ts";
import { type MailContent, render } from "../team/mail.ts";
import type { DocumentCode } from "./checklist.ts";

// What the borrower is told at each step of the loan file (docs/product/loan-file.md, ADR 026),
// by e-mail and by SMS, in the language they applied in. Pure: the module queues these through
// the outbox under the step's key, so a step is told once per channel, whatever retries.

export interface NoticeLead {
  id: number;
  reference: string;
  first_name: string;
  language: Language;
}

export type LoanFileStep =
  | { kind: "documents"; codes: readonly DocumentCode[] }
  | { kind: "proposed"; applicationId: number; bank: string }
  | { kind: "logged_in"; applicationId: number; bank: string; bankReference: string }
  | {
      kind: "sanctioned";
      applicationId: number;
      bank: string;
      amount: number;
      rate: number;
      fee: number;
      validUntil: string;
    }
  | {
      kind: "disbursed";
      applicationId: number;
      /** Each tranche is its own step. */
      trancheId: number;
      bank: string;
      amount: number;
      on: string;
      total: number;
      sanctioned: number | null;
    }
  | { kind: "rejected"; applicationId: number; bank: string };

/**
 * The step's key, unique in the outbox with the channel after it: the database refuses a second
 * row for the same step, so a retried move or a double submit cannot tell the borrower twice.
 */
export function stepKey(lead: { id: number }, step: LoanFileStep): string {
  switch (step.kind) {
    case "documents":
      return `loan-file:${lead.id}:documents`;
    case "disbursed":
      return `bank-application:${step.applicationId}:disbursed:${step.trancheId}`;
    default:
      return `bank-application:${step.applicationId}:${step.kind}`;
  }
}

/** The borrower's names of the documents, in the checklist's order. */
export const DOCUMENT_NAMES: Record<Language, Record<DocumentCode, string>> = {
  en: {
    identity: "Identity proof (PAN card, and Aadhaar or passport)",
    address: "Address proof (Aadhaar, passport or a recent utility bill)",
    income: "Income proof (last 3 salary slips and Form 16, or 2 years' ITR)",
    bank_statement: "Bank statements for the last 6 months",
    property: "Property papers (sale agreement or allotment letter)",
    existing_loan: "Your current loan's sanction letter and 12 months' repayment statement",
    co_applicant_identity: "Co-applicant's identity proof",
    co_applicant_income: "Co-applicant's income proof",
  },
  hi: {
    identity: "पहचान का प्रमाण (पैन कार्ड, और आधार या पासपोर्ट)",
    address: "पते का प्रमाण (आधार, पासपोर्ट या हाल का बिजली/पानी का बिल)",
    income: "आय का प्रमाण (पिछली 3 सैलरी स्लिप और फ़ॉर्म 16, या 2 साल के ITR)",
    bank_statement: "पिछले 6 महीनों के बैंक स्टेटमेंट",
    property: "प्रॉपर्टी के कागज़ात (सेल एग्रीमेंट या अलॉटमेंट लेटर)",
    existing_loan: "मौजूदा लोन का सैंक्शन लेटर और 12 महीनों का रीपेमेंट स्टेटमेंट",
    co_applicant_identity: "सह-आवेदक की पहचान का प्रमाण",
    co_applicant_income: "सह-आवेदक की आय का प्रमाण",
  },
};

function rate(value: number, language: Language): string {
  const text = `${Number(value.toFixed(2))}%`;
  return language === "hi" ? `${text} सालाना` : `${text} a year`;
}

interface Words {
  subject: string;
  lines: string[];
  sms: string;
}

function english(lead: NoticeLead, step: LoanFileStep, track: string): Words {
  const ref = lead.reference;
  switch (step.kind) {
    case "documents":
      return {
        subject: `Documents for your home loan ${ref}`,
        lines: [
          "To send your file to banks we need these documents:",
          ...step.codes.map((code) => `- ${DOCUMENT_NAMES.en[code]}`),
          "Upload them on the tracking page once you have verified your mobile number there, or give them to your loan officer.",
        ],
        sms: `GharSetu: please upload the documents for your home loan ${ref} at ${track}`,
      };
    case "proposed":
      return {
        subject: `${step.bank} is proposed for your home loan ${ref}`,
        lines: [
          `We propose to send your home-loan file ${ref} to ${step.bank}.`,
          `${step.bank} receives your details and documents only if you approve. Approve or decline on the tracking page, after verifying your mobile number there with the code we send you.`,
        ],
        sms: `GharSetu: we propose ${step.bank} for your home loan ${ref}. Approve or decline at ${track}`,
      };
    case "logged_in":
      return {
        subject: `Your file ${ref} is logged in with ${step.bank}`,
        lines: [
          `${step.bank} has logged in your home-loan file. The bank's reference is ${step.bankReference}.`,
          "The bank now checks your file; we will tell you its decision.",
        ],
        sms: `GharSetu: ${step.bank} has logged in your home-loan file ${ref} (bank reference ${step.bankReference}).`,
      };
    case "sanctioned":
      return {
        subject: `${step.bank} sanctioned your home loan ${ref}`,
        lines: [
          `${step.bank} has sanctioned your home loan.`,
          `Amount: ${formatInr(step.amount)}`,
          `Rate: ${rate(step.rate, "en")}`,
          `Processing fee: ${formatInr(step.fee)}`,
          `Valid until: ${formatDay(step.validUntil)}`,
        ],
        sms: `GharSetu: ${step.bank} sanctioned ${formatInr(step.amount)} at ${rate(step.rate, "en")} for ${ref}, valid until ${formatDay(step.validUntil)}.`,
      };
    case "disbursed":
      return {
        subject: `${step.bank} paid out ${formatInr(step.amount)} of your home loan ${ref}`,
        lines: [
          `${step.bank} paid out ${formatInr(step.amount)} on ${formatDay(step.on)}.`,
          step.sanctioned === null
            ? `Paid out so far: ${formatInr(step.total)}.`
            : `Paid out so far: ${formatInr(step.total)} of ${formatInr(step.sanctioned)} sanctioned.`,
        ],
        sms: `GharSetu: ${step.bank} paid out ${formatInr(step.amount)} on ${formatDay(step.on)} for ${ref}. Total so far ${formatInr(step.total)}.`,
      };
    case "rejected":
      return {
        subject: `${step.bank} could not sanction your home loan ${ref}`,
        lines: [
          `${step.bank} has turned down your file. Your other banks are not affected; your loan officer will call you about the next step.`,
        ],
        sms: `GharSetu: ${step.bank} could not sanction your home loan ${ref}. Your loan officer will call you.`,
      };
  }
}

function hindi(lead: NoticeLead, step: LoanFileStep, track: string): Words {
  const ref = lead.reference;
  switch (step.kind) {
    case "documents":
      return {
        subject: `आपके होम लोन ${ref} के लिए दस्तावेज़`,
        lines: [
          "बैंकों को आपकी फ़ाइल भेजने के लिए हमें ये दस्तावेज़ चाहिए:",
          ...step.codes.map((code) => `- ${DOCUMENT_NAMES.hi[code]}`),
          "ट्रैकिंग पेज पर अपना मोबाइल नंबर वेरिफ़ाई करके इन्हें वहीं अपलोड करें, या अपने लोन अधिकारी को दें।",
        ],
        sms: `GharSetu: अपने होम लोन ${ref} के दस्तावेज़ यहाँ अपलोड करें: ${track}`,
      };
    case "proposed":
      return {
        subject: `आपके होम लोन ${ref} के लिए ${step.bank} का प्रस्ताव`,
        lines: [
          `हम आपकी होम लोन फ़ाइल ${ref} ${step.bank} को भेजना चाहते हैं।`,
          `${step.bank} को आपकी जानकारी और दस्तावेज़ तभी मिलेंगे जब आप मंज़ूरी देंगे। ट्रैकिंग पेज पर हमारे भेजे कोड से मोबाइल नंबर वेरिफ़ाई करें, फिर मंज़ूर करें या मना करें।`,
        ],
        sms: `GharSetu: आपके होम लोन ${ref} के लिए ${step.bank} का प्रस्ताव है। मंज़ूर करें या मना करें: ${track}`,
      };
    case "logged_in":
      return {
        subject: `आपकी फ़ाइल ${ref} ${step.bank} में लॉग-इन हो गई है`,
        lines: [
          `${step.bank} ने आपकी होम लोन फ़ाइल लॉग-इन कर ली है। बैंक का रेफ़रेंस नंबर ${step.bankReference} है।`,
          "अब बैंक आपकी फ़ाइल की जाँच करेगा; उसका फ़ैसला हम आपको बताएँगे।",
        ],
        sms: `GharSetu: ${step.bank} ने आपकी होम लोन फ़ाइल ${ref} लॉग-इन कर ली है (बैंक रेफ़रेंस ${step.bankReference})।`,
      };
    case "sanctioned":
      return {
        subject: `${step.bank} ने आपका होम लोन ${ref} सैंक्शन किया`,
        lines: [
          `${step.bank} ने आपका होम लोन सैंक्शन (मंज़ूर) कर दिया है।`,
          `राशि: ${formatInr(step.amount)}`,
          `ब्याज दर: ${rate(step.rate, "hi")}`,
          `प्रोसेसिंग फ़ीस: ${formatInr(step.fee)}`,
          `${formatDay(step.validUntil, "hi")} तक मान्य`,
        ],
        sms: `GharSetu: ${step.bank} ने ${ref} के लिए ${formatInr(step.amount)}, ${rate(step.rate, "hi")} पर सैंक्शन किया, ${formatDay(step.validUntil, "hi")} तक मान्य।`,
      };
    case "disbursed":
      return {
        subject: `${step.bank} ने आपके होम लोन ${ref} के ${formatInr(step.amount)} जारी किए`,
        lines: [
          `${step.bank} ने ${formatDay(step.on, "hi")} को ${formatInr(step.amount)} जारी (डिस्बर्स) किए।`,
          step.sanctioned === null
            ? `अब तक जारी: ${formatInr(step.total)}।`
            : `अब तक जारी: ${formatInr(step.sanctioned)} सैंक्शन में से ${formatInr(step.total)}।`,
        ],
        sms: `GharSetu: ${step.bank} ने ${formatDay(step.on, "hi")} को ${ref} के लिए ${formatInr(step.amount)} जारी किए। अब तक कुल ${formatInr(step.total)}।`,
      };
    case "rejected":
      return {
        subject: `${step.bank} आपका होम लोन ${ref} मंज़ूर नहीं कर सका`,
        lines: [
          `${step.bank} ने आपकी फ़ाइल अस्वीकार कर दी है। आपके दूसरे बैंकों पर इसका असर नहीं पड़ता; अगले कदम के लिए आपके लोन अधिकारी आपको कॉल करेंगे।`,
        ],
        sms: `GharSetu: ${step.bank} आपका होम लोन ${ref} मंज़ूर नहीं कर सका। हमारे लोन अधिकारी आपको कॉल करेंगे।`,
      };
  }
}

/** The step's e-mail and SMS, in the lead's language, linking /track (or /hi/track). */
export function loanFileNotice(
  lead: NoticeLead,
  step: LoanFileStep,
  publicUrl: string,
): { mail: MailContent; sms: string } {
  const hi = lead.language === "hi";
  const track = `${publicUrl}${hi ? "/hi" : ""}/track`;
  const words = hi ? hindi(lead, step, track) : english(lead, step, track);
  const greeting = hi ? `नमस्ते ${lead.first_name} जी,` : `Dear ${lead.first_name},`;
  const lines = [greeting, ...words.lines, "", "GharSetu"];
  return {
    mail: render(words.subject, lines, track, lead.language),
    sms: words.sms,
  };
}
