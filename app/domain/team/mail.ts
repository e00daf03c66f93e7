// The e-mails of docs/product/team.md "Notifications and the outbox", as pure functions: subject,
// plain text and simple HTML. Subjects carry no personal data (only a reference or a lead number);
// the body may, it goes to the team or to the borrower themselves. The borrower's mail is in the
// language of the site the enquiry came from (docs/product/pages.md "Hindi"); the team's stay
// English, like the admin area.

import type { Language } from "../enums.ts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface LeadForMail {
  id: number;
  reference?: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  borrow_amount?: number | null;
  is_eligible: number;
  bank_slug?: string | null;
  /** The site's language the enquiry came from; English when absent. */
  language?: Language | null;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

export function render(
  subject: string,
  lines: string[],
  link?: string,
  language: Language = "en",
): MailContent {
  const text = [...lines, ...(link ? ["", link] : [])].join("\n");
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif">${lines
    .map((l) => (l === "" ? "" : `<p>${escapeHtml(l)}</p>`))
    .join(
      "",
    )}${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ""}</body></html>`;
  return { subject, text, html };
}

/**
 * The lead's reference when it has one (docs/product/borrower-journey.md "References"), else its
 * number.
 */
export function leadLabel(lead: { id: number; reference?: string | null }): string {
  return lead.reference ?? `#${lead.id}`;
}

/** The team's notices flag a Hindi enquiry: the borrower is to be called in Hindi. */
const HINDI_LINE = "Language: Hindi (sent from the Hindi site)";

export function newLeadMail(lead: LeadForMail, publicUrl: string): MailContent {
  const label = leadLabel(lead);
  return render(
    `New lead ${label}`,
    [
      `A new eligibility application arrived: ${label}.`,
      `Name: ${lead.first_name} ${lead.last_name}`,
      `Phone: ${lead.phone_number}`,
      `E-mail: ${lead.email}`,
      `Eligible: ${lead.is_eligible ? "yes" : "no"}`,
      ...(lead.borrow_amount
        ? [`Wants to borrow: ₹${lead.borrow_amount.toLocaleString("en-IN")}`]
        : []),
      ...(lead.bank_slug ? [`Bank: ${lead.bank_slug}`] : []),
      ...(lead.language === "hi" ? [HINDI_LINE] : []),
    ],
    `${publicUrl}/admin/eligibility/${lead.id}`,
  );
}

export function confirmationMail(lead: LeadForMail, publicUrl: string): MailContent {
  const label = leadLabel(lead);
  if (lead.language === "hi") {
    return render(
      `आपकी होम लोन पूछताछ ${label} हमें मिल गई है`,
      [
        `नमस्ते ${lead.first_name} जी,`,
        `GharSetu पर अपनी होम लोन पात्रता जाँचने के लिए धन्यवाद। आपका रेफ़रेंस नंबर ${label} है।`,
        "हमारे लोन अधिकारी जल्द ही आपको कॉल करेंगे। हमसे बात करते समय यही रेफ़रेंस नंबर बताएँ।",
        "",
        "GharSetu",
      ],
      publicUrl ? `${publicUrl}/hi` : undefined,
      "hi",
    );
  }
  return render(
    `We received your home-loan enquiry ${label}`,
    [
      `Dear ${lead.first_name},`,
      `Thank you for checking your home-loan eligibility with GharSetu. Your reference is ${label}.`,
      "A loan officer will call you soon. Quote the reference when you contact us.",
      "",
      "GharSetu",
    ],
    publicUrl || undefined,
  );
}

export function assignmentMail(
  lead: { id: number; reference?: string | null },
  assignedBy: string,
  publicUrl: string,
  subject: "lead" | "callback" = "lead",
): MailContent {
  const label = leadLabel(lead);
  const noun = subject === "callback" ? "callback request" : "lead";
  // Callback requests have no detail page: the link opens the assignee's own list.
  const link =
    subject === "callback"
      ? `${publicUrl}/admin/callbacks?assigned=me`
      : `${publicUrl}/admin/eligibility/${lead.id}`;
  return render(
    `${subject === "callback" ? "Callback request" : "Lead"} ${label} assigned to you`,
    [`${assignedBy} assigned ${noun} ${label} to you.`],
    link,
  );
}

export interface CallbackForMail {
  id: number;
  reference: string;
  name: string;
  phone: string;
  city: string;
  preferred_slot: string;
  bank_slug?: string | null;
  language?: Language | null;
  /** "Ask about moving this loan" (docs/product/my-loan.md "Pages"): the saved loan it names. */
  saved_loan_id?: number | null;
}

/** The team's notice of a new callback request; like a new lead's, the subject is the reference. */
export function newCallbackMail(callback: CallbackForMail, publicUrl: string): MailContent {
  return render(
    `New callback request ${callback.reference}`,
    [
      `Someone asked us to call them back: ${callback.reference}.`,
      `Name: ${callback.name}`,
      `Phone: ${callback.phone}`,
      `City: ${callback.city}`,
      `Call between (IST): ${callback.preferred_slot}`,
      ...(callback.bank_slug ? [`Bank: ${callback.bank_slug}`] : []),
      ...(callback.saved_loan_id
        ? [`About moving their saved loan #${callback.saved_loan_id} (My loan)`]
        : []),
      ...(callback.language === "hi" ? [HINDI_LINE] : []),
    ],
    `${publicUrl}/admin/callbacks`,
  );
}
