import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatInr } from "../../app/domain/format.ts";
import { loanBreakdown } from "../../app/domain/loan/emi.ts";
import { uniqueEmail } from "../support/api-client.ts";
import { signedInAdminBrowser, suiteAdmin, suiteBrowsers } from "../support/browser.ts";
import { focusOf, openWithScriptsHeld } from "../support/held-scripts.ts";
import { fillContactSender } from "../support/home-contact.ts";
import { choose, fillLoanDetails, group, L } from "../support/wizard.ts";

// Issue 17 / ADR 019: what a visitor types before the page's JavaScript starts is kept and used
// once it starts. Each test holds the module scripts back, types into the server-rendered page,
// releases the scripts, waits for hydration and checks the values are still there and used.

const baseUrl = inject("baseUrl");

const browsers = suiteBrowsers();
const api = suiteAdmin(baseUrl);

/** Fails the test on any script error (a hydration mismatch included). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Opens a page of this server with its module scripts held back, watching it for script errors. */
async function openHeld(path: string, context: BrowserContext = browsers.js) {
  const { page, release } = await openWithScriptsHeld(context, `${baseUrl}${path}`);
  return { page, release, errors: watchErrors(page) };
}

async function figures(page: Page) {
  const panel = page.locator("[data-loan-breakdown]").first();
  const text = (name: string) => panel.locator(`[data-figure=${name}]`).textContent();
  return { emi: await text("emi"), total: await text("total") };
}

function expected(principal: number, annualRate: number, years: number) {
  const b = loanBreakdown({ principal, annualRate, years });
  return { emi: formatInr(b.emi), total: formatInr(b.totalAmount) };
}

async function calculatorKeepsTypedFigures(path: string, principal: number, rate: number) {
  const { page, release, errors } = await openHeld(path);
  const calc = page.locator("[data-emi-calculator]").first();
  await calc.getByLabel("Loan amount (₹)").fill(String(principal));
  await calc.getByLabel("Interest rate (% per year)").fill(String(rate));
  // The visitor is still in the tenure field, one digit typed, when the script starts.
  await calc.getByLabel("Loan tenure (years)").click();
  await calc.getByLabel("Loan tenure (years)").fill("");
  await page.keyboard.type("2");

  await release();
  expect(await calc.getByLabel("Loan amount (₹)").inputValue()).toBe(String(principal));
  expect(await calc.getByLabel("Interest rate (% per year)").inputValue()).toBe(String(rate));
  expect(await calc.getByLabel("Loan tenure (years)").inputValue()).toBe("2");
  expect(await figures(page)).toEqual(expected(principal, rate, 2));
  // Focus stayed in the tenure field: the next key lands there and the result follows.
  expect((await focusOf(page)).name).toBe("years");
  await page.keyboard.type("0");
  expect(await calc.getByLabel("Loan tenure (years)").inputValue()).toBe("20");
  expect(await figures(page)).toEqual(expected(principal, rate, 20));
  expect(errors).toEqual([]);
  await page.close();
}

describe("EMI calculators", () => {
  it("home: typed 25,00,000 / 6.7 / 20 stay, and the EMI is theirs", async () => {
    await calculatorKeepsTypedFigures("/", 2_500_000, 6.7);
  });

  it("bank page: the typed figures stay, and the EMI is theirs, not the bank's default", async () => {
    await calculatorKeepsTypedFigures("/loan/hdfc", 3_000_000, 8.1);
  });
});

