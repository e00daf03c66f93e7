import { describe, expect, inject, it } from "vitest";
import { openHydrated, seriousViolations, suiteBrowsers } from "../support/browser.ts";
import * as calc from "../support/calculator-pages.ts";
import { randomMobile } from "../support/db-query.ts";
import { requestCallback } from "./support-callback.ts";

// The calculator pages, the hub and the rates table (docs/product/calculators.md): with JavaScript
// the result follows the inputs and the URL follows (replace); without it the GET form submits and
// the server answers the result; axe at 360 and 1280 px.
const baseUrl = inject("baseUrl");

const browsers = suiteBrowsers({ noJs: true });

describe("/calculators/emi", () => {
  it("with JavaScript: typing updates the result and the URL, keeping Indian grouping", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/calculators/emi`);
    const historyLength = await page.evaluate(() => history.length);
    const amount = page.getByLabel("Loan amount (₹)", { exact: true });
    await amount.fill("");
    await amount.pressSequentially("2500000");
    await expect(amount.inputValue()).resolves.toBe("25,00,000");
    await page.getByLabel("Interest rate (% a year)", { exact: true }).fill("6.7");
    await calc.waitForText(page, '[data-figure="emi"]', "₹18,935");
    await page.waitForFunction(() => location.search.includes("rate=6.7"));
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      amount: "2500000",
      rate: "6.7",
      years: "20",
    });
    // replace, not push: Back leaves the calculator.
    await expect(page.evaluate(() => history.length)).resolves.toBe(historyLength);
    // A year opened after hydration shows its twelve months, for the figures typed.
    await page.getByText("Months of year 2", { exact: true }).click();
    const months = page.locator("details[open] tbody tr");
    // The rows are drawn on the <details> toggle event, a task queued after the click opens it.
    await expect.poll(() => months.count()).toBe(12);
    await expect(months.first().locator("th").innerText()).resolves.toBe("13");
    await expect(months.first().locator("td").nth(1).innerText()).resolves.toBe("₹18,935");
    // A bad value gets its message next to the field, and the result waits.
    await page.getByLabel("Tenure (years)", { exact: true }).fill("45");
    await page.getByText("Tenure in years must be between 1 and 30.").waitFor();
    await page.close();
  });

  it("without JavaScript: the form submits and the server renders result, charts and schedule", async () => {
    const page = await browsers.noJs.newPage();
    await page.goto(`${baseUrl}/calculators/emi`);
    await page.getByLabel("Loan amount (₹)", { exact: true }).fill("25,00,000");
    await page.getByLabel("Interest rate (% a year)", { exact: true }).fill("6.7");
    await page.getByRole("button", { name: "Calculate" }).click();
    await page.waitForURL(/rate=6\.7/);
    expect(await calc.figure(page, "emi")).toBe("₹18,935");
    await expect(page.locator("svg[role=img]").count()).resolves.toBe(2);
    await expect(page.locator("[data-year]").count()).resolves.toBe(20);
    // The months of a year open without JavaScript (<details>).
    await page.getByText("Months of year 20").click();
    const lastMonth = page.locator("details[open] tbody tr").last();
    await expect(lastMonth.locator("td").last().innerText()).resolves.toBe("₹0");
    const csv = await page
      .getByRole("link", { name: "Download the schedule (CSV)" })
      .getAttribute("href");
    expect(csv).toBe("/api/calculators/emi?amount=2500000&rate=6.7&months=240&format=csv");
    await page.close();
  });

  it("the home page's calculator links to the full schedule for its figures", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/`);
    const link = page.locator("[data-full-schedule]").first();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/calculators\/emi\?amount=\d+&rate=[\d.]+&years=\d+$/);
    await link.click();
    await page.waitForURL(/\/calculators\/emi\?/);
    await page.locator('[data-figure="emi"]').waitFor();
    await page.close();
  });
});

