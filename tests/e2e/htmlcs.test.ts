import { describe, expect, inject, it } from "vitest";
import { HINDI_PAGES } from "../integration/hindi-pages.ts";
import { openHydrated, suiteBrowsers } from "../support/browser.ts";
import { htmlcsErrors } from "../support/htmlcs.ts";

// HTML_CodeSniffer (WCAG2AA) on every public page, in English and Hindi, after hydration: a second
// opinion next to axe (tests/e2e/site.test.ts, tests/e2e/hindi-site.test.ts). Found from outside
// (issue 23): /register's name inputs carried autocomplete purposes without an explicit type,
// which axe does not flag (WCAG 1.3.5). Any ERROR fails; warnings and notices are for people.

const baseUrl = inject("baseUrl");
const browsers = suiteBrowsers();

/** Every public page: the Hindi list (tests/integration/hindi-pages.ts) and its English twin. */
const PAGES = HINDI_PAGES.flatMap(([hindi]) => [hindi.replace(/^\/hi(?=\/|$)/, "") || "/", hindi]);

describe("HTML_CodeSniffer WCAG2AA", () => {
  it.each(PAGES)("%s has no errors", async (path) => {
    const page = await openHydrated(browsers.js, `${baseUrl}${path}`);
    expect(await htmlcsErrors(page), path).toEqual([]);
    await page.close();
  });
});
