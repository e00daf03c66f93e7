import { formatAmountInput } from "../wizard/amount-format.ts";

/** Amount fields start grouped the Indian way ("2500000" → "25,00,000"); anything else as given. */
export function groupAmounts(
  values: Record<string, string>,
  amountFields: readonly string[],
): Record<string, string> {
  const out = { ...values };
  for (const field of amountFields) {
    const value = out[field];
    if (value !== undefined && /^[\d,]+(\.\d{1,2})?$/.test(value.trim()))
      out[field] = formatAmountInput(value.trim());
  }
  return out;
}