describe("'Request a callback' on the calculators (docs/product/borrower-journey.md)", () => {
  it("a request sent from /calculators/emi answers with its GS- reference", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/calculators/emi`);
    const form = page.getByRole("form", { name: "Request a callback" });
    await form.scrollIntoViewIfNeeded();
    await requestCallback(
      page,
      { name: "Meera Iyer", phone: randomMobile(), city: "Chennai" },
      form,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe("/calculators/eligibility", () => {
  it("with JavaScript: the result follows the inputs; 'Check my eligibility' carries the amounts", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/calculators/eligibility`);
    await page.getByLabel("Property value (₹, optional)", { exact: true }).fill("40,00,000");
    await calc.waitForText(page, '[data-figure="loan_by_value"]', "₹32,00,000");
    await page.waitForFunction(() => location.search.includes("property_value=4000000"));
    const link = page.getByRole("link", { name: "Check my eligibility" });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toContain("property_worth=4000000");
    expect(href).toContain("borrow_amount=3200000");
    await link.click();
    await page.waitForURL(/\/eligibility-form\?/);
    await page.close();
  });

  it("without JavaScript: the server answers the result", async () => {
    const page = await browsers.noJs.newPage();
    await page.goto(`${baseUrl}/calculators/eligibility`);
    await page.getByLabel("Property value (₹, optional)", { exact: true }).fill("35,00,000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await page.waitForURL(/property_value=35%2C00%2C000/);
    expect(await calc.figure(page, "loan_by_value")).toBe("₹30,00,000");
    // 'Check my eligibility' opens the wizard with the amounts filled in.
    await page.getByRole("link", { name: "Check my eligibility" }).click();
    await page.waitForURL(/\/eligibility-form\?property_worth=3500000&borrow_amount=3000000/);
    const input = (name: string) => page.locator(`input[name="${name}"]`).inputValue();
    await expect(input("property_worth")).resolves.toBe("35,00,000");
    await expect(input("borrow_amount")).resolves.toBe("30,00,000");
    await page.close();
  });
});

describe("/calculators/prepayment, balance-transfer and tax-benefit", () => {
  it("prepayment with and without JavaScript", async () => {
    const page = await openHydrated(
      browsers.js,
      `${baseUrl}/calculators/prepayment?outstanding=100000&rate=12&months=12&lump_sum=0&lump_sum_month=6`,
    );
    expect(await calc.figure(page, "interest_saved")).toBe("₹0");
    await page.getByLabel("Lump sum (₹)", { exact: true }).fill("50,000");
    await calc.waitForText(page, '[data-figure="interest_saved"]', "₹1,802");
    await page.waitForFunction(() => location.search.includes("lump_sum=50000"));
    await page.getByText("RBI's 2025 directions").waitFor();
    await page.close();

    const plain = await browsers.noJs.newPage();
    await plain.goto(
      `${baseUrl}/calculators/prepayment?outstanding=100000&rate=12&months=12&lump_sum_month=6`,
    );
    await plain.getByLabel("Lump sum (₹)", { exact: true }).fill("50000");
    await plain.getByLabel("After the prepayment", { exact: true }).selectOption("emi");
    await plain.getByRole("button", { name: "Calculate" }).click();
    await plain.waitForURL(/reduce=emi/);
    expect(await calc.figure(plain, "interest_saved")).toBe("₹1,763");
    await plain.close();
  });

  it("balance transfer with and without JavaScript", async () => {
    const query = "outstanding=3000000&current_rate=9&months=180&new_rate=9&fees=20000";
    const page = await openHydrated(
      browsers.js,
      `${baseUrl}/calculators/balance-transfer?${query}`,
    );
    await expect(page.locator("[data-verdict]").getAttribute("data-verdict")).resolves.toBe("no");
    await page.getByLabel("New bank's rate (% a year)", { exact: true }).fill("8");
    await calc.waitForText(page, '[data-figure="break_even_month"]', "12");
    await expect(page.locator("[data-verdict]").getAttribute("data-verdict")).resolves.toBe("yes");
    await page.waitForFunction(() => location.search.includes("new_rate=8"));
    await page.close();

    const plain = await browsers.noJs.newPage();
    await plain.goto(`${baseUrl}/calculators/balance-transfer?${query}`);
    await plain.getByLabel("New bank's rate (% a year)", { exact: true }).fill("8");
    await plain.getByRole("button", { name: "Calculate" }).click();
    await plain.waitForURL(/new_rate=8&/);
    expect(await calc.figure(plain, "monthly_saving")).toBe("₹1,758");
    await plain.close();
  });

  it("tax benefit with and without JavaScript, naming both Acts and that it is not advice", async () => {
    const query = "interest=300000&principal=100000&other_80c=80000&slab=30";
    const page = await openHydrated(browsers.js, `${baseUrl}/calculators/tax-benefit?${query}`);
    await expect(page.locator('[data-old="tax_saved"]').innerText()).resolves.toBe("₹84,240");
    await page.getByLabel("Your tax slab (%)", { exact: true }).selectOption("20");
    await calc.waitForText(page, '[data-old="tax_saved"]', "₹56,160");
    await page.waitForFunction(() => location.search.includes("slab=20"));
    const notes = await page.locator("main").innerText();
    for (const text of ["24(b)", "80C", "22(2)", "123", "Income-tax Act, 2025", "not tax advice"])
      expect(notes).toContain(text);
    await page.close();

    const plain = await browsers.noJs.newPage();
    await plain.goto(`${baseUrl}/calculators/tax-benefit?${query}`);
    await plain.getByLabel("The home is", { exact: true }).selectOption("let-out");
    await plain.getByLabel("Yearly rent (₹, let-out only)", { exact: true }).fill("3,00,000");
    await plain.getByRole("button", { name: "Calculate" }).click();
    await plain.waitForURL(/property=let-out/);
    // Old regime: min(3,00,000, 0.7 × 3,00,000 + 2,00,000) = ₹3,00,000 of interest.
    const deduction = (regime: string) =>
      plain.locator(`[data-${regime}="interest_deduction"]`).innerText();
    await expect(deduction("old")).resolves.toBe("₹3,00,000");
    await expect(deduction("new")).resolves.toBe("₹2,10,000");
    await plain.close();
  });
});

