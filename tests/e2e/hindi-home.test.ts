import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { HOME_FAQS, LOAN_TYPE_CONTENT } from "../../app/content/home.ts";
import { formatInr } from "../../app/domain/format.ts";
import { loanBreakdown } from "../../app/domain/loan/emi.ts";
import compareEn from "../../app/i18n/en/compare.ts";
import homeEn from "../../app/i18n/en/home.ts";
import compareHi from "../../app/i18n/hi/compare.ts";
import homeHi from "../../app/i18n/hi/home.ts";
import { openHydrated, openPage, seriousViolations, suiteBrowsers } from "../support/browser.ts";

// The home page in Hindi (docs/product/pages.md "Hindi", issue 15): /hi with the home, comparison,
// calculator and blog text from the Hindi catalogues, links that stay under /hi, the same figures.
const baseUrl = inject("baseUrl");

const browsers = suiteBrowsers({ noJs: true });

async function hindiHome(path = "/hi"): Promise<Page> {
  const page = await openHydrated(browsers.js, `${baseUrl}${path}`);
  page.on("pageerror", (error) => {
    throw error;
  });
  return page;
}

function section(page: Page, heading: string) {
  return page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
}

/**
 * English messages of the home page's own namespaces that have a Hindi text of their own (figures
 * such as "8.5% – 10.2%" read the same in both). Messages with placeholders or tags are rendered
 * with values, so only whole, plain messages are looked for.
 */
const englishOnly = Object.entries({ ...homeEn, ...compareEn })
  .filter(([id, text]) => {
    const hindi =
      (homeHi as Record<string, string>)[id] ?? (compareHi as Record<string, string>)[id];
    return hindi !== text && !/[{<]/.test(text);
  })
  .map(([, text]) => text);

/**
 * Every piece of text a visitor or a screen reader meets: text nodes and naming attributes. The
 * callback and contact forms inside their sections are the "forms" namespace's, checked with it.
 */
function visibleAndAssistiveText(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const otherNamespace = (node: Node) => node.parentElement?.closest("#callback, #contact");
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript") || otherNamespace(node)) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const el of document.querySelectorAll(
      "[aria-label], [aria-roledescription], [alt], [title], [placeholder]",
    )) {
      if (otherNamespace(el)) continue;
      for (const name of ["aria-label", "aria-roledescription", "alt", "title", "placeholder"]) {
        const value = el.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
}

/** The banks' own words (purpose, tenure, pros, …), which the admin edits: not catalogue text. */
async function bankData(): Promise<Set<string>> {
  const banks = (await (await fetch(`${baseUrl}/api/banks`)).json()) as Record<string, unknown>[];
  const words = new Set<string>();
  for (const bank of banks) {
    for (const value of Object.values(bank)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === "string") words.add(item.trim());
      }
    }
  }
  return words;
}

