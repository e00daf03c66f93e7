import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import calculatorsEn from "../../app/i18n/en/calculators.ts";
import errorsEn from "../../app/i18n/en/errors-calculators.ts";
import calculatorsHi from "../../app/i18n/hi/calculators.ts";
import errorsHi from "../../app/i18n/hi/errors-calculators.ts";
import { openHydrated, openPage, seriousViolations, suiteBrowsers } from "../support/browser.ts";
import * as calc from "../support/calculator-pages.ts";

// The calculators and the rates table in Hindi (docs/product/calculators.md and
// docs/product/pages.md): the same pages under /hi, the same numbers and field names, every label,
// heading and message in Hindi, and every link, form action and sort link staying under /hi.
const baseUrl = inject("baseUrl");

const browsers = suiteBrowsers({ noJs: true });

const hi = calculatorsHi;
const figures = (page: Page) =>
  page.$$eval("[data-figure]", (nodes) =>
    Object.fromEntries(nodes.map((n) => [n.getAttribute("data-figure"), n.textContent])),
  );

const PAGES: Array<[path: string, heading: string]> = [
  ["/hi/calculators", hi["calculators.hub.title"]],
  ["/hi/calculators/emi", hi["calculators.emi.title"]],
  ["/hi/calculators/eligibility", hi["calculators.eligibility.title"]],
  ["/hi/calculators/prepayment", hi["calculators.prepayment.title"]],
  ["/hi/calculators/balance-transfer", hi["calculators.balanceTransfer.title"]],
  ["/hi/calculators/tax-benefit", hi["calculators.taxBenefit.title"]],
  ["/hi/calculators/pmay", hi["calculators.pmay.title"]],
  ["/hi/calculators/cost-of-buying", hi["calculators.costOfBuying.title"]],
  ["/hi/home-loan-interest-rates", hi["calculators.rates.title"]],
];

/**
 * English text of this area's catalogues that has a different Hindi text: none of it may show on
 * a Hindi page. Messages with placeholders are matched by their longest fixed part.
 */
function englishOnly(): string[] {
  const pairs: Array<[string, string]> = [
    ...Object.entries(calculatorsEn).map(
      ([key, en]) => [en, calculatorsHi[key as keyof typeof calculatorsHi]] as [string, string],
    ),
    ...Object.entries(errorsEn).map(
      ([key, en]) => [en, errorsHi[key as keyof typeof errorsHi]] as [string, string],
    ),
  ];
  const out = new Set<string>();
  for (const [en, hindi] of pairs) {
    if (en === hindi) continue;
    const fixed = en
      .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)
      .map((part) => part.trim())
      .sort((a, b) => b.length - a.length)[0];
    if (fixed && fixed.length >= 3 && /[A-Za-z]{3}/.test(fixed)) out.add(fixed);
  }
  return [...out];
}

/**
 * Every text of the page's main area, closed <details> and attributes (aria-label, title,
 * placeholder, alt) included, without the callback form (the "forms" namespace's, tested there).
 */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector("main")?.cloneNode(true) as HTMLElement | undefined;
    if (!main) return [];
    for (const slot of main.querySelectorAll("[data-callback-slot]")) slot.remove();
    const texts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const el of main.querySelectorAll("*"))
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    return texts;
  });
}

function englishLeft(texts: readonly string[], english: readonly string[]): string[] {
  const found: string[] = [];
  // Short words ("Year", "Home") only as a whole text; longer ones anywhere in it.
  for (const text of texts)
    for (const en of english)
      if (en.length < 15 ? text === en : text.includes(en)) found.push(`${en} in "${text}"`);
  return found;
}

