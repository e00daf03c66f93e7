import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, type ParseResult } from "../validation.ts";

// The bank's contact for GharSetu (docs/product/borrower-view.md "Stop sharing with a bank"):
// `notify_email` on the bank, edited by admins, shown to admins only. A PUT that leaves it out
// keeps it; blank or null clears it.

export const NOTIFY_EMAIL_MESSAGE =
  "notify_email must be an e-mail address (or blank or null to clear it).";

/** undefined: the body left it out (keep it); null: clear it; else the address. */
export function parseNotifyEmail(input: unknown): ParseResult<string | null | undefined> {
  const body =
    typeof input === "object" && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : {};
  if (!Object.hasOwn(body, "notify_email")) return { ok: true, data: undefined };
  const value = body.notify_email;
  if (value === null) return { ok: true, data: null };
  if (typeof value === "string") {
    const email = value.trim();
    if (email === "") return { ok: true, data: null };
    if (email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email)) {
      return { ok: true, data: email };
    }
  }
  return {
    ok: false,
    error: NOTIFY_EMAIL_MESSAGE,
    fields: { notify_email: NOTIFY_EMAIL_MESSAGE },
  };
}