describe("Hindi home page", () => {
  it("answers 200 in Hindi, with lang=hi and Hindi headings", async () => {
    const response = await fetch(`${baseUrl}/hi`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="hi"/);

    const page = await hindiHome();
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("hi");
    await expect(page.locator("h1").textContent()).resolves.toBe(homeHi["home.hero.headline"]);
    for (const id of [
      "home.compare.heading",
      "home.breakdown.heading",
      "home.loans.heading",
      "home.process.heading",
      "home.why.heading",
      "home.faq.heading",
      "home.blog.heading",
    ] as const) {
      await expect(
        page.getByRole("heading", { name: homeHi[id], exact: true }).isVisible(),
        id,
      ).resolves.toBe(true);
    }
    await expect(
      page.getByRole("heading", { name: homeHi["home.strike.label"], exact: true }).count(),
    ).resolves.toBe(1);
    await page.close();
  });

  it("shows no English text of the home, comparison, calculator or blog", async () => {
    const page = await hindiHome();
    // Open widgets too: an FAQ answer, another loan type.
    await section(page, homeHi["home.faq.heading"])
      .locator("button[aria-expanded]")
      .first()
      .click();
    const banks = await bankData();
    const texts = new Set((await visibleAndAssistiveText(page)).filter((t) => !banks.has(t)));
    expect(englishOnly.length).toBeGreaterThan(100);
    expect(englishOnly.filter((english) => texts.has(english))).toEqual([]);
    await expect(page.locator("section#callback").getAttribute("aria-label")).resolves.toBe(
      homeHi["home.callback.label"],
    );
    // The FAQ's twelve questions and answers are the Hindi ones.
    for (const n of HOME_FAQS) expect(texts.has(homeHi[`home.faq.${n}.q`]), `faq ${n}`).toBe(true);
    await page.close();
  });

  it("works out the EMI in Hindi: labels, hints and figures", async () => {
    const page = await hindiHome();
    const calc = section(page, homeHi["home.breakdown.heading"]);
    const amount = calc.getByLabel(compareHi["compare.emi.principal"]);
    const rate = calc.getByLabel(compareHi["compare.emi.rate"]);
    const years = calc.getByLabel(compareHi["compare.emi.years"]);
    await expect(amount.inputValue()).resolves.toBe("1000000");
    const emi = () => page.locator("[data-loan-breakdown] [data-figure=emi]").first().textContent();
    await expect(emi()).resolves.toBe("₹19,566");

    await amount.fill("2500000");
    await rate.fill("6.7");
    await years.fill("20");
    const b = loanBreakdown({ principal: 2_500_000, annualRate: 6.7, years: 20 });
    await expect.poll(emi).toBe(formatInr(b.emi));
    expect(formatInr(b.emi)).toBe("₹18,935");
    await expect(
      calc.getByText(compareHi["compare.breakdown.total"], { exact: true }).isVisible(),
    ).resolves.toBe(true);

    // A Hindi hint, never NaN, while a field is empty.
    await rate.fill("");
    await expect(
      calc.getByText(compareHi["compare.emi.rateEmpty"], { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(emi()).resolves.toBe("₹0");
    await expect(
      page.locator("[data-loan-breakdown] svg[role=img]").first().getAttribute("aria-label"),
    ).resolves.toBe(compareHi["compare.breakdown.empty"]);
    await years.fill("60");
    await expect(
      calc.getByText("1 से 30 साल के बीच की अवधि भरें।", { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await rate.fill("7");
    await years.fill("10");
    await expect(
      calc.getByRole("link", { name: compareHi["compare.emi.schedule"] }).getAttribute("href"),
    ).resolves.toBe("/hi/calculators/emi?amount=2500000&rate=7&years=10");
    await page.close();
  });

  it("loan-type tabs keep /hi: in place with JavaScript, as links without it", async () => {
    const page = await hindiHome();
    const tablist = page.getByRole("tablist", { name: homeHi["home.loans.tabs"] });
    const hrefs = await tablist
      .getByRole("tab")
      .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute("href")));
    expect(hrefs).toEqual(LOAN_TYPE_CONTENT.map((loan) => `/hi?loan=${loan.slug}#loan-types`));
    const refinance = homeHi["home.loan.refinance.title"];
    await tablist.getByRole("tab", { name: refinance, exact: true }).click();
    const panel = page.locator('section#loan-types [role="tabpanel"]:visible');
    await expect(panel.locator("h3").textContent()).resolves.toBe(refinance);
    await expect(
      panel
        .getByRole("link", { name: new RegExp(`^${homeHi["home.why.fast.action"]}`) })
        .getAttribute("href"),
    ).resolves.toBe("/hi/eligibility-form?loanType=re-finance");
    await page.close();

    const plain = await openPage(browsers.noJs, `${baseUrl}/hi`);
    const lap = homeHi["home.loan.lap.title"];
    await plain.getByRole("tab", { name: lap, exact: true }).click();
    await plain.waitForURL(/\/hi\?loan=loan-against-property#loan-types$/);
    await expect(
      plain.locator('section#loan-types [role="tabpanel"] h3').allTextContents(),
    ).resolves.toEqual([lap]);
    await expect(plain.locator("html").getAttribute("lang")).resolves.toBe("hi");
    await plain.close();
  });

  it("compares banks in Hindi: row headings, Add and Remove, links under /hi", async () => {
    const page = await hindiHome();
    const compare = page.locator("section#compare");
    const rows = await compare.locator('tbody th[scope="row"]').allTextContents();
    expect(rows).toEqual([
      compareHi["compare.row.bank"],
      compareHi["compare.row.purpose"],
      compareHi["compare.row.rate"],
      compareHi["compare.row.amount"],
      compareHi["compare.row.tenure"],
      compareHi["compare.row.eligibility"],
      compareHi["compare.row.prepayment"],
      compareHi["compare.row.processing"],
      compareHi["compare.row.pros"],
      compareHi["compare.row.cons"],
      compareHi["compare.row.documentation"],
      compareHi["compare.row.next"],
    ]);
    const columns = () => compare.locator('thead th[scope="col"]').count();
    await expect(columns()).resolves.toBe(2);
    await expect(compare.getByText("3 में से 2 बैंकों की तुलना हो रही है।").count()).resolves.toBe(1);
    await expect(compare.locator("time").first().textContent()).resolves.toMatch(
      /^\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}$/,
    );

    const add = compare.getByRole("button", { name: compareHi["compare.add"] });
    await add.click();
    await expect.poll(columns).toBe(3);
    await expect(add.isDisabled()).resolves.toBe(true);
    await compare
      .getByRole("button", { name: new RegExp(`^${compareHi["compare.remove"].split("<")[0]}`) })
      .first()
      .click();
    await expect.poll(columns).toBe(2);

    const applyHrefs = await compare
      .getByRole("link", { name: /^अभी आवेदन करें/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(applyHrefs).toHaveLength(2);
    for (const href of applyHrefs) expect(href).toMatch(/^\/hi\/eligibility-form\?bank=[a-z]+$/);
    // The form without JavaScript returns to the Hindi page.
    await expect(compare.locator("form").getAttribute("action")).resolves.toBe("/hi#compare");
    await page.close();
  });

  it("keeps every other link of the page under /hi", async () => {
    const page = await hindiHome();
    await expect(page.locator("form:has(#hero-bank)").getAttribute("action")).resolves.toBe(
      "/hi/eligibility-form",
    );
    const logos = await page
      .locator('section[aria-labelledby="partner-banks-heading"] ul')
      .first()
      .locator("a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(logos).toHaveLength(10);
    for (const href of logos) expect(href).toMatch(/^\/hi\/loan\/[a-z]+$/);
    const blog = await page
      .locator(`section#blog [aria-roledescription="${compareHi["compare.blog.slideRole"]}"] a`)
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(blog).toEqual(["/hi#emi-calculator", "/hi/eligibility-form", "/hi#faq"]);
    const why = section(page, homeHi["home.why.heading"]);
    await expect(
      why
        .getByRole("link", { name: homeHi["home.why.fast.action"], exact: true })
        .getAttribute("href"),
    ).resolves.toBe("/hi/eligibility-form");
    await page.close();
  });

  it("has no serious or critical axe violations", async () => {
    const page = await hindiHome();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
