import { describe, expect, inject, it } from "vitest";
import { CALCULATOR_NAMES } from "../../app/domain/calculators/fields.ts";
import { openHydrated, openPage, seriousViolations, suiteBrowsers } from "../support/browser.ts";
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
    const page = await openPage(browsers.noJs, `${baseUrl}/calculators/emi`);
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
    const page = await openPage(browsers.noJs, `${baseUrl}/calculators/eligibility`);
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

    const plain = await openPage(
      browsers.noJs,
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

    const plain = await openPage(browsers.noJs, `${baseUrl}/calculators/balance-transfer?${query}`);
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

    const plain = await openPage(browsers.noJs, `${baseUrl}/calculators/tax-benefit?${query}`);
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

describe("/calculators/pmay", () => {
  it("with JavaScript: each reason appears in words as a limit is passed, and the URL follows", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/calculators/pmay`);
    const verdict = page.locator("[data-eligible]");
    await expect(verdict.getAttribute("data-eligible")).resolves.toBe("yes");
    expect(await calc.figure(page, "category")).toBe("MIG (Middle Income Group)");
    expect(await calc.figure(page, "subsidised_loan")).toBe("₹8,00,000");
    expect(await calc.figure(page, "max_benefit")).toBe("₹1,80,000");
    await page.getByLabel("Household income (₹ a year)", { exact: true }).fill("9,00,001");
    await calc.waitForText(
      page,
      "[data-eligible]",
      "The household's income is above ₹9,00,000 a year.",
    );
    await page.getByLabel("Loan sanctioned on", { exact: true }).fill("2024-08-31");
    await calc.waitForText(
      page,
      "[data-eligible]",
      "The loan was sanctioned before 1 September 2024.",
    );
    await expect(verdict.getAttribute("data-eligible")).resolves.toBe("no");
    await expect(
      page
        .locator("[data-reason]")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-reason"))),
    ).resolves.toEqual(["income_above_9_lakh", "sanctioned_before_2024_09_01"]);
    expect(await calc.figure(page, "category")).toBe("None (above ₹9 lakh a year)");
    await page.waitForFunction(() => location.search.includes("sanctioned_on=2024-08-31"));
    expect(new URL(page.url()).searchParams.get("household_income")).toBe("900001");
    // Back under every limit: the subsidy again.
    await page.getByLabel("Household income (₹ a year)", { exact: true }).fill("3,00,000");
    await page.getByLabel("Loan sanctioned on", { exact: true }).fill("2024-09-01");
    await calc.waitForText(page, '[data-figure="category"]', "EWS (Economically Weaker Section)");
    await expect(verdict.getAttribute("data-eligible")).resolves.toBe("yes");
    await page.close();
  });

  it("without JavaScript: the server names every reason, the rules and the ministry's site", async () => {
    const page = await openPage(browsers.noJs, `${baseUrl}/calculators/pmay`);
    await page.getByLabel("Home loan (₹)", { exact: true }).fill("26,00,000");
    await page.getByLabel("Carpet area (m²)", { exact: true }).fill("130");
    await page.getByLabel("The home is in a town or city", { exact: true }).selectOption("no");
    await page.getByRole("button", { name: "Calculate" }).click();
    await page.waitForURL(/urban=no/);
    const reasons = await page.locator("[data-reason]").allInnerTexts();
    expect(reasons).toEqual([
      "The loan is above ₹25,00,000.",
      "The carpet area is above 120 m².",
      "The home is not in a town or city.",
    ]);
    const rules = await page.locator("[data-pmay-rules] li").allInnerTexts();
    expect(rules).toHaveLength(5);
    expect(rules.join(" ")).toContain("₹1,80,000");
    await expect(
      page
        .getByRole("link", { name: /The scheme's guidelines on the Ministry/ })
        .getAttribute("href"),
    ).resolves.toBe("https://pmay-urban.gov.in");
    // 'Check my eligibility' opens the wizard with the home's value and the loan.
    await page.getByRole("link", { name: "Check my eligibility" }).click();
    await page.waitForURL(/\/eligibility-form\?property_worth=3200000&borrow_amount=2600000/);
    await page.close();
  });
});

describe("/calculators/cost-of-buying", () => {
  it("with JavaScript: the cash needed follows the inputs; a loan above the caps names the largest", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/calculators/cost-of-buying`);
    expect(await calc.figure(page, "cash_needed")).toBe("₹16,00,000");
    expect(await calc.figure(page, "total_cost")).toBe("₹56,00,000");
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field("Price of the home (₹)").fill("40,00,000");
    await field("In a metro city?").selectOption("yes");
    await field("Carpet area (m²)").fill("55");
    await field("Stamp duty (% of the price)").fill("5");
    await field("Registration fee cap (₹, optional)").fill("30,000");
    await calc.waitForText(page, '[data-figure="cash_needed"]', "₹10,70,000");
    expect(await calc.figure(page, "max_loan")).toBe("₹32,00,000");
    await expect(page.locator('[data-part="gst"]').innerText()).resolves.toBe("₹40,000");
    await expect(page.locator('[data-part="registration"]').innerText()).resolves.toBe("₹30,000");
    await page.waitForFunction(() => location.search.includes("registration_cap=30000"));
    await field("Loan amount (₹, optional)").fill("35,00,000");
    await page
      .getByText("Loan amount can be at most ₹32,00,000: RBI's loan-to-value cap for this price.")
      .waitFor();
    await page.getByText("Correct the highlighted fields to see the result.").waitFor();
    await field("Loan amount (₹, optional)").fill("30,00,000");
    await calc.waitForText(page, '[data-figure="loan"]', "₹30,00,000");
    const link = page.getByRole("link", { name: "Check my eligibility" });
    await expect(link.getAttribute("href")).resolves.toBe(
      "/eligibility-form?property_worth=4000000&borrow_amount=3000000",
    );
    await page.close();
  });

  it("without JavaScript: the server answers the figures and draws the cash as one stacked bar", async () => {
    const page = await openPage(browsers.noJs, `${baseUrl}/calculators/cost-of-buying`);
    await page.getByLabel("Price of the home (₹)", { exact: true }).fill("9,00,000");
    await page.getByLabel("The home is", { exact: true }).selectOption("ready");
    await page.getByLabel("Stamp duty (% of the price)", { exact: true }).fill("5");
    await page.getByRole("button", { name: "Calculate" }).click();
    await page.waitForURL(/status=ready/);
    expect(await calc.figure(page, "max_loan")).toBe("₹8,58,000");
    const bar = page.locator("svg[role=img]");
    await expect(bar.count()).resolves.toBe(1);
    await expect(bar.locator("rect").count()).resolves.toBe(5);
    await expect(bar.getAttribute("aria-label")).resolves.toBe(
      "The cash you need, ₹96,000: down payment ₹42,000, GST ₹0, stamp duty ₹45,000, registration ₹9,000, processing fee ₹0",
    );
    await expect(page.locator('[data-part="gst"]').innerText()).resolves.toBe("₹0");
    // A loan above the caps, sent without JavaScript: the message names the largest allowed.
    await page.getByLabel("Loan amount (₹, optional)", { exact: true }).fill("9,00,000");
    await page.getByRole("button", { name: "Calculate" }).click();
    await page.waitForURL(/loan_amount=9/);
    await page
      .getByText("Loan amount can be at most ₹8,58,000: RBI's loan-to-value cap for this price.")
      .waitFor();
    await page.close();
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
    // Before choosing: what buying costs, and the PMAY subsidy.
    const next = await page
      .getByRole("navigation", { name: "Before you choose" })
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(next).toEqual(["/calculators/pmay", "/calculators/cost-of-buying"]);
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
    // Every calculator's own page.
    ...CALCULATOR_NAMES.map((name) => `/calculators/${name}`),
    "/home-loan-interest-rates",
    // A page showing field messages too.
    "/calculators/emi?amount=abc&rate=99",
    // PMAY's reasons, and a loan above the caps.
    "/calculators/pmay?household_income=1000000&property_value=3200000&loan_amount=2600000&carpet_area_sqm=130&sanctioned_on=2024-08-31",
    "/calculators/cost-of-buying?price=5000000&loan_amount=9000000",
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
