import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AXE_PAGES, HINDI_PAGES } from "../integration/hindi-pages.ts";
import { allViolations, openHydrated, openPage, suiteBrowsers } from "../support/browser.ts";

// Issue 15 in the browser: the language switch of the top bar and of the footer opens the same
// page in the other language, query string kept, and back; every public Hindi page answers in
// Hindi; no kind of Hindi page has an accessibility violation of any impact (axe's best practices
// included), at a phone's width and a desktop's.
const baseUrl = inject("baseUrl");

const browsers = suiteBrowsers({ noJs: true });

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe.each([
  ["top bar", "header"],
  ["footer", "footer"],
])("the language switch in the %s", (_, area) => {
  it("opens the same page in Hindi with its query string, and back in English", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/loan/sbi?x=1`);
    expect(await langOf(page)).toBe("en");
    const toHindi = page.locator(`${area} a[hreflang="hi"]`).first();
    expect(await toHindi.textContent()).toBe("हिन्दी");
    await toHindi.click();
    await page.waitForURL(`${baseUrl}/hi/loan/sbi?x=1`);
    await page.waitForFunction(() => document.documentElement.lang === "hi");
    expect(pathOf(page)).toBe("/hi/loan/sbi?x=1");

    const toEnglish = page.locator(`${area} a[hreflang="en"]`).first();
    expect(await toEnglish.textContent()).toBe("English");
    await toEnglish.click();
    await page.waitForURL(`${baseUrl}/loan/sbi?x=1`);
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(pathOf(page)).toBe("/loan/sbi?x=1");
    await page.close();
  });

  it("is a plain link that works without JavaScript", async () => {
    const page = await openPage(browsers.noJs, `${baseUrl}/calculators/emi?amount=2500000`);
    await page.locator(`${area} a[hreflang="hi"]`).first().click();
    await page.waitForURL(`${baseUrl}/hi/calculators/emi?amount=2500000`);
    expect(await langOf(page)).toBe("hi");
    await page.locator(`${area} a[hreflang="en"]`).first().click();
    await page.waitForURL(`${baseUrl}/calculators/emi?amount=2500000`);
    expect(await langOf(page)).toBe("en");
    await page.close();
  });
});

describe("every public Hindi page", () => {
  it.each(HINDI_PAGES)("%s answers %i with lang=hi", async (path, status) => {
    const page = await browsers.noJs.newPage();
    const res = await page.goto(`${baseUrl}${path}`);
    expect(res?.status(), path).toBe(status);
    expect(await langOf(page)).toBe("hi");
    expect(new URL(page.url()).pathname, "stayed on the Hindi site").toMatch(/^\/hi(?:\/|$)/);
    await page.close();
  });
});

describe("accessibility of the Hindi site", () => {
  let phone: BrowserContext;
  beforeAll(async () => {
    phone = await browsers.launch({ viewport: { width: 360, height: 800 } });
  });
  afterAll(async () => {
    await phone?.close();
  });

  it.each(AXE_PAGES)("%s has no axe violations at 360 and 1280 px", async (path) => {
    for (const context of [phone, browsers.js]) {
      const page = await openHydrated(context, `${baseUrl}${path}`);
      expect(await langOf(page)).toBe("hi");
      expect(await allViolations(page), path).toEqual([]);
      await page.close();
    }
  });
});
