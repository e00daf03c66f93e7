// Masking of personal data in the team's lists (docs/product/team.md "Masking"): staff see
// `******3210` and `r***@example.com`; the detail page shows them in full. Pure and per row, so a
// streamed export can apply them row by row, and the export worker loads them without the team
// module's imports (docs/decisions/040-the-export-on-a-worker.md).

import { can } from "./roles.ts";

/** `9876543210` → `******3210`: the last four digits, a star for every digit before them. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= 4) return "*".repeat(digits.length);
  return `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** `rahul@example.com` → `r***@example.com`; the domain stays (it tells the team little). */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return "";
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** A lead row with its phone number and e-mail address masked. */
export function maskLead<T extends { email: string; phone_number: string }>(row: T): T {
  return { ...row, email: maskEmail(row.email), phone_number: maskPhone(row.phone_number) };
}

/** A contact message (or callback) row with phone and e-mail masked. */
export function maskContact<T extends { email?: string | null; phone: string }>(row: T): T {
  return {
    ...row,
    ...(row.email === undefined ? {} : { email: maskEmail(row.email) }),
    phone: maskPhone(row.phone),
  };
}

/**
 * Admins read lists in full (docs/product/team.md "Masking"); everyone else sees phone and e-mail
 * masked.
 */
export function seesContactsInFull(role: string): boolean {
  return can(role, "full-export");
}

/** Admins read lists in full (docs/product/team.md "Masking"); everyone else gets masked rows. */
export function listMasker(role: string) {
  return seesContactsInFull(role)
    ? <T extends { email: string; phone_number: string }>(row: T) => row
    : maskLead;
}

/** The same rule for rows with a `phone` (callback requests): admins in full, staff masked. */
export function contactMasker(role: string) {
  return seesContactsInFull(role) ? <T extends { phone: string }>(row: T) => row : maskContact;
}