describe("calculator pages", () => {
  it("/calculators/emi: typed 25,00,000 / 6.7 / 20 stay, and the result and URL are theirs", async () => {
    const { page, release, errors } = await openHeld("/calculators/emi");
    const form = page.locator('[data-calculator-form="emi"]');
    await form.getByLabel("Loan amount (₹)", { exact: true }).fill("25,00,000");
    await form.getByLabel("Interest rate (% a year)", { exact: true }).fill("6.7");
    // The visitor is still in the tenure field when the script starts.
    const years = form.getByLabel("Tenure (years)", { exact: true });
    await years.click();
    await years.fill("");
    await page.keyboard.type("20");

    await release();
    expect(await form.getByLabel("Loan amount (₹)", { exact: true }).inputValue()).toBe(
      "25,00,000",
    );
    expect(await form.getByLabel("Interest rate (% a year)", { exact: true }).inputValue()).toBe(
      "6.7",
    );
    expect(await years.inputValue()).toBe("20");
    await page.waitForFunction(
      () => document.querySelector('[data-figure="emi"]')?.textContent === "₹18,935",
    );
    await page.waitForFunction(() => location.search.includes("rate=6.7"));
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      amount: "2500000",
      rate: "6.7",
      years: "20",
    });
    expect((await focusOf(page)).name).toBe("years");
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the cost of buying", () => {
  it("/calculators/cost-of-buying: typed price, metro, area and stamp duty stay and are worked out", async () => {
    const { page, release, errors } = await openHeld("/calculators/cost-of-buying");
    const form = page.locator('[data-calculator-form="cost-of-buying"]');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field("Price of the home (₹)").fill("40,00,000");
    await field("In a metro city?").selectOption("yes");
    await field("Carpet area (m²)").fill("55");
    await field("Registration fee cap (₹, optional)").fill("30,000");
    // The visitor is still in the stamp duty field when the script starts.
    const stampDuty = field("Stamp duty (% of the price)");
    await stampDuty.click();
    await stampDuty.fill("");
    await page.keyboard.type("5");

    await release();
    expect(await field("Price of the home (₹)").inputValue()).toBe("40,00,000");
    expect(await field("In a metro city?").inputValue()).toBe("yes");
    expect(await field("Carpet area (m²)").inputValue()).toBe("55");
    expect(await stampDuty.inputValue()).toBe("5");
    await page.waitForFunction(
      () => document.querySelector('[data-figure="cash_needed"]')?.textContent === "₹10,70,000",
    );
    await page.waitForFunction(() => location.search.includes("registration_cap=30000"));
    expect(new URL(page.url()).searchParams.get("price")).toBe("4000000");
    expect((await focusOf(page)).name).toBe("stamp_duty_percent");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("/calculators/pmay: a sanction date picked before the script stays and decides", async () => {
    const { page, release, errors } = await openHeld("/calculators/pmay");
    const form = page.locator('[data-calculator-form="pmay"]');
    await form.getByLabel("Loan sanctioned on", { exact: true }).fill("2024-08-31");
    await form.getByLabel("Household income (₹ a year)", { exact: true }).fill("3,00,000");
    await release();
    expect(await form.getByLabel("Loan sanctioned on", { exact: true }).inputValue()).toBe(
      "2024-08-31",
    );
    await page.waitForFunction(
      () =>
        document.querySelector("[data-eligible]")?.getAttribute("data-eligible") === "no" &&
        document.querySelector('[data-figure="category"]')?.textContent?.startsWith("EWS"),
    );
    await expect(
      page.locator('[data-reason="sanctioned_before_2024_09_01"]').count(),
    ).resolves.toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("pickers", () => {
  it("/projects: the bank chosen before the script stays chosen and the city tiles follow it", async () => {
    const { page, release, errors } = await openHeld("/projects");
    await page.getByLabel("Bank", { exact: true }).selectOption("icici");
    await page.getByLabel("City", { exact: true }).selectOption("chennai");
    await release();
    expect(await page.getByLabel("Bank", { exact: true }).inputValue()).toBe("icici");
    expect(await page.getByLabel("City", { exact: true }).inputValue()).toBe("chennai");
    await page.getByRole("heading", { level: 2, name: "Or pick a city for ICICI Bank" }).waitFor();
    const hrefs = await page
      .locator("main ul")
      .last()
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/loan\/icici\/projects\//);
    // And the choice is what the form sends.
    await page.getByRole("button", { name: "Show projects" }).click();
    await page.waitForURL((url) => url.pathname === "/loan/icici/projects/chennai");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("comparison: a bank picked in a column before the script is the column shown after it", async () => {
    const { page, release, errors } = await openHeld("/loan/sbi");
    const section = page.locator("#compare");
    await section.getByLabel("Bank 2").selectOption("axis");
    await release();
    expect(await section.getByLabel("Bank 2").inputValue()).toBe("axis");
    expect(await section.locator('thead th[scope="col"] span').allTextContents()).toEqual([
      "State Bank of India",
      "Axis Bank",
    ]);
    const applyHrefs = await section
      .getByRole("link", { name: /^Apply Now/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(applyHrefs).toEqual(["/eligibility-form?bank=sbi", "/eligibility-form?bank=axis"]);
    // Bank 1's list no longer offers Axis (it is shown in column 2).
    const firstOptions = await section
      .getByLabel("Bank 1")
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(firstOptions).not.toContain("axis");
    // The server's 400 answer is logged by the browser; nothing else may be.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    await page.close();
  });
});

describe("a plain form without its own adoption", () => {
  it("home contact form: after a refused post, a message edited before the script is kept and sent", async () => {
    const { page, release, errors } = await openHeld("/");
    const address = `typed-early-${Date.now()}@example.test`;
    const contact = await fillContactSender(page, address);
    const field = contact.getByLabel("How can we help with your home loan?");
    await field.fill("A 40 lakh loan.");
    // Sent by the browser itself, without consent: the server answers 400 with the form filled in.
    const answered = page.waitForResponse((res) => res.request().method() === "POST");
    await contact.getByRole("button", { name: "Send message" }).click();
    expect((await answered).status()).toBe(400);
    await page.waitForLoadState("domcontentloaded");
    expect(await field.inputValue()).toBe("A 40 lakh loan.");
    // Still before the script: the visitor improves the message and ticks the box.
    const message = "A 40 lakh loan for a flat in Pune, edited before the page's script started.";
    await field.fill(message);
    await contact.getByLabel(/I agree/).check();
    await release();
    // Hydration puts a text area back to its server text; the page's state wins.
    expect(await field.inputValue()).toBe(message);
    await contact.getByRole("button", { name: "Send message" }).click();
    await expect
      .poll(() => contact.getByRole("status").textContent())
      .toBe("Thanks! We'll get back to you within 24 hours.");
    const db = new Database(inject("databaseUrl"), { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("select message from contact_messages where email = ?").get(address) as
        | { message: string }
        | undefined;
      expect(row?.message).toBe(message);
    } finally {
      db.close();
    }
    // The browser logs the server's 400 answer; nothing else may be logged.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    await page.close();
  });
});

describe("admin SEO editor", () => {
  const PAGE = "eligibility-form";
  let original: { meta_title: string; meta_description: string; schema_json: unknown };
  let admin: BrowserContext;

  beforeAll(async () => {
    original = (await api.get(`/api/seo/${PAGE}`)).json;
    admin = await signedInAdminBrowser(baseUrl);
  });
  afterAll(async () => {
    await api.put(`/api/seo/${PAGE}`, original);
    await admin?.close();
  });

  it("keeps a description typed before the script, and Save stores that description", async () => {
    const { page, release, errors } = await openHeld(`/admin/seo?page=${PAGE}`, admin);
    const description = `Check your home loan eligibility in two minutes ${Date.now().toString(36)}.`;
    const field = page.getByLabel("Meta description");
    await field.click();
    await field.fill(description);
    await release();
    expect(await field.inputValue()).toBe(description);
    await page.getByText(`${description.length} characters · aim for about 160`).waitFor();
    expect((await focusOf(page)).name).toBe("meta_description");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "SEO updated successfully." }).waitFor();
    const stored = (await api.get(`/api/seo/${PAGE}`)).json;
    expect(stored.meta_description).toBe(description);
    expect(stored.meta_title).toBe(original.meta_title);
    // The server's 400 answer is logged by the browser; nothing else may be.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    await page.close();
  });
});

describe("eligibility wizard", () => {
  const checked = (page: Page, legend: string, option: string) =>
    group(page, legend).getByLabel(option, { exact: true }).isChecked();
  const heading = (page: Page, title: string) =>
    page.getByRole("heading", { level: 2, name: title, exact: true });

  async function leadsFor(email: string) {
    const res = await api.get(`/api/eligibility-applications?q=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    return res.json as Array<Record<string, unknown>>;
  }

  it("carries every answer into the stepper, opens at the first unanswered step, and submits them", async () => {
    const { page, release, errors } = await openHeld("/eligibility-form");
    // Step 1, in the one-page form the server renders.
    await fillLoanDetails(page);
    // Step 2, with the branch a joint application opens.
    await page.getByLabel(L.pin).fill("560001");
    await choose(page, L.applicant, "Me plus one (joint application)");
    await choose(page, L.relationship, "Single");
    await choose(page, L.second, "In a relationship");
    await page.getByLabel(L.dependents).selectOption("2");
    // Step 3, half done (the additional income is not given yet): the visitor is typing the
    // yearly income when the script starts.
    await page.getByLabel("Occupation").fill("Engineer");
    await choose(page, L.additional, "Yes");
    // Step 5, begun: a name and the consent box.
    await page.getByLabel("First name").fill("Asha");
    await page.getByLabel(/I agree to be contacted/).check();
    await page.getByLabel("Yearly income (₹)").click();
    await page.keyboard.type("120000");

    await release();
    // The stepper opens at step 3, the first that Next would still refuse.
    await page.getByRole("progressbar").waitFor();
    await heading(page, "Income & Employment").waitFor();
    expect(await page.getByText("Step 3 of 5").count()).toBe(1);
    expect(await page.getByLabel("Occupation").inputValue()).toBe("Engineer");
    expect(await page.getByLabel("Yearly income (₹)").inputValue()).toBe("1,20,000");
    // Focus and caret are still in the income field, after the last digit typed.
    expect(await focusOf(page)).toEqual({ name: "yearly_income", value: "1,20,000", caret: 8 });
    await page.keyboard.type("0");
    expect(await page.getByLabel("Yearly income (₹)").inputValue()).toBe("12,00,000");
    expect(await checked(page, "Do you earn additional income?", "Yes")).toBe(true);
    // Nothing the visitor has not touched is flagged yet.
    expect(await page.locator('[id$="-error"]').count()).toBe(0);
    await page.getByLabel("Additional income per year (₹)").fill("100000");

    // Every earlier answer is there.
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await heading(page, "Your details").waitFor();
    expect(await page.getByLabel("Postal code (PIN)").inputValue()).toBe("560001");
    expect(await checked(page, "Who is applying?", "Me plus one (joint application)")).toBe(true);
    expect(await checked(page, "Your relationship status", "Single")).toBe(true);
    expect(await checked(page, "Second borrower's relationship status", "In a relationship")).toBe(
      true,
    );
    expect(await page.getByLabel("Number of dependents").inputValue()).toBe("2");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await heading(page, "Loan details").waitFor();
    expect(await checked(page, "What is the loan for?", "I'm buying")).toBe(true);
    expect(await checked(page, "How will you use the property?", "To live in")).toBe(true);
    expect(await checked(page, "Have you found a property?", "Yes")).toBe(true);
    expect(await page.getByLabel("Property worth (₹)").inputValue()).toBe("50,00,000");
    expect(await page.getByLabel("Amount you want to borrow (₹)").inputValue()).toBe("25,00,000");
    expect(await page.getByLabel("Loan tenure (years)").inputValue()).toBe("20");

    // And they are what is submitted.
    const next = () => page.getByRole("button", { name: "Next", exact: true }).click();
    await next();
    await heading(page, "Your details").waitFor();
    await next();
    await heading(page, "Income & Employment").waitFor();
    await next();
    await heading(page, "Expenses").waitFor();
    await page.getByLabel("Monthly living expenditure (₹)").fill("20000");
    for (const question of [
      "Do you have other expenses?",
      "Do you have another home loan?",
      "Do you have a personal loan?",
      "Do you have credit card debt?",
      "Do you have an investment loan?",
    ]) {
      await choose(page, question, "No");
    }
    await next();
    await heading(page, "Do I qualify?").waitFor();
    const email = uniqueEmail("typed-early");
    expect(await page.getByLabel("First name").inputValue()).toBe("Asha");
    expect(await page.getByLabel(/I agree to be contacted/).isChecked()).toBe(true);
    await page.getByLabel("Last name").fill("Rao");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone number").fill("98765 43210");
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page
      .getByRole("heading", { name: /eligib/i })
      .first()
      .waitFor();
    await expect.poll(async () => (await leadsFor(email)).length, { timeout: 20_000 }).toBe(1);
    const [lead] = await leadsFor(email);
    expect(lead).toMatchObject({
      loan_purpose: "i'm buying",
      property_use: "to live in",
      property_worth: 5_000_000,
      borrow_amount: 2_500_000,
      loan_tenure: 20,
      postal_code: "560001",
      applicant_type: "mePlusOne",
      relationship_status: "single",
      second_borrower_relation_status: "in a relationship",
      dependents: 2,
      occupation: "Engineer",
      first_name: "Asha",
      yearly_income: 1_200_000,
      earn_additional_income: "yes",
      additional_income_amount: 100_000,
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a form sent before the script still gets the server's answer, which keeps the values and opens at the step to fix", async () => {
    const { page, release, errors } = await openHeld("/eligibility-form");
    await choose(page, "What is the loan for?", "I'm buying");
    await choose(page, "How will you use the property?", "To live in");
    await choose(page, "Have you found a property?", "Yes");
    await page.getByLabel("Property worth (₹)").fill("5000000");
    await page.getByLabel("Amount you want to borrow (₹)").fill("2500000");
    await page.getByLabel("Loan tenure (years)").fill("20");
    await page.getByLabel("Postal code (PIN)").fill("560001");
    // Sent as it is, by the browser itself: the server answers with the one-page form again.
    const answered = page.waitForResponse((res) => res.request().method() === "POST");
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    expect((await answered).status()).toBe(400);
    await page.getByRole("alert").first().waitFor();
    expect(await page.getByLabel("Property worth (₹)").inputValue()).toBe("5000000");
    expect(await page.getByLabel("Postal code (PIN)").inputValue()).toBe("560001");
    await release();
    await heading(page, "Your details").waitFor();
    expect(await page.getByLabel("Postal code (PIN)").inputValue()).toBe("560001");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await heading(page, "Loan details").waitFor();
    const borrow = await page.getByLabel("Amount you want to borrow (₹)").inputValue();
    expect(borrow.replaceAll(",", "")).toBe("2500000");
    // The server's 400 answer is logged by the browser; nothing else may be.
    expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
    await page.close();
  });
});