describe("/home-loan-interest-rates", () => {
  it("sorts without JavaScript (a GET form) with the sort in the URL", async () => {
    const page = await browsers.noJs.newPage();
    await calc.sortRatesByForm(page, `${baseUrl}/home-loan-interest-rates`, {
      sortBy: "Sort by",
      apply: "Apply",
    });
    const row = page.locator('[data-bank="idfc"]');
    await expect(row.locator('a[href="/loan/idfc"]').count()).resolves.toBe(1);
    await expect(row.locator('a[href="/eligibility-form?bank=idfc"]').count()).resolves.toBe(1);
    await page.close();
  });

  it("sorts with JavaScript from the rate header", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/home-loan-interest-rates?sort=name`);
    await expect(calc.firstBank(page)).resolves.toBe("axis");
    await page.locator("[data-rates-table] thead a").click();
    await page.waitForURL(/sort=rate-asc/);
    await calc.waitForFirstBank(page, "boi");
    await page.locator("[data-rates-table] thead a").click();
    await page.waitForURL(/sort=rate-desc/);
    await calc.waitForFirstBank(page, "idfc");
    await page.close();
  });
});

describe("accessibility of the new pages", () => {
  const pages = [
    "/calculators",
    "/calculators/emi",
    "/calculators/eligibility",
    "/calculators/prepayment",
    "/calculators/balance-transfer",
    "/calculators/tax-benefit",
    "/home-loan-interest-rates",
    // A page showing field messages too.
    "/calculators/emi?amount=abc&rate=99",
  ];
  for (const width of [360, 1280]) {
    it(`has no serious or critical axe violation at ${width} px`, async () => {
      const context = await browsers.launch({ viewport: { width, height: 900 } });
      try {
        for (const path of pages) {
          const page = await openHydrated(context, `${baseUrl}${path}`);
          expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
          await page.close();
        }
      } finally {
        await context.close();
      }
    }, 400_000);
  }
});
