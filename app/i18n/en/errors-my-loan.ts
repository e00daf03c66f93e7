import { SAVED_LOAN_MESSAGES as M } from "../../domain/my-loan/saved-loan.ts";

// English messages of the "errors-my-loan" namespace (see app/i18n/README.md): the exact texts of
// a saved loan's refusals (app/domain/my-loan/saved-loan.ts, app/modules/my-loans/) that no other
// errors-… namespace holds; the Hindi file translates them. The mobile verification's and the
// callback form's messages are in "errors-forms" and "errors-loan-file", which the page loads too.
export default {
  "errors-my-loan.bank": M.bank,
  "errors-my-loan.lenderName": M.lenderName,
  "errors-my-loan.rateType": M.rateType,
  "errors-my-loan.currentRate": M.currentRate,
  "errors-my-loan.lastReset": M.lastReset,
  "errors-my-loan.resetEvery": M.resetEvery,
  "errors-my-loan.outstanding": M.outstanding,
  "errors-my-loan.remainingMonths": M.remainingMonths,
  "errors-my-loan.emi": M.emi,
  "errors-my-loan.consent": M.consent,
  "errors-my-loan.notFound": "Loan not found.",
  "errors-my-loan.noMobile":
    "Your account has no mobile number: save your loan on My loan, with your number verified by SMS.",
  "errors-my-loan.unknown": "Unknown action.",
} satisfies Record<string, string>;
