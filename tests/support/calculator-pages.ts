import type { Page } from "playwright-core";
import { expect } from "vitest";

// The calculator pages and the rates table as the English and the Hindi e2e specs read them.

/** A result figure's text, by its data-figure key. */
export const figure = (page: Page, name: string) =>
  page.locator(`[data-figure="${name}"]`).innerText();

/** Waits until the element at `selector` shows `text` (the result follows the inputs). */
export async function waitForText(page: Page, selector: string, text: string) {
  await page.waitForFunction(
    ([sel, want]) =>
      document.querySelector(sel as string)?.textContent?.includes(want as string) ?? false,
    [selector, text],
    { timeout: 15_000 },
  );
}

/** The bank of the rates table's first row. */
export const firstBank = (page: Page) =>
  page.locator("[data-rates-table] tbody tr").first().getAttribute("data-bank");

/** Waits until the rates table, sorted in the browser, starts with `bank`. */
export async function waitForFirstBank(page: Page, bank: string) {
  await page.waitForFunction(
    (want) =>
      document.querySelector("[data-rates-table] tbody tr")?.getAttribute("data-bank") === want,
    bank,
  );
}

/**
 * Sorts the rates table at `url` (no query) by rate, highest first, through its GET form: the
 * cheapest bank leads before, the dearest after, and the sort is in the URL.
 */
export async function sortRatesByForm(
  page: Page,
  url: string,
  labels: { sortBy: string; apply: string },
) {
  await page.goto(url);
  await expect(firstBank(page)).resolves.toBe("boi");
  await page.getByLabel(labels.sortBy, { exact: true }).selectOption("rate-desc");
  await page.getByRole("button", { name: labels.apply }).click();
  await page.waitForURL(`${url}?sort=rate-desc`);
  await expect(firstBank(page)).resolves.toBe("idfc");
}
