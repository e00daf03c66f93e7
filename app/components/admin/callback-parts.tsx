import { CALLBACK_SLOT_LABELS, type CallbackSlot } from "../../domain/callbacks/schema.ts";

// A callback request as its list and its page show it (docs/product/borrower-journey.md "Callback
// requests"): the same fields from the stored row, the slot and the bank in words.

/** The fields both pages show; the mobile as the loader gives it (masked in the list for staff). */
export function callbackView(
  row: Record<"reference" | "name" | "phone" | "city" | "preferred_slot", string> &
    Record<"language" | "status" | "created_at", string> & {
      bank_slug: string | null;
      phone_verified: number;
    },
) {
  return {
    reference: row.reference,
    name: row.name,
    phone: row.phone,
    city: row.city,
    slot: row.preferred_slot,
    bank: row.bank_slug,
    // The site the request came from (ADR 024): a Hindi reader is called in Hindi.
    hindi: row.language === "hi",
    verified: Number(row.phone_verified) === 1,
    status: row.status,
    createdAt: row.created_at,
  };
}

/** "Call between (IST)": the slot's words, or the stored value if it has none. */
export function slotLabel(slot: string): string {
  return CALLBACK_SLOT_LABELS[slot as CallbackSlot] ?? slot;
}

/** The bank the request was made from, or "—". */
export function bankLabel(bank: string | null): string {
  return bank ? bank.toUpperCase() : "—";
}
