import type { MyLoanRefusal } from "../../domain/my-loan/page-state.ts";
import { T, useI18n } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";
import { Link } from "../router-links.tsx";

// What the forms of the saved loans share (save-loan-form.tsx, saved-loans.tsx): where they post,
// their hidden proof, their buttons, a field's refusal in the page's language and the consent box.

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

/**
 * A control's name with the value sent back and the refusal's message for it, to spread into a
 * TextField or SelectField: `field("city")`.
 */
export function fieldState(
  values: Record<string, string>,
  error: (name: string) => string | null,
): (name: string) => { name: string; defaultValue: string; error: string | null } {
  return (name) => ({ name, defaultValue: values[name] ?? "", error: error(name) });
}

/**
 * A select's options after its empty first one, the prompt ("Choose…"): left on the prompt, a
 * required select is refused as missing.
 */
export function withPrompt(
  prompt: string,
  options: readonly { value: string; label: string }[],
): { value: string; label: string }[] {
  return [{ value: "", label: prompt }, ...options];
}

/**
 * The end of a loan form: the consent box (name "consent": its words, `text`, with their link to
 * the privacy notice, and the refusal's message for it, tied to the box as `errorId`), then the
 * submit button, each a row of the form's grid as wide as `span`.
 */
export function ConsentAndSubmit({
  text,
  error,
  errorId,
  defaultChecked,
  span,
  submit,
}: {
  text: MessageId;
  error: string | null;
  errorId: string;
  defaultChecked?: boolean;
  span: string;
  submit: string;
}) {
  const { href } = useI18n();
  return (
    <>
      <div className={span}>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            name="consent"
            defaultChecked={defaultChecked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1 h-5 w-5"
          />
          <span className="text-sm text-slate-800">
            <T
              id={text}
              components={{ 0: <Link to={href("/privacy")} className="font-semibold underline" /> }}
            />
          </span>
        </label>
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className={span}>
        <button type="submit" className={button}>
          {submit}
        </button>
      </div>
    </>
  );
}
