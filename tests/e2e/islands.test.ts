// The home page's sections under the hero and the footer are islands: on a phone they hydrate
// when reached or touched, not at load (docs/decisions/033-islands-hydrate-when-reached.md).
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openHydrated, suiteBrowsers } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const browsers = suiteBrowsers();
/** Lighthouse's phone. */
const PHONE = { width: 412, height: 823 };

/** Whether React has hydrated the element `selector` names (it carries React's fiber then). */
function hydrated(page: Page, selector: string) {
  return page.evaluate((s) => {
    const el = document.querySelector(s);
    if (!el) throw new Error(`${s} is not in the page`);
    return Object.keys(el).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

describe("islands on the home page (phone)", () => {
  it("hydrates the hero at load, and a section further down only when it is touched", async () => {
    const phone = await browsers.launch({ viewport: PHONE });
    const page = await openHydrated(phone, `${baseUrl}/`);
    await expect(hydrated(page, "#hero-heading")).resolves.toBe(true);
    for (const below of [
      "#loan-types",
      "#compare",
      "#emi-calculator",
      "#faq",
      "#contact",
      "footer",
    ]) {
      await expect(hydrated(page, below), below).resolves.toBe(false);
    }
    // The first tap in a section hydrates it in time to answer that very tap.
    const question = page.locator("#faq button[aria-expanded]").first();
    await question.click();
    await expect(question.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(hydrated(page, "#faq")).resolves.toBe(true);
    await expect(hydrated(page, "#compare")).resolves.toBe(false);
    await page.close();
  });

  it("hydrates a section as it scrolls into view", async () => {
    const phone = await browsers.launch({ viewport: PHONE });
    const page = await openHydrated(phone, `${baseUrl}/`);
    await expect(hydrated(page, "#emi-calculator")).resolves.toBe(false);
    await page.locator("#emi-calculator").scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page, "#emi-calculator")).toBe(true);
    await page.close();
  });

  it("hydrates everything after a client-side navigation back to the home page", async () => {
    const phone = await browsers.launch({ viewport: PHONE });
    const page = await openHydrated(phone, `${baseUrl}/projects`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => hydrated(page, "#faq")).toBe(true);
    await expect(hydrated(page, "footer")).resolves.toBe(true);
    await page.close();
  });
});

describe("a calculator page (phone)", () => {
  it("hydrates the form and its result at load; the schedule and the callback form when reached", async () => {
    const phone = await browsers.launch({ viewport: PHONE });
    const page = await openHydrated(phone, `${baseUrl}/calculators/emi`);
    await expect(hydrated(page, "[data-calculator-form]")).resolves.toBe(true);
    await expect(hydrated(page, "[data-calculator-result]")).resolves.toBe(true);
    await expect(hydrated(page, "[data-schedule]")).resolves.toBe(false);
    await expect(hydrated(page, "#callback")).resolves.toBe(false);
    // A change re-renders the schedule with the new figures: it hydrates then, and follows them.
    const firstYearInterest = page.locator("[data-schedule] tr[data-year='1'] td").nth(1);
    const before = await firstYearInterest.innerText();
    await page.locator('input[name="rate"]').fill("6.7");
    await expect.poll(() => hydrated(page, "[data-schedule]")).toBe(true);
    await expect.poll(() => firstYearInterest.innerText()).not.toBe(before);
    await page.close();
  });
});

describe("routes discovered on navigation (docs/decisions/035-routes-discovered-on-navigation.md)", () => {
  it("asks for no routes after load, and a link's first visit finds its route then", async () => {
    const phone = await browsers.launch({ viewport: PHONE });
    const page = await phone.newPage();
    const manifests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/__manifest") manifests.push(request.url());
    });
    await page.goto(`${baseUrl}/partners`);
    await page.waitForSelector("html[data-hydrated]");
    // The page's own routes came with it; the site's others (admin, API) did not.
    const known = await page.evaluate(() =>
      Object.keys(
        (window as unknown as { __reactRouterManifest: { routes: object } }).__reactRouterManifest
          .routes,
      ),
    );
    expect(known).toContain("routes/partners");
    expect(known.length).toBeLessThan(10);
    expect(known.some((id) => id.startsWith("routes/admin/") || id.startsWith("routes/api/"))).toBe(
      false,
    );
    // Nothing is looked up after hydration, so the footer (an island) stays server HTML.
    await page.waitForTimeout(500);
    expect(manifests).toEqual([]);
    await expect(hydrated(page, "footer")).resolves.toBe(false);
    // A client-side navigation (no new document) asks for that one path first.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('main a[href="/grievance"]').first().click();
    await page.waitForURL(`${baseUrl}/grievance`);
    await page.waitForSelector("form textarea");
    expect(manifests.length).toBe(1);
    expect(new URL(manifests[0]).searchParams.get("paths")).toBe("/grievance");
    await expect(
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
    await page.close();
  });
});
