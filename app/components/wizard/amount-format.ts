// Live formatting of rupee amounts in the wizard's inputs: "2500000" → "25,00,000" while the
// user types, and a caret that stays after the digit it was after. Pure functions, unit-tested.

import { formatIndianNumber } from "../../domain/format.ts";

/** 15 integer digits: far above any loan, still exact in a double (the domain caps amounts). */
const MAX_INTEGER_DIGITS = 15;
const MAX_FRACTION_DIGITS = 2;

/**
 * Normalises what is in an amount box: keeps digits and the first decimal point (paise: at most
 * two digits), drops leading zeros and regroups the rupees the Indian way. Pasted "₹25,00,000",
 * "25 00 000" and "2500000" all become "25,00,000". Empty input stays empty.
 */
export function formatAmountInput(raw: string): string {
  const text = String(raw ?? "");
  const point = text.indexOf(".");
  const integerText = point >= 0 ? text.slice(0, point) : text;
  let digits = integerText.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  digits = digits.slice(0, MAX_INTEGER_DIGITS);
  const fraction =
    point >= 0
      ? text
          .slice(point + 1)
          .replace(/\D/g, "")
          .slice(0, MAX_FRACTION_DIGITS)
      : null;
  if (digits === "" && fraction === null) return "";
  const grouped = digits === "" ? "0" : formatIndianNumber(Number(digits));
  return fraction === null ? grouped : `${grouped}.${fraction}`;
}

/** Counts the characters that carry meaning (digits and the decimal point). */
export function significantCount(text: string): number {
  let count = 0;
  for (const ch of text) if ((ch >= "0" && ch <= "9") || ch === ".") count++;
  return count;
}

/**
 * The caret position in `formatted` just after its `count`-th significant character, so that
 * typing or deleting in the middle of "25,00,000" does not throw the caret to the end.
 */
export function caretAfterSignificant(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    const ch = formatted[i];
    if ((ch >= "0" && ch <= "9") || ch === ".") seen++;
    if (seen === count) return i + 1;
  }
  return formatted.length;
}

/** Formats an edit and works out where the caret goes: the input's onChange in one call. */
export function reformatWithCaret(
  raw: string,
  caret: number | null,
): { value: string; caret: number } {
  const value = formatAmountInput(raw);
  const before = significantCount(raw.slice(0, caret ?? raw.length));
  // Leading zeros that were dropped no longer count.
  const dropped = significantCount(raw) - significantCount(value);
  return { value, caret: caretAfterSignificant(value, Math.max(0, before - Math.max(0, dropped))) };
}