describe("the calculators under /hi", () => {
  it("every page answers 200 with lang=hi, a Hindi heading and no English text of its own", async () => {
    const english = englishOnly();
    for (const [path, heading] of PAGES) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<html[^>]*\blang="hi"/);

      const page = await openHydrated(browsers.js, `${baseUrl}${path}`);
      await expect(page.locator("h1").innerText(), path).resolves.toBe(heading);
      expect(englishLeft(await visibleTexts(page), english), path).toEqual([]);
      // Links to the site stay in Hindi; the API (the CSV) is the same for both.
      const hrefs = await page.$$eval("main a[href^='/']", (links) =>
        links.filter((a) => !a.closest("[data-callback-slot]")).map((a) => a.getAttribute("href")),
      );
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) expect(href, path).toMatch(/^\/(hi(\/|\?|$)|api\/)/);
      await page.close();
    }
  }, 120_000);

  it("the scan finds this area's English on the English page (so it would on a Hindi one)", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/calculators/emi?amount=abc&rate=99`);
    const found = englishLeft(await visibleTexts(page), englishOnly());
    expect(found.length).toBeGreaterThan(15);
    expect(found).toContain(`Calculate in "Calculate"`);
    expect(found.some((f) => f.startsWith("Loan amount must be a number."))).toBe(true);
    await page.close();
  });

  it("a page with field messages shows them in Hindi", async () => {
    const page = await openPage(
      browsers.noJs,
      `${baseUrl}/hi/calculators/emi?amount=abc&rate=99&years=20`,
    );
    await page.getByText("लोन की रकम सिर्फ़ अंकों में लिखें।").waitFor();
    await page.getByText("ब्याज दर 0.1 से 25 (% सालाना) के बीच रखें।").waitFor();
    await page.getByText(hi["calculators.common.fixErrors"]).waitFor();
    expect(englishLeft(await visibleTexts(page), englishOnly())).toEqual([]);
    await page.close();
  });
});

describe("/hi/calculators/emi", () => {
  it("with JavaScript: the same EMI as in English, the URL stays under /hi, messages in Hindi", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/hi/calculators/emi`);
    const amount = page.getByLabel(hi["calculators.emi.field.amount"], { exact: true });
    await amount.fill("");
    await amount.pressSequentially("2500000");
    await expect(amount.inputValue()).resolves.toBe("25,00,000");
    await page.getByLabel(hi["calculators.emi.field.rate"], { exact: true }).fill("6.7");
    await calc.waitForText(page, '[data-figure="emi"]', "₹18,935");
    await page.waitForFunction(() => location.search.includes("rate=6.7"));
    const url = new URL(page.url());
    expect(url.pathname).toBe("/hi/calculators/emi");
    // The field names and values are the API's, whatever the language.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      amount: "2500000",
      rate: "6.7",
      years: "20",
    });
    // A year opened after hydration shows its months under Hindi headings.
    await page.getByText("साल 2 के महीने", { exact: true }).click();
    const months = page.locator("details[open] tbody tr");
    // The rows are drawn on the <details> toggle event, a task queued after the click opens it.
    await expect.poll(() => months.count()).toBe(12);
    await expect(months.first().locator("td").nth(1).innerText()).resolves.toBe("₹18,935");
    await expect(page.locator("details[open] thead th").allInnerTexts()).resolves.toEqual([
      hi["calculators.emi.month"],
      hi["calculators.emi.opening"],
      "EMI",
      hi["calculators.emi.interest"],
      hi["calculators.emi.principal"],
      hi["calculators.emi.closing"],
    ]);
    // A bad value: the Hindi message next to the field, and the result waits.
    await page.getByLabel(hi["calculators.emi.field.years"], { exact: true }).fill("45");
    await page.getByText("अवधि (साल में) 1 से 30 साल के बीच रखें।").waitFor();
    await page.getByText(hi["calculators.common.fixErrors"]).waitFor();
    await expect(page.getByText("Tenure in years must be between 1 and 30.").count()).resolves.toBe(
      0,
    );
    await page.close();
  });

  it("without JavaScript: the form submits to /hi and the server answers the same numbers", async () => {
    const page = await openPage(browsers.noJs, `${baseUrl}/hi/calculators/emi`);
    await page.getByLabel(hi["calculators.emi.field.amount"], { exact: true }).fill("25,00,000");
    await page.getByLabel(hi["calculators.emi.field.rate"], { exact: true }).fill("6.7");
    await page.getByRole("button", { name: hi["calculators.common.calculate"] }).click();
    await page.waitForURL(/\/hi\/calculators\/emi\?.*rate=6\.7/);
    expect(await calc.figure(page, "emi")).toBe("₹18,935");
    await expect(page.locator("svg[role=img]").count()).resolves.toBe(2);
    await expect(page.locator("svg[role=img]").first().getAttribute("aria-label")).resolves.toBe(
      "बकाया रकम 20 साल में ₹25,00,000 से घटकर ₹0 हो जाती है",
    );
    await expect(page.locator("[data-year]").count()).resolves.toBe(20);
    await page.getByText("साल 20 के महीने").click();
    const lastMonth = page.locator("details[open] tbody tr").last();
    await expect(lastMonth.locator("td").last().innerText()).resolves.toBe("₹0");
    const csv = await page
      .getByRole("link", { name: hi["calculators.emi.csv"] })
      .getAttribute("href");
    expect(csv).toBe("/api/calculators/emi?amount=2500000&rate=6.7&months=240&format=csv");

    // Every figure equals the English page's for the same query.
    const hindiFigures = await figures(page);
    const english = await openPage(
      browsers.noJs,
      `${baseUrl}/calculators/emi?amount=2500000&rate=6.7&years=20`,
    );
    expect(await figures(english)).toEqual(hindiFigures);
    expect(hindiFigures.emi).toBe("₹18,935");
    await english.close();
    await page.close();
  });
});

