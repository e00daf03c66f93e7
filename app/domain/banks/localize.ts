// A bank as a page in one language shows it (docs/product/pages.md "Hindi"): on /hi pages each
// free-text field an admin has written in Hindi replaces the English one; fields without Hindi keep
// the English. Pure, so loaders of any page (bank page, home comparison, rates table) can use it.
import type { Language as Lang } from "../enums.ts";
import { type Bank, HINDI_FIELDS, type HindiField } from "./schema.ts";

/** A bank without its Hindi fields: what a page needs, in the page's language. */
export type LocalizedBank<B extends Bank = Bank> = Omit<B, HindiField>;

export function localizeBank<B extends Bank>(bank: B, lang: Lang): LocalizedBank<B> {
  const out = { ...bank } as Record<string, unknown>;
  for (const [hindi, english] of Object.entries(HINDI_FIELDS) as [HindiField, keyof Bank][]) {
    const value = bank[hindi];
    delete out[hindi];
    if (lang === "hi" && value !== null && value !== undefined) out[english] = value;
  }
  return out as LocalizedBank<B>;
}
