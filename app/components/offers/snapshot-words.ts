import { formatDay, formatInr } from "../../domain/format.ts";
import type { Reason } from "../../domain/offers/match.ts";
import type { I18nApi } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";

// What a snapshot's page says in words (docs/product/offers.md "Pages"): each reason a lender did
// not match, with the borrower's figure and the lender's limit from its detail, and the fix where
// one number would make the rule pass; and the dates, written out without Intl (no formatter is
// built while a public page loads: docs/decisions/036-no-intl-and-no-zod-at-load.md). Only types
// come from the domain's matching, which imports zod.

type Texts = Pick<I18nApi, "t">;

/** A detail figure: a number as written (30.03, 75), or "" when the snapshot has none. */
function figure(detail: Reason["detail"], key: string): string {
  const value = detail[key];
  return typeof value === "number" || typeof value === "string" ? String(value) : "";
}

/** A detail amount in rupees, Indian grouping. */
function money(detail: Reason["detail"], key: string): string {
  const value = detail[key];
  return typeof value === "number" ? formatInr(value) : figure(detail, key);
}

/** A band's or an employment's words; the value itself when the catalogue has none. */
function choiceWord({ t }: Texts, kind: "band" | "employment", value: string): string {
  const id = `offers.${kind}.${value}` as MessageId;
  const text = t(id);
  return text === id ? value : text;
}

/** How a detail figure is written: as it is, in rupees, or as a band's or an employment's words. */
type Written = "figure" | "money" | "band" | "employment";

/**
 * Each rule's message values: the placeholder, how its figure is written and the detail key it
 * comes from (the borrower's figure, the lender's limit).
 */
const REASON_VALUES: Record<Reason["code"], Record<string, [Written, string]>> = {
  credit_score_not_lent: { band: ["band", "band"] },
  employment_not_accepted: { employment: ["employment", "employment"] },
  loan_outside_range: {
    min: ["money", "min_loan"],
    max: ["money", "max_loan"],
    loan: ["money", "loan_amount"],
  },
  income_below_minimum: { minimum: ["money", "minimum"], income: ["money", "monthly_income"] },
  tenure_above_maximum: { maximum: ["figure", "maximum"], tenure: ["figure", "tenure_months"] },
  age_at_maturity_above_limit: { age: ["figure", "age_at_maturity"], limit: ["figure", "limit"] },
  ltv_above_limit: { ltv: ["figure", "ltv_percent"], limit: ["figure", "limit_percent"] },
  foir_above_limit: { foir: ["figure", "foir_percent"], limit: ["figure", "limit_percent"] },
};

/** One detail figure in words, written as `how` says. */
function written(texts: Texts, how: Written, detail: Reason["detail"], key: string): string {
  if (how === "money") return money(detail, key);
  const value = figure(detail, key);
  return how === "figure" ? value : choiceWord(texts, how, value);
}

/** One reason in plain words, from its code and detail; an unknown code still says which rule. */
export function reasonText(reason: Reason, texts: Texts): string {
  const { t } = texts;
  if (!Object.hasOwn(REASON_VALUES, reason.code)) {
    return t("offers.reason.other", { code: String(reason.code) });
  }
  const d = reason.detail ?? {};
  const values = Object.entries(REASON_VALUES[reason.code]).map(([name, [how, key]]) => [
    name,
    written(texts, how, d, key),
  ]);
  return t(`offers.reason.${reason.code}`, Object.fromEntries(values));
}

/** What would make the rule pass, when one number would; null when the reason has no fix. */
export function fixText(reason: Reason, { t }: Texts): string | null {
  const fix = reason.fix as Record<string, unknown> | undefined;
  if (!fix) return null;
  if ("max_loan" in fix) {
    if (typeof fix.max_loan === "number") {
      return t("offers.fix.maxLoan", { amount: formatInr(fix.max_loan) });
    }
    // Null: not even ₹1,000 fits (docs/product/offers.md "Matching"): on FOIR, the EMIs already paid
    // use the limit; on LTV, the property's value is too small for any loan.
    return t(reason.code === "foir_above_limit" ? "offers.fix.noLoan" : "offers.fix.noLoanValue");
  }
  if (typeof fix.max_tenure_months === "number") {
    return t("offers.fix.maxTenure", { months: fix.max_tenure_months });
  }
  return null;
}

/** India's offset from UTC: the site's times are IST (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/** An instant as IST's calendar day and clock: { day: "2026-12-02", time: "14:05" }. */
export function istParts(iso: string): { day: string; time: string } | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const shifted = new Date(at + IST_OFFSET_MS).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** "2 Dec 2026, 14:05 IST" ("2 दिसंबर 2026, 14:05 IST"); the text itself if it is not a time. */
export function formatIstDateTime(iso: string, lang: "en" | "hi"): string {
  const parts = istParts(iso);
  return parts ? `${formatDay(parts.day, lang)}, ${parts.time} IST` : iso;
}

/** "2 Dec 2026": an instant's day in IST. */
export function formatIstDay(iso: string, lang: "en" | "hi"): string {
  const parts = istParts(iso);
  return parts ? formatDay(parts.day, lang) : iso;
}

/**
 * The last instant a snapshot may be chosen from: its time plus `days` (docs/product/offers.md
 * "Choosing a lender"), as ISO text; and whether `now` is past it.
 */
export function chooseWindow(createdAt: string, days: number, now: string) {
  const made = Date.parse(createdAt);
  const until = Number.isNaN(made) ? null : new Date(made + days * 86_400_000).toISOString();
  return { until, expired: until !== null && Date.parse(now) > Date.parse(until) };
}
