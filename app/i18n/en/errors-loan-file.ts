// English messages of the "errors-loan-file" namespace (see app/i18n/README.md). Each value is the
// exact English text the loan file's borrower calls answer (app/modules/loan-file/); the Hindi file
// translates it (useI18n().message).
export default {
  "errors-loan-file.expired":
    "Your verification has expired or is for another number. Verify your mobile number again.",
  "errors-loan-file.notWaiting": "This bank is no longer waiting for your decision.",
  "errors-loan-file.notOwner": "That bank application could not be found.",
  "errors-loan-file.decision": "decision must be approve or decline.",
  "errors-loan-file.docType": "Upload a PDF, JPEG or PNG file.",
  "errors-loan-file.docSize": "The file is larger than 10 MB.",
  "errors-loan-file.docNoFile": "Choose a file to upload (one part named file).",
  "errors-loan-file.docMultipart": "Send the file as multipart/form-data with one part named file.",
  "errors-loan-file.docOneFile": "Upload one file at a time.",
  "errors-loan-file.docUnknown": "There is no such document in the checklist.",
  "errors-loan-file.docNotInChecklist": "This document is not in this enquiry's checklist.",
  "errors-loan-file.leadNotFound": "Application not found.",
  "errors-loan-file.consentWithdrawn":
    "The borrower withdrew consent: this lead's file cannot go to a bank.",
  "errors-loan-file.formFailed": "The form could not be handled. Try again.",
};
