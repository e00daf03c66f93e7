// English messages of the "privacy" namespace (see app/i18n/README.md): the privacy notice at
// /privacy. A namespace of its own so that the notice's text (~9 kB) travels only with that page,
// not with every page that shows a form ("forms").
export default {
  "privacy.title": "Privacy notice",
  "privacy.version": "Notice version <0>{version}</0>, in force from <1>{date}</1>.",
  "privacy.intro":
    '{name} helps you compare home loans, check your eligibility and get in touch with banks. To do that we handle personal data about you. This notice explains, as the Digital Personal Data Protection Act, 2023 (the "DPDP Act") requires, what we collect, why, who sees it, how long we keep it and how you can use your rights. For this data, {name} is the Data Fiduciary.',
  "privacy.toc": "On this page",
  "privacy.s.collect": "What we collect",
  "privacy.s.why": "Why we use it",
  "privacy.s.basis": "Legal basis: your consent",
  "privacy.s.share": "Who sees it",
  "privacy.s.keep": "How long we keep it",
  "privacy.s.rights": "Your rights and how to use them",
  "privacy.s.withdraw": "Withdraw consent",
  "privacy.s.grievance": "Grievance Officer",
  "privacy.s.other": "Security, children and changes",
  "privacy.collect.eligibility":
    "<0>Eligibility check:</0> your name, email address, mobile number and PIN code; the loan you want (purpose, property use, property value, amount and tenure); who is applying and your household (relationship status, dependents); your income, employment (company type, company name, occupation) and yearly obligations such as existing loans and card dues; and the result we calculate from them.",
  "privacy.collect.contact":
    "<0>Contact form:</0> your name, email address, mobile number and message.",
  "privacy.collect.account":
    "<0>Account:</0> your name, surname, date of birth (if you give it), mobile number and email address. Your password is stored only as a salted one-way hash; nobody at {name} can read it.",
  "privacy.collect.consent":
    "<0>Proof of consent:</0> the time you gave consent and the version of this notice you agreed to.",
  "privacy.collect.technical":
    "<0>Technical data:</0> your IP address and the pages requested, kept in security logs to stop abuse. When you sign in we set one strictly necessary session cookie. Apart from the one cookie below that remembers where you came from, we use no advertising or tracking cookies, and no one else's. If your connection drops while you submit the eligibility form, your answers wait in your own browser's storage until they can be sent.",
  "privacy.collect.source":
    "<0>Where you came from:</0> on your first visit we keep, in a cookie named gs_source for 90 days, the campaign tags of the address you arrived at (utm_source, utm_medium, utm_campaign, utm_term, utm_content), the website that sent you and the first page you saw; a later visit through a tagged link replaces the latest of these. It holds nothing else about you and is readable, not secret. When you send an enquiry we store it with the enquiry, to learn which advertisements and partners bring borrowers to us. You can delete it in your browser at any time.",
  "privacy.why.eligibility":
    "To work out whether you are likely to qualify and your estimated EMI.",
  "privacy.why.contact":
    "To contact you by phone, SMS, WhatsApp or email about your enquiry: to review your details, answer questions and suggest suitable loans.",
  "privacy.why.banks":
    "To pass your application to the partner banks or housing finance companies you choose, so they can make you an offer.",
  "privacy.why.account": "To run your account and show you your applications.",
  "privacy.why.security":
    "To keep the service secure, prevent fraud and spam, and meet our legal obligations.",
  "privacy.why.noSale":
    "We do not sell your data, and we do not use it for unrelated marketing without asking you separately.",
  "privacy.basis":
    "We process your personal data on the basis of your consent (section 6 of the DPDP Act), which you give by ticking the unticked consent box on the eligibility form or the contact form, or by creating an account. Without it we cannot take your enquiry. Security logs and records we must keep by law are processed for those legitimate uses (section 7). You can withdraw your consent at any time; see section 6 below.",
  "privacy.share.team":
    "<0>Our team:</0> the {name} loan advisers who handle enquiries, each with their own sign-in and only as far as their work needs.",
  "privacy.share.banks":
    "<0>The partner banks you choose:</0> when you ask us to take your application to a bank or housing finance company, that lender receives the details it needs to assess the loan. It then handles them under its own privacy notice and RBI rules.",
  "privacy.share.processors":
    "<0>Service providers:</0> companies that host our servers or send our messages, acting only on our instructions as Data Processors under contract.",
  "privacy.share.authorities":
    "<0>Authorities:</0> only when the law requires it, for example a valid order of a court or regulator.",
  "privacy.keep":
    "We keep enquiry and application data for <0>24 months after our last contact</0> with you, then delete it, unless a law requires us to keep something longer. Account data stays while your account exists and is deleted with it. Security logs are kept for no more than 90 days. When you withdraw consent or ask for erasure, we delete your data sooner, as described below.",
  "privacy.rights.intro": "Under the DPDP Act you have the right to:",
  "privacy.rights.access":
    "<0>Access:</0> get a summary of the personal data we hold about you, what we do with it, and the banks and processors we have shared it with.",
  "privacy.rights.correction":
    "<0>Correction:</0> have inaccurate or incomplete data corrected, completed or updated.",
  "privacy.rights.erasure":
    "<0>Erasure:</0> have your data deleted when it is no longer needed for the purpose you gave it for, unless the law requires us to keep it.",
  "privacy.rights.withdraw":
    "<0>Withdraw consent:</0> as easily as you gave it. We then stop contacting you and stop processing your data, and delete it unless the law requires us to keep it. Processing before the withdrawal stays lawful; a bank that already received your application must be told separately, and we will pass your request on. <1>Withdraw consent</1> online in one step.",
  "privacy.rights.grievance":
    "<0>Grievance redressal:</0> complain to our Grievance Officer, and if you are not satisfied, to the Data Protection Board of India.",
  "privacy.rights.nominate":
    "<0>Nominate:</0> name a person to use these rights for you in the event of your death or incapacity.",
  "privacy.how":
    '<0>How:</0> write to <1>{email}</1> with the subject "Privacy request", or call <2>{phone}</2>, from the email address or mobile number you gave us, and say what you want. To withdraw consent, "Withdraw my consent" is enough. We may ask a question to confirm it is you. We acknowledge requests within 2 working days and complete them within 30 days. If you have an account, you can see your applications under <3>My applications</3>.',
  "privacy.howSubject": "Privacy request",
  "privacy.withdraw":
    "Enter the reference of your enquiry (it looks like GS-7K2M9QX4; we showed it when you sent the enquiry) and the mobile number you gave us. Signed-in customers can also withdraw each application from their account page. We then at once erase your name, email address, mobile number, PIN code and company name, close the enquiry and take it out of every export and call list. We keep only the reference, the dates of its status changes and the anonymous figures (loan amount, income bands, the result), which no longer identify you.",
  "privacy.withdrawVerify":
    "Enter the reference of your enquiry (it looks like GS-7K2M9QX4; we showed it when you sent the enquiry) and the mobile number you gave us, then verify the number with the code we send by SMS. Signed-in customers can also withdraw each application from their account page. We then at once erase your name, email address, mobile number, PIN code and company name, close the enquiry and take it out of every export and call list. We keep only the reference, the dates of its status changes and the anonymous figures (loan amount, income bands, the result), which no longer identify you.",
  "privacy.grievanceOfficer": "Grievance Officer, {name}",
  "privacy.email": "Email:",
  "privacy.phone": "Phone:",
  "privacy.other.security":
    "<0>Security:</0> data travels over encrypted connections, passwords are hashed, staff access needs an admin sign-in, and forms are protected against automated abuse. If a breach affecting you ever happens, we will tell you and the Data Protection Board as the Act requires.",
  "privacy.other.children":
    "<0>Children:</0> our service is for adults. We do not knowingly collect data of anyone under 18; if you believe a child has given us data, contact us and we will delete it.",
  "privacy.other.changes":
    "<0>Changes:</0> when this notice changes in substance it gets a new version, and we ask for fresh consent before using your data in a new way. We store the version you agreed to with your enquiry. This is version {version}.",
} satisfies Record<string, string>;