describe("the other calculators under /hi give the English figures", () => {
  const queries = [
    "/calculators/eligibility?monthly_income=100000&property_value=3500000",
    "/calculators/prepayment?outstanding=100000&rate=12&months=12&lump_sum=50000&lump_sum_month=6&reduce=emi",
    "/calculators/balance-transfer?outstanding=3000000&current_rate=9&months=180&new_rate=8&fees=20000",
    "/calculators/tax-benefit?interest=300000&principal=100000&other_80c=80000&slab=30",
    "/calculators/cost-of-buying?price=4000000&status=under_construction&carpet_area_sqm=55&metro=yes&stamp_duty_percent=5&registration_cap=30000",
  ];
  it("server-rendered, for the same query", async () => {
    const page = await browsers.noJs.newPage();
    for (const query of queries) {
      await page.goto(`${baseUrl}${query}`);
      const english = await figures(page);
      const englishCells = await page.locator("main table").allInnerTexts();
      await page.goto(`${baseUrl}/hi${query}`);
      expect(await figures(page), query).toEqual(english);
      // Tables: the same numbers, only the row and column names change.
      const numbers = (cells: string[]) => cells.join(" ").match(/₹[\d,]+|\b\d+\b/g);
      expect(numbers(await page.locator("main table").allInnerTexts()), query).toEqual(
        numbers(englishCells),
      );
    }
    // The eligibility result leads into the Hindi wizard with the amounts.
    await page.goto(`${baseUrl}/hi${queries[0]}`);
    const link = page.getByRole("link", { name: hi["calculators.eligibility.checkEligibility"] });
    await expect(link.getAttribute("href")).resolves.toBe(
      "/hi/eligibility-form?property_worth=3500000&borrow_amount=3000000",
    );
    await page.close();
  });
});

describe("/hi/calculators/pmay", () => {
  const reasons = (page: Page) =>
    page
      .locator("[data-reason]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-reason")));

  it("without JavaScript: the same reasons as in English, each in Hindi, and the rules", async () => {
    const query =
      "/calculators/pmay?household_income=900001&property_value=3200000&loan_amount=2600000&carpet_area_sqm=130&sanctioned_on=2024-08-31";
    const page = await openPage(browsers.noJs, `${baseUrl}${query}`);
    const english = await reasons(page);
    await page.goto(`${baseUrl}/hi${query}`);
    expect(await reasons(page)).toEqual(english);
    expect(english).toEqual([
      "income_above_9_lakh",
      "loan_above_25_lakh",
      "carpet_area_above_120",
      "sanctioned_before_2024_09_01",
    ]);
    await expect(page.locator("[data-reason]").allInnerTexts()).resolves.toEqual(
      english.map((reason) => hi[`calculators.pmay.reason.${reason}` as keyof typeof hi]),
    );
    expect(await calc.figure(page, "category")).toBe(hi["calculators.pmay.category.none"]);
    await expect(page.locator("[data-pmay-rules] li").count()).resolves.toBe(5);
    await expect(
      page.getByRole("link", { name: hi["calculators.pmay.ministryLink"] }).getAttribute("href"),
    ).resolves.toBe("https://pmay-urban.gov.in");
    await expect(
      page
        .getByRole("link", { name: hi["calculators.common.checkEligibility"] })
        .getAttribute("href"),
    ).resolves.toBe("/hi/eligibility-form?property_worth=3200000&borrow_amount=2600000");
    await page.close();
  });

  it("with JavaScript: the verdict follows the inputs in Hindi, the URL stays under /hi", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/hi/calculators/pmay`);
    expect(await calc.figure(page, "category")).toBe(hi["calculators.pmay.category.MIG"]);
    await page.getByLabel(hi["calculators.pmay.field.urban"], { exact: true }).selectOption("no");
    await calc.waitForText(page, "[data-eligible]", hi["calculators.pmay.reason.not_urban"]);
    await page.waitForFunction(() => location.search.includes("urban=no"));
    expect(new URL(page.url()).pathname).toBe("/hi/calculators/pmay");
    // A bad number: the Hindi message next to the field.
    await page.getByLabel(hi["calculators.pmay.field.carpetArea"], { exact: true }).fill("abc");
    await page.getByText("कारपेट एरिया सिर्फ़ अंकों में लिखें।").waitFor();
    await page.close();
  });
});

describe("/hi/calculators/cost-of-buying", () => {
  it("with JavaScript: a loan above the caps is refused in Hindi with the largest allowed", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/hi/calculators/cost-of-buying`);
    expect(await calc.figure(page, "cash_needed")).toBe("₹16,00,000");
    await page
      .getByLabel(hi["calculators.costOfBuying.field.loanAmount"], { exact: true })
      .fill("45,00,000");
    await page
      .getByText(hi["calculators.costOfBuying.loanAboveMax"].replace("{max}", "₹40,00,000"))
      .waitFor();
    await page.getByText(hi["calculators.common.fixErrors"]).waitFor();
    await page.waitForFunction(() => location.search.includes("loan_amount=4500000"));
    expect(new URL(page.url()).pathname).toBe("/hi/calculators/cost-of-buying");
    await page.close();
  });

  it("without JavaScript: the bar and its key in Hindi, the figures as in English", async () => {
    const page = await openPage(browsers.noJs, `${baseUrl}/hi/calculators/cost-of-buying`);
    await page
      .getByLabel(hi["calculators.costOfBuying.field.price"], { exact: true })
      .fill("9,00,000");
    await page
      .getByLabel(hi["calculators.costOfBuying.field.status"], { exact: true })
      .selectOption("ready");
    await page
      .getByLabel(hi["calculators.costOfBuying.field.stampDuty"], { exact: true })
      .fill("5");
    await page.getByRole("button", { name: hi["calculators.common.calculate"] }).click();
    await page.waitForURL(/\/hi\/calculators\/cost-of-buying\?.*status=ready/);
    expect(await calc.figure(page, "max_loan")).toBe("₹8,58,000");
    await expect(page.locator("svg[role=img]").getAttribute("aria-label")).resolves.toBe(
      "आपको ₹96,000 नक़द चाहिए: डाउन पेमेंट ₹42,000, GST ₹0, स्टांप ड्यूटी ₹45,000, रजिस्ट्रेशन ₹9,000, प्रोसेसिंग फ़ीस ₹0",
    );
    await page.close();
  });
});

