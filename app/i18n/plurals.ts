// ICU plurals without Intl (docs/decisions/036-no-intl-and-no-zod-at-load.md).
//
// Lingui's runtime formats a `{count, plural, …}` with Intl.PluralRules and, for the `#`, a new
// Intl.NumberFormat. The first Intl.NumberFormat of a page costs ~40 ms of main thread in Chromium
// (ICU's number data is loaded then), a single task that a slow phone at 12x turns into half a
// second of blocking time: it was the largest single cost of /calculators/emi's hydration. So the
// server sends plurals rewritten as `select`s, which Lingui fills from plain values, and the page
// computes those values here: the CLDR category of our two languages and the count in Indian
// grouping, which is what Intl writes for them.
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import { formatIndianNumber } from "../domain/format.ts";
import type { Lang } from "./lang.ts";

type Token = CompiledMessage[number];
type Cases = Record<string, CompiledMessage | number | undefined>;

/**
 * CLDR's cardinal plural category ("one" or "other", the only two English and Hindi have).
 * English: one for 1 with no fraction. Hindi: one for 0 ≤ n ≤ 1 (integer part 0, or exactly 1).
 */
export function pluralCategory(lang: Lang, n: number): "one" | "other" {
  const abs = Math.abs(n);
  if (lang === "hi") return Math.trunc(abs) === 0 || abs === 1 ? "one" : "other";
  return abs === 1 ? "one" : "other";
}

const CATEGORIES = new Set(["zero", "one", "two", "few", "many", "other"]);

/** The names of the plain values that stand for a plural's value `name`. */
const exactKey = (name: string) => `${name}=`;
const categoryKey = (name: string) => `${name}#category`;
const countKey = (name: string) => `${name}#count`;

function rewriteCases(cases: Cases, inPlural: string | null): Cases {
  const out: Cases = {};
  for (const [key, choice] of Object.entries(cases)) {
    out[key] = Array.isArray(choice) ? rewrite(choice, inPlural) : choice;
  }
  return out;
}

/**
 * The message with every `plural` rewritten as two nested `select`s: first on the exact value
 * (`=0`), then on the category, with `#` replaced by the formatted count.
 * Plurals with an offset and `selectordinal` are left to Lingui (the catalogues have none).
 */
export function rewritePlurals(message: CompiledMessage): CompiledMessage {
  return rewrite(message, null);
}

function rewrite(message: CompiledMessage, inPlural: string | null): CompiledMessage {
  return message.map((token): Token => {
    if (typeof token === "string") return token === "#" && inPlural ? [countKey(inPlural)] : token;
    const [name, type, format] = token;
    if (!format || typeof format !== "object") return token;
    const cases = format as Cases;
    if (type !== "plural" || cases.offset) {
      // Lingui fills a `#` only directly in a plural's cases, not inside an argument nested there
      // (a `select`, a `selectordinal`): neither does the rewrite.
      return [name, type, rewriteCases(cases, null)] as Token;
    }
    const exact: Cases = {};
    const byCategory: Cases = {};
    for (const [key, choice] of Object.entries(rewriteCases(cases, name))) {
      if (key === "offset") continue;
      // Lingui compiles `=0` to the case "0": an exact value, matched before the category.
      if (CATEGORIES.has(key)) byCategory[key] = choice;
      else exact[key] = choice;
    }
    const category = [categoryKey(name), "select", byCategory] as Token;
    return [exactKey(name), "select", { ...exact, other: [category] }] as Token;
  }) as CompiledMessage;
}

/** The values with what a rewritten plural reads beside every number among them. */
export function pluralValues<V extends Record<string, unknown>>(lang: Lang, values: V): V {
  let out: Record<string, unknown> | null = null;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "number") continue;
    out ??= { ...values };
    out[exactKey(name)] = String(value);
    out[categoryKey(name)] = pluralCategory(lang, value);
    out[countKey(name)] = formatIndianNumber(value);
  }
  return (out ?? values) as V;
}
