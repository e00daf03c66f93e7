// A bank's terms as stored (English, edited by admins: "Up to 30 years", "0.35% of the loan
// amount, minimum ₹2,000 and maximum ₹10,000, plus GST") in the page's language; the as-of date
// is formatAsOfDate's (app/components/bank/as-of.tsx).
// The usual wordings are rebuilt from the "calculators" namespace, so in English they come out
// exactly as stored; anything else is shown as it is rather than half translated.

import type { I18nApi } from "../../i18n/i18n.tsx";

type T = I18nApi["t"];

/** "Up to 30 years" → "30 साल तक". */
export function tenureText(tenure: string, t: T): string {
  const match = /^up to (\d+) years$/i.exec(tenure.trim());
  return match ? t("calculators.rates.tenureUpTo", { years: match[1] }) : tenure;
}

const PERCENT = String.raw`\d+(?:\.\d+)?%(?: – \d+(?:\.\d+)?%)?`;
const RUPEES = String.raw`₹\d+(?:,\d+)*`;
const FEE = new RegExp(
  `^(Up to )?(${PERCENT}) of the loan amount` +
    `(?: or (${RUPEES}), whichever is higher)?` +
    `(?:, minimum (${RUPEES}))?` +
    `(?:(,| and) maximum (${RUPEES}))?` +
    `(,)? plus GST$`,
);

/** "Up to 0.50% of the loan amount plus GST" → "लोन की रकम का 0.50% तक + GST". */
export function feeText(fee: string, t: T): string {
  const match = FEE.exec(fee.trim());
  if (!match) return fee;
  const [, upTo, pct, orAmount, minimum, maxSeparator, maximum, comma] = match;
  let text = t(upTo ? "calculators.rates.fee.upTo" : "calculators.rates.fee.percent", { pct });
  if (orAmount) text = t("calculators.rates.fee.orHigher", { fee: text, amount: orAmount });
  if (minimum) text = t("calculators.rates.fee.minimum", { fee: text, amount: minimum });
  if (maximum)
    text = t(
      maxSeparator === "," ? "calculators.rates.fee.maximum" : "calculators.rates.fee.andMaximum",
      { fee: text, amount: maximum },
    );
  return t(comma ? "calculators.rates.fee.commaPlusGst" : "calculators.rates.fee.plusGst", {
    fee: text,
  });
}
