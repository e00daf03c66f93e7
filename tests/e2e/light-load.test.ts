// What a public page does not do at load, because a slow phone pays for it in one long task
// (docs/decisions/036-no-intl-and-no-zod-at-load.md): build an Intl formatter (the first one of a
// page costs 40–150 ms of main thread while ICU loads its data) or load zod (a calculator's
// schemas, ~60 ms). Each is still there when the page needs it: a date when there is one to
// show, zod on the first change to a calculator's values.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { CITIES, citySlug } from "../../app/domain/enums.ts";
import { openHydrated, suiteBrowsers } from "../support/browser.ts";
import * as calc from "../support/calculator-pages.ts";
import { countIntl } from "../support/count-intl.ts";

const baseUrl = inject("baseUrl");
const browsers = suiteBrowsers();

const intlCounts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __intlCounts: object }).__intlCounts);

/** zod's own words, in any script that carries it, minified or not. */
const ZOD_MARK = "ZodError";

/** The scripts a page has loaded, by URL, with whether each is zod. */
async function scriptsWithZod(page: Page, urls: readonly string[]) {
  const zod: string[] = [];
  for (const url of urls) {
    const text = await page.evaluate(async (u) => (await fetch(u)).text(), url);
    if (text.includes(ZOD_MARK)) zod.push(url);
  }
  return zod;
}

/** A hydrated page of `path` and the scripts it has asked for, in order, as they come. */
async function openCountingScripts(path: string) {
  const page = await browsers.js.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector("html[data-hydrated]");
  return { page, scripts };
}

describe("no Intl formatter at load", () => {
  let counted: BrowserContext;
  beforeAll(async () => {
    counted = await browsers.launch({ viewport: { width: 412, height: 823 } });
    await counted.addInitScript(countIntl);
  });

  const city = citySlug(CITIES[0]);
  it.each([
    "/",
    "/hi",
    "/calculators/emi",
    "/hi/calculators/emi",
    `/loan/sbi/projects/${city}`,
    `/hi/loan/sbi/projects/${city}`,
    "/track",
    "/hi/track",
    "/home-loan-interest-rates",
    // Fair offers (docs/product/offers.md "Pages"); a snapshot's page is checked in offers.test.ts.
    "/offers",
    "/hi/offers",
    "/how-we-match",
    // My loan (docs/product/my-loan.md "Pages"): the repo chart is on the first view.
    "/my-loan",
    "/hi/my-loan",
    "/calculators/pmay",
    "/hi/calculators/cost-of-buying",
  ])("%s builds none while it loads and hydrates", async (path) => {
    const page = await openHydrated(counted, `${baseUrl}${path}`);
    await expect(intlCounts(page)).resolves.toEqual({});
    await page.close();
  });

  it("the plural in the balance chart's label still reads right", async () => {
    const label = (page: Page) =>
      page.locator('[aria-label*="Outstanding balance falls"]').first().getAttribute("aria-label");
    const page = await openHydrated(
      counted,
      `${baseUrl}/calculators/emi?amount=2500000&rate=8.5&years=1`,
    );
    await expect(label(page)).resolves.toMatch(/to ₹0 over 1 year$/);
    await page.goto(`${baseUrl}/calculators/emi?amount=2500000&rate=8.5&years=20`);
    await expect(label(page)).resolves.toMatch(/to ₹0 over 20 years$/);
    await page.close();
  });
});

describe("a calculator page loads zod on the first change, not at load", () => {
  it.each(["/calculators/emi", "/hi/calculators/emi"])("%s", async (path) => {
    const { page, scripts } = await openCountingScripts(path);
    // The starting values' result is there, worked out without zod.
    await calc.waitForText(page, '[data-figure="emi"]', "₹21,696");
    await expect(scriptsWithZod(page, scripts)).resolves.toEqual([]);

    const loadedAtStart = scripts.length;
    await page.locator('input[name="rate"]').fill("6.7");
    await calc.waitForText(page, '[data-figure="emi"]', "₹18,935");
    await expect(scriptsWithZod(page, scripts.slice(loadedAtStart))).resolves.toHaveLength(1);
    // And it checks the values as before.
    await page.locator('input[name="years"]').fill("45");
    await page.locator('input[name="years"][aria-invalid="true"]').waitFor();
    await page.close();
  });
});

describe("the PMAY and cost-of-buying pages load zod on the first change, not at load", () => {
  it.each([
    [
      "/calculators/cost-of-buying",
      "cash_needed",
      "₹16,00,000",
      "stamp_duty_percent",
      "5",
      "₹15,50,000",
    ],
    [
      "/hi/calculators/pmay",
      "subsidised_loan",
      "₹8,00,000",
      "loan_amount",
      "6,50,000",
      "₹6,50,000",
    ],
  ])("%s", async (path, figure, start, field, value, after) => {
    const { page, scripts } = await openCountingScripts(path);
    await calc.waitForText(page, `[data-figure="${figure}"]`, start);
    await expect(scriptsWithZod(page, scripts)).resolves.toEqual([]);
    const loadedAtStart = scripts.length;
    await page.locator(`input[name="${field}"]`).fill(value);
    await calc.waitForText(page, `[data-figure="${figure}"]`, after);
    await expect(scriptsWithZod(page, scripts.slice(loadedAtStart))).resolves.toHaveLength(1);
    await page.close();
  });
});

describe("no second layout for the web font", () => {
  // A first visit on a slow network keeps the metric-matched fallback rather than laying the
  // whole page out again when Inter arrives (app/styles/app.css, docs/performance.md "Bank logos
  // without text, the font optional").
  it("Inter's @font-face is font-display: optional", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/`);
    const displays = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
          .filter((rule) => rule.style.getPropertyValue("font-family").includes("Inter Variable"))
          .map((rule) => rule.style.getPropertyValue("font-display")),
      ),
    );
    expect(displays).toEqual(["optional"]);
    await page.close();
  });
});

describe("the home page's sections under the hero are not laid out while off screen", () => {
  // The first style and layout of the whole page, and again when the font arrived, were the
  // longest tasks of a slow phone's load (docs/performance.md "Plain Lighthouse against ours",
  // session 23). Each island under the hero is `content-visibility: auto`, and its size until it
  // has been rendered is close to its real height, so the page's length, the scroll position of a
  // link to a section and the islands' hydration when reached stay as they were.
  it.each([
    ["/", 412, 823],
    ["/hi", 412, 823],
    ["/", 1280, 900],
    ["/hi", 1280, 900],
  ])("%s at %i px", async (path, width, height) => {
    const context = await browsers.launch({ viewport: { width, height } });
    const page = await openHydrated(context, `${baseUrl}${path}`);
    const islands = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("main [data-island]")].map((el) => {
        const style = getComputedStyle(el);
        const placeholder = Number.parseFloat(style.containIntrinsicHeight.replace("auto", ""));
        el.style.contentVisibility = "visible";
        const real = el.getBoundingClientRect().height;
        el.style.contentVisibility = "";
        return { visibility: style.contentVisibility, placeholder, real };
      }),
    );
    expect(islands.length).toBe(8);
    for (const island of islands) {
      expect(island.visibility).toBe("auto");
      expect(Math.abs(island.placeholder - island.real) / island.real).toBeLessThan(0.25);
    }
    await context.close();
  });
});