describe("/hi/home-loan-interest-rates", () => {
  it("sorts without JavaScript and stays under /hi", async () => {
    const page = await browsers.noJs.newPage();
    await calc.sortRatesByForm(page, `${baseUrl}/hi/home-loan-interest-rates`, {
      sortBy: hi["calculators.rates.sortBy"],
      apply: hi["calculators.rates.apply"],
    });
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("hi");
    const row = page.locator('[data-bank="idfc"]');
    await expect(row.locator('a[href="/hi/loan/idfc"]').count()).resolves.toBe(1);
    await expect(row.locator('a[href="/hi/eligibility-form?bank=idfc"]').count()).resolves.toBe(1);
    // Dates and tenures of the bank data in Hindi too.
    await expect(row.locator("time").innerText()).resolves.toMatch(
      /^\d{1,2} [\u0900-\u097f]+ \d{4}$/,
    );
    await expect(row.locator("td").nth(3).innerText()).resolves.toMatch(/^\d+ साल तक$/);
    // The bank's own Hindi fee text (seeded, editable by the admin) where there is one, else the
    // English text translated by its shape.
    await expect(row.locator("td").nth(2).innerText()).resolves.toMatch(/^लोन की रकम का .+GST$/);
    await page.close();
  });

  it("sorts with JavaScript from the rate header, keeping /hi and the query", async () => {
    const page = await openHydrated(
      browsers.js,
      `${baseUrl}/hi/home-loan-interest-rates?sort=name`,
    );
    await expect(calc.firstBank(page)).resolves.toBe("axis");
    const header = page.locator("[data-rates-table] thead a");
    await expect(header.getAttribute("href")).resolves.toBe(
      "/hi/home-loan-interest-rates?sort=rate-asc",
    );
    await header.click();
    await page.waitForURL(`${baseUrl}/hi/home-loan-interest-rates?sort=rate-asc`);
    await calc.waitForFirstBank(page, "boi");
    await header.click();
    await page.waitForURL(`${baseUrl}/hi/home-loan-interest-rates?sort=rate-desc`);
    await calc.waitForFirstBank(page, "idfc");
    await expect(page.locator("h1").innerText()).resolves.toBe(hi["calculators.rates.title"]);
    await expect(page.locator("[data-rates-table] caption").textContent()).resolves.toBe(
      `होम लोन ब्याज दरें, क्रम: ${hi["calculators.rates.sort.rateDesc"]}`,
    );
    await page.close();
  });
});

describe("accessibility of the Hindi pages", () => {
  it("has no serious or critical axe violation at 360 px", async () => {
    const context = await browsers.launch({ viewport: { width: 360, height: 900 } });
    try {
      for (const path of [
        "/hi/calculators/emi?amount=abc&rate=99",
        "/hi/calculators/pmay?household_income=1000000&property_value=3200000&loan_amount=2600000&carpet_area_sqm=130&sanctioned_on=2024-08-31",
        "/hi/calculators/cost-of-buying?price=5000000&loan_amount=9000000",
        "/hi/home-loan-interest-rates",
      ]) {
        const page = await openHydrated(context, `${baseUrl}${path}`);
        expect(await seriousViolations(page), path).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  }, 200_000);
});
