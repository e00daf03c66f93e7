import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { BANK_FAQ } from "../../app/content/bank-faq.ts";
import { BLOG_POSTS } from "../../app/content/blog.ts";
import { BANK_SLUGS, CITIES } from "../../app/domain/enums.ts";
import en from "../../app/i18n/en/bank.ts";
import { openHydrated, seriousViolations, suiteBrowsers } from "../support/browser.ts";

// /loan/:bank (docs/product/pages.md "Bank pages"): heading, logo, calculator at the bank's rate,
// Do I Qualify, comparison, city tiles, FAQ and blog slider, for all ten banks.
const baseUrl = inject("baseUrl");

const browsers = suiteBrowsers();

const rateInput = (page: Page) => page.getByLabel("Interest rate (% per year)");
const activeSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"][data-active]').getAttribute("aria-label");

describe("bank page", () => {
  it("serves all ten banks with a heading, the logo, a dated indicative rate and Do I Qualify", async () => {
    for (const slug of BANK_SLUGS) {
      const res = await fetch(`${baseUrl}/loan/${slug}`);
      expect(res.status, slug).toBe(200);
      // React separates adjacent text parts with <!-- --> in server HTML.
      const html = (await res.text()).replaceAll("<!-- -->", "");
      const has = (pattern: RegExp | string) =>
        typeof pattern === "string" ? html.includes(pattern) : pattern.test(html);
      expect(has(/<h1[^>]*>[^<]+ Home Loan<\/h1>/), `${slug} h1`).toBe(true);
      expect(has(`src="/images/banks/${slug}.svg"`), `${slug} logo`).toBe(true);
      expect(
        has(/Indicative, as of <time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} \w{3} \d{4}</),
        `${slug} as-of`,
      ).toBe(true);
      expect(has(`href="/eligibility-form?bank=${slug}"`), `${slug} qualify`).toBe(true);
      const logo = await fetch(`${baseUrl}/images/banks/${slug}.svg`);
      expect(logo.status, slug).toBe(200);
      const svg = await logo.text();
      expect(svg, slug).toMatch(/<svg[^>]+width="\d+"[^>]+height="\d+"[^>]+viewBox=/);
      expect(svg, slug).toMatch(/<title[^>]*>[^<]+<\/title>/);
      // Letters as outlines, not <text>: text in an SVG <img> costs a font lookup while painting
      // (scripts/outline-svg-text.mjs; docs/performance.md, "Bank logos without text, the font
      // optional").
      expect(svg, slug).not.toMatch(/<text\b/);
    }
  });

  it("answers an unknown bank with HTTP 404 and 'Page not found.' inside the site frame", async () => {
    const res = await fetch(`${baseUrl}/loan/no-such-bank`);
    expect(res.status).toBe(404);
    const page = await openHydrated(browsers.js, `${baseUrl}/loan/no-such-bank`);
    await expect(page.getByRole("heading", { name: "Page not found." }).count()).resolves.toBe(1);
    await expect(
      page.getByRole("link", { name: "Back to Home" }).getAttribute("href"),
    ).resolves.toBe("/");
    await expect(page.getByRole("button", { name: "Choose Your Bank" }).count()).resolves.toBe(1);
    await expect(page.title()).resolves.toMatch(/Page not found/);
    await page.close();
  });

  it("starts the calculator at the bank's rate and resets it when moving sbi → hdfc", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/loan/sbi`);
    await expect(rateInput(page).inputValue()).resolves.toBe("7.5");
    await rateInput(page).fill("9.1");
    await expect(rateInput(page).inputValue()).resolves.toBe("9.1");

    // A client-side navigation through the banks dropdown: the same route, another bank.
    await page.getByRole("button", { name: "Choose Your Bank" }).click();
    await page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("link", { name: "HDFC Bank" })
      .click();
    await page.waitForURL(`${baseUrl}/loan/hdfc`);
    await page.getByRole("heading", { level: 1, name: "HDFC Bank Home Loan" }).waitFor();
    await expect(rateInput(page).inputValue()).resolves.toBe("7");
    await page.close();

    const fresh = await openHydrated(browsers.js, `${baseUrl}/loan/hdfc`);
    await expect(rateInput(fresh).inputValue()).resolves.toBe("7");
    await fresh.close();
  });

  it("links the seven city tiles to /loan/<bank>/projects/<city>", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/loan/axis`);
    const section = page.locator("#projects");
    const hrefs = await section
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(CITIES.map((city) => `/loan/axis/projects/${city.toLowerCase()}`));
    await section.getByRole("link", { name: /^Pune/ }).click();
    await page.waitForURL(`${baseUrl}/loan/axis/projects/pune`);
    await page.close();
  });

  it("has the seven-question FAQ with one answer open at a time", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/loan/sbi`);
    const faq = page.locator("#faq");
    const buttons = faq.locator("button[aria-expanded]");
    await expect(buttons.count()).resolves.toBe(7);
    await expect(buttons.allTextContents()).resolves.toEqual(
      BANK_FAQ.map((q) => en[q.question as keyof typeof en]),
    );
    await buttons.nth(0).click();
    await expect(buttons.nth(0).getAttribute("aria-expanded")).resolves.toBe("true");
    await buttons.nth(3).click();
    await expect(buttons.nth(0).getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(buttons.nth(3).getAttribute("aria-expanded")).resolves.toBe("true");
    await buttons.nth(3).click();
    await expect(faq.locator('button[aria-expanded="true"]').count()).resolves.toBe(0);
    await page.close();
  });

  it("advances the blog slider every 4 s, jumps with the dots and stays put when paused", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/loan/sbi`);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.locator('[aria-roledescription="slide"]').count()).resolves.toBe(3);
    await expect(
      carousel.locator('[aria-roledescription="slide"] h3').allTextContents(),
    ).resolves.toEqual(BLOG_POSTS.map((post) => post.title));
    await expect(activeSlide(page)).resolves.toBe("1 of 3");
    const started = Date.now();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[aria-roledescription="slide"][data-active]')
          ?.getAttribute("aria-label") === "2 of 3",
      undefined,
      { timeout: 8000 },
    );
    expect(Date.now() - started).toBeGreaterThan(2500);

    await carousel.getByRole("button", { name: /Show post 3/ }).click();
    await expect(activeSlide(page)).resolves.toBe("3 of 3");
    await expect(
      carousel.getByRole("button", { name: /Show post 3/ }).getAttribute("aria-current"),
    ).resolves.toBe("true");
    // Hidden slides are inert: their links cannot be reached.
    await expect(carousel.locator("[inert] a").count()).resolves.toBe(2);

    await carousel.getByRole("button", { name: /Pause/ }).click();
    await carousel.getByRole("button", { name: /Play/ }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 5);
    await page.waitForTimeout(5000);
    await expect(activeSlide(page)).resolves.toBe("3 of 3");
    await page.close();
  });

  it("never rotates the blog slider under prefers-reduced-motion", async () => {
    const context = await browsers.launch({ reducedMotion: "reduce" });
    const page = await openHydrated(context, `${baseUrl}/loan/sbi`);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.getByRole("button", { name: /Pause/ }).count()).resolves.toBe(0);
    await page.waitForTimeout(5000);
    await expect(activeSlide(page)).resolves.toBe("1 of 3");
    await carousel.getByRole("button", { name: /Show post 2/ }).click();
    await expect(activeSlide(page)).resolves.toBe("2 of 3");
    await context.close();
  });

  it("has no serious or critical axe violations at 1280 and 360 px", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const context = await browsers.launch({ viewport });
      const page = await openHydrated(context, `${baseUrl}/loan/sbi`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
