import { describe, expect, inject, it } from "vitest";
import { openHydrated, suiteBrowsers } from "../support/browser.ts";

const baseUrl = inject("baseUrl");
const browsers = suiteBrowsers();

describe("smoke", () => {
  it("serves the home page rendered on the server and hydrates it without console errors", async () => {
    const html = await (await fetch(baseUrl)).text();
    expect(html).toMatch(/<main/);
    const errors: string[] = [];
    const page = await browsers.js.newPage();
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(baseUrl);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.locator("main").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("renders the 404 page with status 404 for an unknown path", async () => {
    const res = await fetch(`${baseUrl}/no-such-page-here`);
    expect(res.status).toBe(404);
    const page = await openHydrated(browsers.js, `${baseUrl}/no-such-page-here`);
    await expect(page.getByText("Page not found.").count()).resolves.toBeGreaterThan(0);
    await page.close();
  });
});
