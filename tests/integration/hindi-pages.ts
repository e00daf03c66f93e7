// The public pages of the Hindi site (issue 15), shared by tests/integration/hindi-text.test.ts
// and tests/e2e/hindi-site.test.ts, and the check that finds English catalogue text left on them.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { CALCULATOR_NAMES } from "../../app/domain/calculators/index.ts";
import { BANK_SLUGS, CITIES, citySlug } from "../../app/domain/enums.ts";
import { CATALOGUES, type Namespace } from "../../app/i18n/catalogues.server.ts";

export const CALCULATOR_SLUGS = CALCULATOR_NAMES;

/** A Hindi path that no page has: the site's 404 in Hindi. */
export const HINDI_404 = "/hi/no-such-page-for-the-hindi-test";

/** Every public Hindi page: [path, expected status]. /hi/account is checked signed out. */
export const HINDI_PAGES: Array<[path: string, status: number]> = [
  ["/hi", 200],
  ...BANK_SLUGS.map((slug): [string, number] => [`/hi/loan/${slug}`, 200]),
  // A projects page per bank, in the first city of the city picker.
  ...BANK_SLUGS.map((slug): [string, number] => [
    `/hi/loan/${slug}/projects/${citySlug(CITIES[0])}`,
    200,
  ]),
  ["/hi/projects", 200],
  ["/hi/eligibility-form", 200],
  ["/hi/calculators", 200],
  ...CALCULATOR_SLUGS.map((slug): [string, number] => [`/hi/calculators/${slug}`, 200]),
  ["/hi/home-loan-interest-rates", 200],
  ["/hi/privacy", 200],
  ["/hi/grievance", 200],
  ["/hi/partners", 200],
  ["/hi/offers", 200],
  ["/hi/how-we-match", 200],
  ["/hi/track", 200],
  ["/hi/my-loan", 200],
  ["/hi/callback-request", 200],
  ["/hi/login", 200],
  ["/hi/register", 200],
  ["/hi/account", 200],
  [HINDI_404, 404],
];

/** The pages axe checks in the browser: one of each kind of Hindi page. */
export const AXE_PAGES = [
  "/hi",
  "/hi/loan/sbi",
  `/hi/loan/sbi/projects/${citySlug(CITIES[0])}`,
  "/hi/projects",
  "/hi/eligibility-form",
  "/hi/calculators",
  ...CALCULATOR_SLUGS.map((slug) => `/hi/calculators/${slug}`),
  "/hi/home-loan-interest-rates",
  "/hi/privacy",
  "/hi/grievance",
  "/hi/partners",
  "/hi/offers",
  "/hi/how-we-match",
  "/hi/track",
  "/hi/my-loan",
  "/hi/callback-request",
  "/hi/login",
  "/hi/register",
  HINDI_404,
];

// ---- English left on a Hindi page ---------------------------------------------------------------

export interface EnglishText {
  /** The catalogue keys whose English message has this text. */
  keys: string[];
  /** The English text searched for: a piece of the message between placeholders and tags. */
  text: string;
}

const letters = (text: string) => (text.match(/[A-Za-z]/g) ?? []).length;

/** The literal pieces of a message: its text between {placeholders}, <0>tags</0> and plurals. */
function literalPieces(message: string): string[] {
  const pieces: string[] = [];
  const walk = (tokens: ReturnType<typeof compileMessage>) => {
    for (const token of tokens) {
      if (typeof token === "string") {
        pieces.push(...token.split(/<\/?\d+\s*\/?>|#/));
        continue;
      }
      const format = token[2];
      if (format && typeof format === "object") {
        for (const [key, choice] of Object.entries(format)) {
          if (key !== "offset" && Array.isArray(choice)) walk(choice as typeof tokens);
        }
      }
    }
  };
  walk(compileMessage(message));
  return pieces.map((p) => p.replace(/\s+/g, " ").trim()).filter((p) => letters(p) >= 4);
}

/**
 * Every English catalogue text that must not appear on a Hindi page: the literal pieces (at least
 * four letters) of each English message whose Hindi differs, leaving out pieces the Hindi message
 * itself contains (EMI, CIBIL, bank names, "GharSetu" are the same in both languages).
 */
export function englishTexts(
  namespaces: readonly Namespace[] = Object.keys(CATALOGUES) as Namespace[],
): EnglishText[] {
  const found = new Map<string, EnglishText>();
  for (const ns of namespaces) {
    const english: Record<string, string> = CATALOGUES[ns].en;
    const hindi: Record<string, string> = CATALOGUES[ns].hi;
    for (const [key, en] of Object.entries(english)) {
      const hi = hindi[key] ?? "";
      if (hi === en) continue;
      for (const text of literalPieces(en)) {
        if (hi.includes(text)) continue;
        const seen = found.get(text);
        if (seen) seen.keys.push(key);
        else found.set(text, { keys: [key], text });
      }
    }
  }
  return [...found.values()];
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
}

/**
 * What a reader meets on a page: the body's text (without scripts, styles and templates) and the
 * aria-label, title, placeholder and alt attributes anywhere in the document, one string per
 * piece of text so that matches do not run across elements.
 */
export function visibleTexts(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:aria-label|title|placeholder|alt)="([^"]*)"/gi)].map(
    (m) => decode(m[1] ?? ""),
  );
  const body = (html.match(/<body[\s\S]*<\/body>/i)?.[0] ?? html)
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<template[\s\S]*?<\/template>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "");
  // Text between tags; React's <!-- --> separators are gone, so adjacent text nodes join up.
  const text = decode(body.replace(/<[^>]+>/g, "\u0000"))
    .split("\u0000")
    .join(" ")
    .replace(/\s+/g, " ");
  // The <title> is head text a reader sees in the tab.
  const title = decode(html.match(/<title>([\s\S]*?)<\/title>/i)?.[1] ?? "");
  return [text, title, ...attributes];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English texts found in a page's visible text, as "text (keys)". */
export function englishLeftOn(html: string, texts: readonly EnglishText[]): string[] {
  const visible = visibleTexts(html);
  const left: string[] = [];
  for (const { keys, text } of texts) {
    const pattern = new RegExp(`(?<![A-Za-z])${escapeRegExp(text)}(?![A-Za-z])`);
    // One English word ("Bank") counts only as a whole text or attribute: inside a text it is
    // part of a name that stays as it is ("HDFC Bank").
    const oneWord = !/\s/.test(text);
    const found = oneWord
      ? visible.some((piece) => piece.trim() === text)
      : visible.some((piece) => pattern.test(piece));
    if (found) left.push(`${JSON.stringify(text)} (${keys.join(", ")})`);
  }
  return left;
}

/** The site shell of a page: its top bar (<header>) and footer (<footer>), as HTML. */
export function shellHtml(html: string): string {
  const header = html.match(/<header[\s>][\s\S]*?<\/header>/i)?.[0] ?? "";
  const footer = html.match(/<footer[\s>][\s\S]*<\/footer>/i)?.[0] ?? "";
  return `<body>${header}${footer}</body>`;
}
