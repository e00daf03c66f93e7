import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// HTML_CodeSniffer (WCAG2AA) in the browser, next to axe (tests/support/browser.ts): it found what
// axe does not, such as an autocomplete purpose on an input without an explicit type (issue 23).

const require = createRequire(import.meta.url);
const HTMLCS_SOURCE = readFileSync(require.resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

/**
 * Rule codes left out, each with why. A code is matched by its start, so keep them narrow:
 * the full code with its technique, never a whole success criterion.
 */
export const HTMLCS_IGNORED: ReadonlyArray<{ code: string; why: string }> = [];

export interface HtmlcsError {
  code: string;
  message: string;
  /** The element: tag#id[name=…] and the first 120 characters of its HTML. */
  element: string;
}

/** Runs HTMLCS.process('WCAG2AA') on the page and returns its ERROR messages (not warnings). */
export async function htmlcsErrors(page: Page): Promise<HtmlcsError[]> {
  // Evaluated through the DevTools protocol, so the page's Content-Security-Policy does not apply.
  await page.evaluate(HTMLCS_SOURCE);
  // HTMLCS 2.5.1 asks for "1_3_5_H98.InvalidAutoComplete_*" messages that its catalogues spell
  // "InvalidAutocomplete_*", and throws where the 1.3.5 error should be reported: alias them.
  await page.evaluate(() => {
    const catalogues = (
      window as unknown as { translation: Record<string, Record<string, string>> }
    ).translation;
    for (const catalogue of Object.values(catalogues)) {
      for (const [key, text] of Object.entries(catalogue)) {
        const alias = key.replace("InvalidAutocomplete_", "InvalidAutoComplete_");
        if (alias !== key && !(alias in catalogue)) catalogue[alias] = text;
      }
    }
  });
  const found = await page.evaluate(
    () =>
      new Promise<HtmlcsError[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | null };
        const htmlcs = (window as unknown as Record<string, unknown>).HTMLCS as {
          ERROR: number;
          process(standard: string, content: Document, done: () => void, fail: () => void): void;
          getMessages(): Message[];
        };
        const describe = (el: Element | null) => {
          if (!el) return "(document)";
          const id = el.id ? `#${el.id}` : "";
          const name = el.getAttribute("name");
          const html = el.outerHTML.slice(0, 120);
          return `${el.nodeName.toLowerCase()}${id}${name ? `[name=${name}]` : ""} ${html}`;
        };
        htmlcs.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === htmlcs.ERROR)
                .map((m) => ({ code: m.code, message: m.msg, element: describe(m.element) })),
            ),
          () => reject(new Error("HTML_CodeSniffer failed")),
        );
      }),
  );
  return found.filter((e) => !HTMLCS_IGNORED.some((ignored) => e.code.startsWith(ignored.code)));
}
