import type { MyLoanRefusal } from "../../domain/my-loan/page-state.ts";
import { useI18n } from "../../i18n/i18n.tsx";

// What the forms of the saved loans share (save-loan-form.tsx, saved-loans.tsx): where they post,
// their hidden proof, their buttons, and a field's refusal in the page's language.

/**
 * Every form is a plain POST to the page (`action`), with the page's proof as hidden fields
 * (`hidden`: the mobile and its token on /my-loan, nothing on /account) and its intent named
 * `${prefix}save`, `${prefix}delete`, `${prefix}ask`.
 */
export interface LoanForms {
  action: string;
  hidden: Record<string, string>;
  prefix: string;
}

export const button =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700";
export const quietButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50";

export function Hidden({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** The refusal's message for a field, in the page's language. */
export function useFieldError(
  refusal: MyLoanRefusal | null,
  form: MyLoanRefusal["form"],
  id?: number,
) {
  const { message } = useI18n();
  const own = refusal && refusal.form === form && (id === undefined || refusal.loanId === id);
  return (name: string) => (own && refusal.fields[name] ? message(refusal.fields[name]) : null);
}
