// Money and number formatting in Indian grouping (₹10,00,000), DECISIONS.md 2.
// Formatters are created once: Intl constructors are slow and these run on every keystroke.

const inr0 = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const inr2 = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plain = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

// Some ICU versions put a (narrow) no-break space between the sign and the digits; the UI and the
// stored eligibility messages must read exactly "₹10,00,000" whatever the runtime.
function tidy(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, "");
}

/** "₹10,00,000" (default, whole rupees) or "₹21,442.50" with { decimals: 2 }. Non-finite → ₹0. */
export function formatInr(amount: number, opts?: { decimals?: 0 | 2 }): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const formatter = opts?.decimals === 2 ? inr2 : inr0;
  return tidy(formatter.format(value === 0 ? 0 : value));
}

/** "10,00,000" without the sign, for amount inputs as the user types. Non-finite → "". */
export function formatIndianNumber(amount: number): string {
  if (!Number.isFinite(amount)) return "";
  return tidy(plain.format(amount));
}
