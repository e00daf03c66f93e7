import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openHydrated, openPage, suiteBrowsers } from "../support/browser.ts";

// The comparison (docs/product/pages.md "Compare screen" and "Comparison") on a bank page.
const baseUrl = inject("baseUrl");

const browsers = suiteBrowsers({ noJs: true });

const ROWS = [
  "Bank",
  "Purpose",
  "Interest Rate (%)",
  "Loan Amount",
  "Loan Tenure",
  "Eligibility",
  "Prepayment Charges",
  "Processing Fee",
  "Pros",
  "Cons",
  "Documentation",
  "Next step",
];

const compare = (page: Page) => page.locator("#compare");
const columns = (section: Locator) =>
  section.locator('thead th[scope="col"] span').allTextContents();
const optionsOf = (select: Locator) =>
  select
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

describe("compare banks", () => {
  it("starts with this bank and the next one, in a table with row headers", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/loan/sbi`);
    const section = compare(page);
    await expect(columns(section)).resolves.toEqual(["State Bank of India", "HDFC Bank"]);
    await expect(section.locator('tbody th[scope="row"]').allTextContents()).resolves.toEqual(ROWS);
    await expect(section.locator("table caption").count()).resolves.toBe(1);
    // The last bank's companion wraps round to the first.
    const last = await openHydrated(browsers.js, `${baseUrl}/loan/idfc`);
    await expect(columns(compare(last))).resolves.toEqual([
      "IDFC FIRST Bank",
      "State Bank of India",
    ]);
    await last.close();

    for (const name of ["Apply Now", "Do I Qualify"]) {
      const hrefs = await section
        .getByRole("link", { name: new RegExp(`^${name}`) })
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(["/eligibility-form?bank=sbi", "/eligibility-form?bank=hdfc"]);
    }
    await expect(section.getByText(/Indicative, as of/).count()).resolves.toBe(2);
    await page.close();
  });

  it("adds banks up to three, then disables Add Bank; removes down to one, then hides Remove", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/loan/sbi`);
    const section = compare(page);
    const add = section.getByRole("button", { name: "Add Bank" });
    await add.click();
    await expect(columns(section)).resolves.toEqual([
      "State Bank of India",
      "HDFC Bank",
      "ICICI Bank",
    ]);
    await expect(add.isDisabled()).resolves.toBe(true);

    const remove = section.getByRole("button", { name: /^Remove/ });
    await expect(remove.count()).resolves.toBe(3);
    await section.getByRole("button", { name: "Remove HDFC Bank" }).click();
    await expect(columns(section)).resolves.toEqual(["State Bank of India", "ICICI Bank"]);
    await expect(add.isDisabled()).resolves.toBe(false);
    await section.getByRole("button", { name: "Remove State Bank of India" }).click();
    await expect(columns(section)).resolves.toEqual(["ICICI Bank"]);
    await expect(remove.count()).resolves.toBe(0);

    // Adding again picks the first bank of the list that is not shown.
    await add.click();
    await expect(columns(section)).resolves.toEqual(["ICICI Bank", "State Bank of India"]);
    await page.close();
  });

  it("offers in each column's list only the banks not shown in the other columns", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/loan/sbi`);
    const section = compare(page);
    const first = section.getByLabel("Bank 1");
    const second = section.getByLabel("Bank 2");
    const firstOptions = await optionsOf(first);
    expect(firstOptions).toContain("sbi");
    expect(firstOptions).not.toContain("hdfc");
    expect(firstOptions).toHaveLength(9);
    expect(await optionsOf(second)).not.toContain("sbi");

    await first.selectOption("kotak");
    await expect(columns(section)).resolves.toEqual(["Kotak Mahindra Bank", "HDFC Bank"]);
    const secondNow = await optionsOf(second);
    expect(secondNow).not.toContain("kotak");
    expect(secondNow).toContain("sbi");

    await section.getByRole("button", { name: "Add Bank" }).click();
    const third = section.getByLabel("Bank 3");
    const thirdOptions = await optionsOf(third);
    expect(thirdOptions).toEqual(expect.not.arrayContaining(["kotak", "hdfc"]));
    expect(thirdOptions).toHaveLength(8);
    await page.close();
  });

  it("works without JavaScript through the GET form (?compare=…, Add Bank, Remove)", async () => {
    const page = await openPage(browsers.noJs, `${baseUrl}/loan/sbi?compare=sbi,axis`);
    const section = compare(page);
    await expect(columns(section)).resolves.toEqual(["State Bank of India", "Axis Bank"]);
    await section.getByRole("button", { name: "Add Bank" }).click();
    await page.waitForURL(/add=1/);
    await expect(columns(section)).resolves.toEqual([
      "State Bank of India",
      "Axis Bank",
      "HDFC Bank",
    ]);
    await section.getByRole("button", { name: "Remove Axis Bank" }).click();
    await page.waitForURL(/remove=axis/);
    await expect(columns(section)).resolves.toEqual(["State Bank of India", "HDFC Bank"]);
    await page.close();
  });

  it("scrolls sideways in a focusable region at 360 px instead of squeezing the page", async () => {
    const context = await browsers.launch({ viewport: { width: 360, height: 740 } });
    const page = await openHydrated(context, `${baseUrl}/loan/sbi`);
    const region = compare(page).locator("section[tabindex='0']");
    const sizes = await region.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(360);
    await context.close();
  });
});
