// What a Hindi page must not show: the English texts of the catalogues it uses. Shared by the
// grievance and Hindi forms tests (docs/product/pages.md "Hindi").

type Catalogue = Record<string, string>;

/**
 * The English texts of each `[english, hindi]` catalogue pair whose Hindi text differs. A message
 * with placeholders or tags is rendered with values and so cannot be looked for whole; one of three
 * characters or fewer would match inside other words.
 */
export function englishTextsOf(pairs: [object, object][]): string[] {
  return pairs.flatMap(([en, hi]) =>
    Object.entries(en as Catalogue)
      .filter(([key, text]) => (hi as Catalogue)[key] !== text)
      .map(([, text]) => text)
      .filter((text) => !/[{<]/.test(text) && text.trim().length > 3),
  );
}
