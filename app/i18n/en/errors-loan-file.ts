// English messages of the "errors-loan-file" namespace (see app/i18n/README.md). Each value is the
// exact English text the loan file's borrower calls answer (app/modules/loan-file/); the Hindi file
// translates it (useI18n().message).
export default {
  "errors-loan-file.expired":
    "Your verification has expired or is for another number. Verify your mobile number again.",
  "errors-loan-file.notWaiting": "This bank is no longer waiting for your decision.",
  "errors-loan-file.notOwner": "That bank application could not be found.",
  "errors-loan-file.decision": "decision must be approve or decline.",
};
