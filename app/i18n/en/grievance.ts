// English messages of the "grievance" namespace (see app/i18n/README.md): /grievance, the
// grievance officer and the grievance form (docs/product/borrower-view.md "Grievances").
export default {
  "grievance.title": "Grievance redressal",
  "grievance.pageTitle": "Grievance redressal",
  "grievance.intro":
    "If something went wrong with your enquiry, your data or a bank we sent your file to, tell our Grievance Officer. You get a reference at once, an acknowledgement by e-mail, and a reply within 30 days.",
  "grievance.officer.heading": "Grievance Officer",
  "grievance.officer.role": "Grievance Officer, {siteName}",
  "grievance.officer.email": "E-mail:",
  "grievance.officer.phone": "Phone:",
  "grievance.rbi.heading": "If it is not resolved within 30 days",
  "grievance.rbi.body":
    "If your grievance is not resolved within 30 days, or you are not satisfied with our reply, you may complain to the Reserve Bank of India on its complaint portal, <0>cms.rbi.org.in</0>.",
  "grievance.form.heading": "Send a grievance",
  "grievance.form.reference": "Your enquiry reference (optional)",
  "grievance.form.referenceHint": "The GS-… reference of the enquiry it is about, if there is one.",
  "grievance.form.phone": "Mobile number",
  "grievance.form.email": "E-mail (optional)",
  "grievance.form.emailHint":
    "We send the acknowledgement here. Without it, we send it to the e-mail of the enquiry you name, if the mobile number is that enquiry's.",
  "grievance.form.text": "What went wrong?",
  "grievance.form.consent":
    "I agree that {siteName} uses these details to look into my grievance, as the <0>privacy notice</0> explains.",
  "grievance.form.submit": "Send grievance",
  "grievance.form.sending": "Sending…",
  "grievance.form.honeypot": "Leave this field empty",
  "grievance.form.queued":
    "Saved on this device. We will send your grievance as soon as we can reach our server; keep this page open or come back later.",
  "grievance.done.heading": "Grievance received",
  "grievance.done.reference": "Your grievance reference:",
  "grievance.done.keep":
    "Quote it when you contact the Grievance Officer. If it is not resolved within 30 days, you may go to the RBI's complaint portal.",
} satisfies Record<string, string>;
