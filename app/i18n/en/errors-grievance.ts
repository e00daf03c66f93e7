// English messages of the "errors-grievance" namespace (see app/i18n/README.md): the exact texts
// the grievance rules and module produce (app/domain/grievances, app/modules/grievances) that no
// other errors-… namespace holds; the Hindi file translates them. The messages shared with the
// other forms (mobile, e-mail, reference) are in "errors-forms".
export default {
  "errors-grievance.textRequired": "Please tell us what went wrong.",
  "errors-grievance.textLength": "Your grievance must be at most 4000 characters.",
  "errors-grievance.consent":
    "Please agree to the privacy notice so that we can look into your grievance.",
  "errors-grievance.thanks":
    "We received your grievance. Keep the reference: the Grievance Officer will reply within 30 days.",
  "errors-grievance.limit":
    "Too many grievances in a short time. Please try again in a few minutes.",
} satisfies Record<string, string>;
