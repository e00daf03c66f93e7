// English messages of the "errors-forms" namespace (see app/i18n/README.md). Keys start with "errors-forms.".
// Each value is the exact English text the server or the shared domain rules produce for the
// callback, contact, mobile verification, tracking, withdrawal, sign-in and registration forms;
// the Hindi file translates it (useI18n().message). errors-forms.test.ts checks that every
// exported message constant has an entry here.
export default {
  // Shared
  "errors-forms.invalidInput": "Invalid input.",
  "errors-forms.invalidCharacter": "Remove the invalid character from this field.",
  "errors-forms.clientId": "client_id must be 8 to 64 letters, digits or hyphens.",
  "errors-forms.unavailable":
    "We cannot reach our records just now, so nothing was saved. Please try again in a moment.",
  "errors-forms.spam": "Submission rejected.",
  "errors-forms.emailRequired": "Email is required.",
  "errors-forms.emailInvalid": "Enter a valid email address.",
  "errors-forms.indianMobile": "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",

  // Callback requests (app/domain/callbacks, app/modules/callbacks)
  "errors-forms.callback.nameRequired": "Please enter your name.",
  "errors-forms.callback.nameLength": "Name must be at most 100 characters.",
  "errors-forms.callback.cityRequired": "Please enter your city.",
  "errors-forms.callback.cityLength": "City must be at most 60 characters.",
  "errors-forms.callback.slot": "Choose a time between 8 am and 7 pm: 8–11, 11–2, 2–5 or 5–7.",
  "errors-forms.callback.consent":
    "Please agree to be called and to the privacy notice to continue.",
  "errors-forms.callback.bank": "Unknown bank.",
  "errors-forms.callback.verification":
    "The verification has expired. Please verify your number again.",
  "errors-forms.callback.thanks":
    "Thanks! We will call you in the time you chose. Keep your reference to track the request.",

  // Contact messages (app/domain/contact, app/modules/contact, the home page)
  "errors-forms.contact.firstNameLength": "First name must be at most 100 characters.",
  "errors-forms.contact.lastNameLength": "Last name must be at most 100 characters.",
  "errors-forms.contact.phoneRequired": "Phone number is required.",
  "errors-forms.contact.phoneInvalid": "Enter a valid phone number.",
  "errors-forms.contact.messageLength": "Message must be at most 2000 characters.",
  "errors-forms.contact.consent":
    "Please agree to be contacted and to the privacy notice to continue.",
  "errors-forms.contact.thanks": "Thanks! We'll get back to you within 24 hours.",
  "errors-forms.contact.unavailable":
    "We could not send your message just now. Please try again in a few minutes, or call us.",

  // Mobile verification (app/domain/otp)
  "errors-forms.otp.wrongOrExpired": "That code is wrong or has expired.",
  "errors-forms.otp.tooSoon": "Please wait 30 seconds before asking for another code.",
  "errors-forms.otp.tooMany": "Too many codes for this number. Please try again in an hour.",
  "errors-forms.otp.codeFormat": "Enter the 6-digit code we sent you.",
  "errors-forms.otp.unavailable": "Mobile verification is not available at the moment.",
  "errors-forms.otp.sendFailed": "We could not send the code just now. Please try again shortly.",
  "errors-forms.otp.language": "language must be en or hi.",

  // Tracking and withdrawal (app/modules/enquiries)
  "errors-forms.enquiry.reference": "Enter your reference, like GS-7K2M9QX4.",
  "errors-forms.enquiry.notFound": "No enquiry matches that reference and mobile number.",
  "errors-forms.enquiry.withdrawn":
    "Your consent is withdrawn. We have erased your name and contact details and closed the enquiry; we will not contact you about it again.",
  "errors-forms.enquiry.needsCode": "Verify your mobile number with the code we send you first.",
  "errors-forms.account.notWithdrawn": "That application could not be withdrawn.",

  // Sign-in and registration (app/domain/auth, app/modules/users, /login, /register)
  "errors-forms.auth.nameLength": "Name must be at most 60 characters.",
  "errors-forms.auth.surnameRequired": "Surname is required.",
  "errors-forms.auth.surnameLength": "Surname must be at most 60 characters.",
  "errors-forms.auth.mobileRequired": "Mobile number is required.",
  "errors-forms.auth.mobileInvalid": "Enter a valid 10-digit Indian mobile number.",
  "errors-forms.auth.passwordShort": "Password must be at least 8 characters.",
  "errors-forms.auth.passwordLong": "Password must be at most 128 characters.",
  "errors-forms.auth.passwordRequired": "Password is required.",
  "errors-forms.auth.dobInvalid": "Date of birth must be a valid date.",
  "errors-forms.auth.dobUnderage": "You must be at least 18 years old.",
  "errors-forms.auth.duplicate": "An account with this email already exists.",
  "errors-forms.auth.invalidLogin": "Invalid email or password.",
  "errors-forms.auth.registered": "Registered successfully!",

  "errors-forms.twoStep.codeRequired": "Enter the 6-digit code from your authenticator app.",
  "errors-forms.twoStep.codeFormat": "The code is 6 digits, from your authenticator app.",
  "errors-forms.twoStep.codeWrong":
    "That code is not right. Check that your phone's time is set automatically, and enter the newest code.",
  "errors-forms.twoStep.codeUsed":
    "That code was already used. Wait for the next code and enter it.",
  "errors-forms.twoStep.recoveryRequired": "Enter one of your recovery codes.",
  "errors-forms.twoStep.recoveryWrong": "That recovery code is not right, or it was already used.",
  "errors-forms.twoStep.oneOfBoth": "Send either a code or a recovery code, not both.",
  "errors-forms.twoStep.enrolFirst": "Set up two-step sign-in first.",
  "errors-forms.twoStep.codeFirst":
    "Enter the code from your authenticator app to finish signing in.",
  "errors-forms.twoStep.setupFirst":
    "Start setting up two-step sign-in first: scan the QR code, then enter its first code.",
  "errors-forms.twoStep.signInFirst": "Sign in with your email and password first.",
  "errors-forms.twoStep.teamOnly": "Two-step sign-in is for the team's accounts.",
  "errors-forms.twoStep.alreadySignedIn": "You are already signed in.",
  "errors-forms.twoStep.alreadyOn": "Two-step sign-in is already set up for this account.",
  "errors-forms.twoStep.notOn": "Two-step sign-in is not set up for this account yet.",
  "errors-forms.twoStep.resetSelf":
    "You cannot reset your own two-step sign-in. Ask another admin.",
  "errors-forms.twoStep.notFound": "User not found.",

  // The rate limits of these forms (server/security.ts), as the API answers them
  "errors-forms.limit.general": "Too many requests. Please slow down and try again shortly.",
  "errors-forms.limit.login": "Too many sign-in attempts. Please wait a few minutes and try again.",
  "errors-forms.limit.register":
    "Too many registrations from this network. Please try again later.",
  "errors-forms.limit.contact":
    "Too many messages in a short time. Please try again in a few minutes.",
  "errors-forms.limit.callbacks":
    "Too many callback requests in a short time. Please try again in a few minutes.",
  "errors-forms.limit.otp": "Too many verification attempts. Please try again in a few minutes.",
  "errors-forms.limit.track":
    "Too many look-ups in a short time. Please try again in a few minutes.",
  "errors-forms.limit.withdraw":
    "Too many requests in a short time. Please try again in a few minutes.",
} satisfies Record<string, string>;
