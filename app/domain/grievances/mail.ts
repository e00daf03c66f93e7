// The grievance's mails (docs/product/borrower-view.md "Grievances"), as pure functions like
// app/domain/team/mail.ts: the acknowledgement to the borrower, in the page's language, and the
// notice to the grievance officer, in English like the admin area. The acknowledgement does not
// repeat what was written: it may go to the e-mail of the enquiry a reference names, not to the
// address the sender typed.

import type { Language } from "../enums.ts";
import { type MailContent, render } from "../team/mail.ts";
import { GRIEVANCE_DAYS, RBI_COMPLAINT_PORTAL } from "./clock.ts";

export interface GrievanceOfficer {
  /** Null when GRIEVANCE_NAME is unset: the mail and page say "the Grievance Officer". */
  name: string | null;
  email: string;
  phone: string;
}

export interface GrievanceForMail {
  id: number;
  reference: string;
  language: Language;
}

export function grievanceAcknowledgementMail(
  grievance: GrievanceForMail,
  officer: GrievanceOfficer,
  publicUrl: string,
): MailContent {
  const { reference } = grievance;
  if (grievance.language === "hi") {
    const who = officer.name ? `हमारे शिकायत अधिकारी ${officer.name}` : "हमारे शिकायत अधिकारी";
    return render(
      `आपकी शिकायत ${reference} हमें मिल गई है`,
      [
        "नमस्ते,",
        `आपकी शिकायत हमें मिल गई है। आपका शिकायत नंबर ${reference} है।`,
        `${who} इसे देखेंगे और ${GRIEVANCE_DAYS} दिनों के अंदर जवाब देंगे। उनसे ${officer.email} या ${officer.phone} पर बात कर सकते हैं; यही नंबर बताएँ।`,
        `अगर ${GRIEVANCE_DAYS} दिनों में आपकी शिकायत का समाधान न हो, तो आप RBI के शिकायत पोर्टल ${RBI_COMPLAINT_PORTAL} पर शिकायत कर सकते हैं।`,
        "",
        "GharSetu",
      ],
      publicUrl ? `${publicUrl}/hi/grievance` : undefined,
      "hi",
    );
  }
  const who = officer.name ? `Our Grievance Officer, ${officer.name},` : "Our Grievance Officer";
  return render(
    `We received your grievance ${reference}`,
    [
      "Hello,",
      `We received your grievance. Its reference is ${reference}.`,
      `${who} will look into it and reply within ${GRIEVANCE_DAYS} days. You can reach them at ${officer.email} or ${officer.phone}; quote the reference.`,
      `If your grievance is not resolved within ${GRIEVANCE_DAYS} days, you may complain on the RBI's complaint portal, ${RBI_COMPLAINT_PORTAL}.`,
      "",
      "GharSetu",
    ],
    publicUrl ? `${publicUrl}/grievance` : undefined,
  );
}

export interface GrievanceForOfficer extends GrievanceForMail {
  phone: string;
  email: string | null;
  enquiryReference: string | null;
  text: string;
}

/** The officer's notice: the subject carries the reference only, like the team's other mail. */
export function grievanceOfficerMail(
  grievance: GrievanceForOfficer,
  publicUrl: string,
): MailContent {
  return render(
    `New grievance ${grievance.reference}`,
    [
      `A grievance arrived: ${grievance.reference}. It must be resolved within ${GRIEVANCE_DAYS} days.`,
      `Mobile: ${grievance.phone}`,
      ...(grievance.email ? [`E-mail: ${grievance.email}`] : []),
      ...(grievance.enquiryReference ? [`About enquiry: ${grievance.enquiryReference}`] : []),
      ...(grievance.language === "hi" ? ["Language: Hindi (sent from the Hindi site)"] : []),
      "",
      grievance.text,
    ],
    `${publicUrl}/admin/grievances/${grievance.id}`,
  );
}
