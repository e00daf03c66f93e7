// The site's two languages and their URLs (docs/product/pages.md "Hindi"): English at today's
// paths, Hindi under /hi. Pure functions, used by the server, the browser and the tests alike.

import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "../domain/enums.ts";

// The list itself is the domain's (app/domain/enums.ts): leads store the language they came in.
export const LANGS = LANGUAGES;
export type Lang = Language;
export const DEFAULT_LANG: Lang = DEFAULT_LANGUAGE;

/** Each language's name in itself, for the language switch. */
export const LANG_NAMES: Record<Lang, string> = { en: "English", hi: "हिन्दी" };

/** Open Graph locales. */
export const OG_LOCALES: Record<Lang, string> = { en: "en_IN", hi: "hi_IN" };

export const isLang: (value: unknown) => value is Lang = isLanguage;

const HINDI_PREFIX = /^\/hi(?=\/|$)/i;

/** The language of a site path: /hi and /hi/… are Hindi, everything else English. */
export function langOfPath(pathname: string): Lang {
  return HINDI_PREFIX.test(pathname) ? "hi" : "en";
}

/** The English path of a page: "/hi/loan/sbi" → "/loan/sbi", "/hi" → "/". */
export function stripLang(pathname: string): string {
  const rest = pathname.replace(HINDI_PREFIX, "");
  return rest === "" ? "/" : rest;
}

/**
 * Paths that exist once, whatever the language: the API, the admin area (which stays English),
 * health and metrics, the sitemap and robots.txt, and static files.
 */
const UNLOCALIZED =
  /^\/(?:api|admin|healthz|readyz|metrics|sitemap\.xml|robots\.txt|assets|fonts|images)(?=[/?#.]|$)|^\/[^/?#]+\.[a-z0-9]+(?=[?#]|$)/i;

/** True when a site path has a Hindi twin under /hi. */
export function isLocalizedPath(pathname: string): boolean {
  return pathname.startsWith("/") && !pathname.startsWith("//") && !UNLOCALIZED.test(pathname);
}

/**
 * An internal link in the given language: "/loan/sbi" → "/hi/loan/sbi", "/#faq" → "/hi#faq",
 * "/?loan=x" → "/hi?loan=x". English paths are returned as they are; absolute URLs, "#…" links
 * and paths without a Hindi twin (the API, the admin area) are never changed.
 */
export function localizeHref(href: string, lang: Lang): string {
  if (lang === "en" || !isLocalizedPath(href)) return href;
  if (HINDI_PREFIX.test(href)) return href;
  const split = href.search(/[?#]/);
  const path = split === -1 ? href : href.slice(0, split);
  const tail = split === -1 ? "" : href.slice(split);
  return `/hi${path === "/" ? "" : path}${tail}`;
}

/** The same page in another language, keeping the query string and the fragment. */
export function switchLangHref(
  location: { pathname: string; search?: string; hash?: string },
  to: Lang,
): string {
  const english = stripLang(location.pathname);
  return `${localizeHref(english, to)}${location.search ?? ""}${location.hash ?? ""}`;
}

/** The absolute URL of a page in each language (hreflang alternates, canonical links, sitemap). */
export function alternateUrls(baseUrl: string, pathname: string): Record<Lang, string> {
  const english = stripLang(pathname);
  return {
    en: `${baseUrl}${english}`,
    hi: `${baseUrl}${localizeHref(english, "hi")}`,
  };
}
