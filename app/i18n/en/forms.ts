// English messages of the "forms" namespace (see app/i18n/README.md). Keys start with "forms.".
// The callback form, mobile verification, the Get in Touch form, /callback-request, /track and
// the consent withdrawal form on /privacy (the notice's own text is the "privacy" namespace).
export default {
  // Shared
  "forms.sending": "Sending…",
  "forms.outbox.queued":
    "We cannot reach our server just now. What you typed is saved on this device and will be sent automatically as soon as we can: you do not need to send it again.",
  "forms.honeypot": "Website",
  "forms.mobile": "Mobile number",
  "forms.reference": "Reference",
  "forms.slot.08:00-11:00": "8 am – 11 am",
  "forms.slot.11:00-14:00": "11 am – 2 pm",
  "forms.slot.14:00-17:00": "2 pm – 5 pm",
  "forms.slot.17:00-19:00": "5 pm – 7 pm",

  // Request a callback
  "forms.callback.heading": "Request a callback",
  "forms.callback.headingBank": "Request a callback about {bank}",
  "forms.callback.intro":
    "A loan adviser calls you in the slot you choose, between 8 am and 7 pm (IST).",
  "forms.callback.name": "Name",
  "forms.callback.city": "City",
  "forms.callback.slot": "Best time to call (IST)",
  "forms.callback.chooseSlot": "Choose a time",
  "forms.callback.consent":
    "I agree to be called about home loans at this number and to the <0>privacy notice</0>.",
  "forms.callback.submit": "Request a callback",
  "forms.callback.done": "Callback requested",
  "forms.callback.yourReference": "Your reference:",
  "forms.callback.trackHint":
    "<0>Track your request</0> with this reference and your mobile number.",
  "forms.callback.pageTitle": "Request a callback | GharSetu",

  // Mobile verification by SMS code
  "forms.otp.intro":
    "Optional: verify your mobile number with a code by SMS, so we know it is yours.",
  "forms.otp.send": "Send code",
  "forms.otp.resend": "Resend code",
  "forms.otp.code": "Code from the SMS",
  "forms.otp.verify": "Verify",
  "forms.otp.sent": "We sent a 6-digit code by SMS. It is valid for 10 minutes.",
  "forms.otp.verified": "Mobile number verified.",
  "forms.otp.offlineSend": "You seem to be offline. You can still submit without verifying.",
  "forms.otp.offline": "You seem to be offline.",
  "forms.otp.sendFailed": "We could not send a code.",
  "forms.otp.wrong": "That code is wrong or has expired.",

  // Get in Touch (home page)
  "forms.contact.heading": "Get in Touch",
  "forms.contact.intro":
    "Tell us about the home you have in mind. A loan adviser will get back to you within 24 hours.",
  "forms.contact.phone": "Phone",
  "forms.contact.email": "Email",
  "forms.contact.office": "Office",
  "forms.contact.hours": "Business hours",
  "forms.contact.formHeading": "Send us a message",
  "forms.contact.firstName": "First Name",
  "forms.contact.lastName": "Last Name",
  "forms.contact.required": "(required)",
  "forms.contact.message": "How can we help with your home loan?",
  "forms.contact.consent":
    "I agree that {siteName} may contact me by phone, SMS or WhatsApp about this enquiry, and I have read the <0>privacy notice</0>.",
  "forms.contact.theTeam": "the team",
  "forms.contact.submit": "Send message",

  // /track
  "forms.track.title": "Track your enquiry",
  "forms.track.intro":
    "Enter the reference we gave you (it looks like GS-7K2M9QX4) and the mobile number you gave us.",
  "forms.track.submit": "Track",
  "forms.track.callback": "your callback request",
  "forms.track.application": "your application",
  "forms.track.helloCallback": "Hello {name}: your callback request",
  "forms.track.helloApplication": "Hello {name}: your application",
  "forms.track.status": "Status",
  "forms.track.bank": "Bank",
  "forms.track.history": "History",
  "forms.track.metaTitle": "Track your enquiry | GharSetu",
  "forms.track.metaDescription": "See the status of your home-loan enquiry with its reference.",
  "forms.status.new": "Received",
  "forms.status.contacted": "Contacted",
  "forms.status.converted": "Converted",
  "forms.status.closed": "Closed",

  // Withdraw consent
  "forms.withdraw.submit": "Withdraw consent",
  "forms.withdraw.done": "{message} (Reference <0>{reference}</0>.)",
} satisfies Record<string, string>;
