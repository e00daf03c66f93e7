// Money and number formatting in Indian grouping (₹10,00,000), docs/product/pages.md "Money and
// figures".
//
// Written out rather than left to Intl.NumberFormat: building the en-IN formatters cost ~17 ms of
// main thread when the module loaded, ~70 ms on a phone at 4x, on every page that shows an amount
// (docs/performance.md). The output is Intl's to the character (format.test.ts compares the two
// over random values); Intl is still used, built on first need, for the rare number that String()
// writes with an exponent (below 1e-6 or from 1e21).

/** "1000000" → "10,00,000": the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/** Adds one to a string of digits: "0999" → "1000". */
function incrementDigits(digits: string): string {
  const out = [...digits];
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return `1${out.join("")}`;
}

/**
 * A non-negative number rounded to `maxDecimals` as Intl does: from its shortest decimal form
 * (String(1.005) is "1.005", so it rounds to 1.01), halves away from zero. Null when String()
 * would use an exponent.
 */
function roundDecimal(
  abs: number,
  maxDecimals: number,
): { whole: string; fraction: string } | null {
  const text = String(abs);
  if (text.includes("e")) return null;
  const [whole, fraction = ""] = text.split(".");
  if (fraction.length <= maxDecimals) return { whole, fraction };
  const kept = `${whole}${fraction.slice(0, maxDecimals)}`;
  const rounded = fraction.charCodeAt(maxDecimals) >= 53 /* "5" */ ? incrementDigits(kept) : kept;
  const cut = rounded.length - maxDecimals;
  return { whole: rounded.slice(0, cut), fraction: rounded.slice(cut) };
}

let intl: Record<"inr0" | "inr2" | "plain", Intl.NumberFormat> | null = null;

/** The Intl formatters, for numbers String() writes with an exponent only. */
function intlFormat(kind: "inr0" | "inr2" | "plain", value: number): string {
  intl ??= {
    inr0: new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
    inr2: new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
    plain: new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }),
  };
  // Some ICU versions put a (narrow) no-break space between the sign and the digits; the UI and
  // the stored eligibility messages must read exactly "₹10,00,000" whatever the runtime.
  return intl[kind].format(value).replace(/[\s\u00a0\u202f]/g, "");
}

/** Intl's sign: a minus for every negative number, -0 and amounts that round to zero included. */
const minus = (value: number) => (value < 0 || Object.is(value, -0) ? "-" : "");

/** "₹10,00,000" (default, whole rupees) or "₹21,442.50" with { decimals: 2 }. Non-finite → ₹0. */
export function formatInr(amount: number, opts?: { decimals?: 0 | 2 }): string {
  const value = Number.isFinite(amount) && amount !== 0 ? amount : 0;
  const decimals = opts?.decimals === 2 ? 2 : 0;
  const parts = roundDecimal(Math.abs(value), decimals);
  if (!parts) return intlFormat(decimals === 2 ? "inr2" : "inr0", value);
  const fraction = decimals === 2 ? `.${parts.fraction.padEnd(2, "0")}` : "";
  return `${minus(value)}₹${groupIndian(parts.whole)}${fraction}`;
}

/** "10,00,000" without the sign, for amount inputs as the user types. Non-finite → "". */
export function formatIndianNumber(amount: number): string {
  if (!Number.isFinite(amount)) return "";
  const parts = roundDecimal(Math.abs(amount), 2);
  if (!parts) return intlFormat("plain", amount);
  const fraction = parts.fraction.replace(/0+$/, "");
  return `${minus(amount)}${groupIndian(parts.whole)}${fraction ? `.${fraction}` : ""}`;
}

const MONTHS = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  hi: [
    "जनवरी",
    "फ़रवरी",
    "मार्च",
    "अप्रैल",
    "मई",
    "जून",
    "जुलाई",
    "अगस्त",
    "सितंबर",
    "अक्टूबर",
    "नवंबर",
    "दिसंबर",
  ],
} as const;

/**
 * A calendar day, "2027-03-31" → "31 Mar 2027" ("31 मार्च 2027" in Hindi), read from the text so
 * the server and the browser print the same day whatever their time zone.
 */
export function formatDay(iso: string, lang: "en" | "hi" = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const name = match ? MONTHS[lang][Number(match[2]) - 1] : undefined;
  return match && name ? `${Number(match[3])} ${name} ${match[1]}` : iso;
}
