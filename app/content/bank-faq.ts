// The seven questions of the bank-page FAQ (docs/product/pages.md "Other blocks"). Answers follow
// RBI rules as of 2026 and the Income-tax Act; they are general guidance, and the page says so. The
// text lives in the "bank" catalogues (app/i18n/en|hi/bank.ts, keys bank.faq.*): this file only
// orders it.
import type { MessageId } from "../i18n/types.ts";

export interface FaqEntry {
  question: MessageId;
  /** One message per paragraph. */
  answer: readonly MessageId[];
}

const entry = (topic: string): FaqEntry => ({
  question: `bank.faq.${topic}.q` as MessageId,
  answer: [`bank.faq.${topic}.a1`, `bank.faq.${topic}.a2`] as MessageId[],
});

export const BANK_FAQ: readonly FaqEntry[] = [
  entry("emiStart"),
  entry("preEmi"),
  entry("fixedFloating"),
  entry("partPayment"),
  entry("tax"),
  entry("missedEmi"),
  entry("reduceEmi"),
];
