import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ASSESSMENT_MESSAGES } from "../../app/domain/eligibility/assess.ts";
import { ELIGIBILITY_FIELDS } from "../../app/domain/eligibility/fields.ts";
import { ELIGIBILITY_MESSAGES as M } from "../../app/domain/eligibility/messages.ts";
import { NO_OTHER_DEBTS } from "../../app/domain/eligibility/test-fixtures.ts";
import enErrors from "../../app/i18n/en/errors-wizard.ts";
import enWizard from "../../app/i18n/en/wizard.ts";
import hiErrors from "../../app/i18n/hi/errors-wizard.ts";
import hiWizard from "../../app/i18n/hi/wizard.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { openPage, seriousViolations, suiteAdmin, suiteBrowsers } from "../support/browser.ts";
import { openWizardAt, shownErrors, type WizardPage } from "../support/wizard.ts";

// The eligibility wizard in Hindi (issue 15, docs/product/pages.md "Hindi"): /hi/eligibility-form
// end to end, eligible and not eligible, Hindi headings and validation messages, no English wizard
// text on screen, and the lead stored exactly as the English wizard stores it. Also without
// JavaScript.

const baseUrl = inject("baseUrl");

type Key = keyof typeof hiWizard;
const h = (key: Key) => hiWizard[key];
/** The Hindi of a domain message (errors-wizard, looked up by its English text). */
function hiMessage(english: string): string {
  const key = Object.entries(enErrors).find(([, text]) => text === english)?.[0];
  if (!key) throw new Error(`no errors-wizard entry for ${english}`);
  return hiErrors[key as keyof typeof hiErrors];
}

/** The labels both runs use, per language. */
const LABELS = {
  en: (key: Key) => enWizard[key],
  hi: (key: Key) => hiWizard[key],
};
type Lang = keyof typeof LABELS;

const browsers = suiteBrowsers({ noJs: true });
const admin = suiteAdmin(baseUrl);

function openWizard(path: string): Promise<WizardPage> {
  return openWizardAt(browsers.js, `${baseUrl}${path}`);
}

function ui(page: Page, lang: Lang) {
  const l = LABELS[lang];
  const group = (key: Key) => page.getByRole("group", { name: l(key), exact: true });
  const choose = (question: Key, option: Key) =>
    group(question).getByLabel(l(option), { exact: true }).check();
  const fill = (field: Key, value: string) =>
    page.getByLabel(l(field), { exact: true }).fill(value);
  return {
    l,
    choose,
    fill,
    /** Each question's option, checked in the order given (a later question may show on one). */
    async chooseAll(answers: Partial<Record<Key, Key>>) {
      for (const [question, option] of Object.entries(answers))
        await choose(question as Key, option);
    },
    /** Each field's value, typed in the order given. */
    async fillAll(values: Partial<Record<Key, string>>) {
      for (const [field, value] of Object.entries(values)) await fill(field as Key, value);
    },
    next: () => page.getByRole("button", { name: l("wizard.button.next"), exact: true }).click(),
    submit: () =>
      page.getByRole("button", { name: l("wizard.button.submit"), exact: true }).click(),
    onStep: (key: Key) =>
      page.getByRole("heading", { level: 2, name: l(key), exact: true }).waitFor(),
  };
}

/** English wizard and errors-wizard texts that differ in Hindi (so must not show on /hi). */
const ENGLISH_ONLY = [
  ...Object.entries(enWizard)
    .filter(([key, text]) => hiWizard[key as Key] !== text)
    .map(([, text]) => text),
  ...Object.values(enErrors),
  ...Object.values(ASSESSMENT_MESSAGES),
]
  // Placeholders and tags split a message; its longest literal run is what would show.
  .map((text) =>
    text
      .split(/\{[^}]*\}|<\/?\d+>/)
      .sort((a, b) => b.length - a.length)[0]
      .trim(),
  )
  .filter((text) => text.length >= 4);

/** The main content's visible text plus its accessible names, hints and titles. */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector("main") ?? document.body;
    const parts = [main.innerText];
    for (const el of main.querySelectorAll("*")) {
      for (const attr of ["aria-label", "aria-valuetext", "placeholder", "title", "alt"]) {
        const value = el.getAttribute(attr);
        if (value) parts.push(value);
      }
    }
    for (const el of main.querySelectorAll<HTMLElement>(".sr-only, option"))
      parts.push(el.textContent ?? "");
    const dialog = document.querySelector("dialog[open]");
    if (dialog) parts.push((dialog as HTMLElement).innerText);
    return parts.join("\n");
  });
}

async function expectNoEnglish(page: Page) {
  const text = await screenText(page);
  expect(ENGLISH_ONLY.filter((english) => text.includes(english))).toEqual([]);
}

interface Run {
  living?: string;
  email: string;
}

/** The whole stepper in either language, the same answers; ends after Submit. */
async function runWizard(page: Page, lang: Lang, run: Run) {
  const u = ui(page, lang);
  // On /hi no English text may show on any step before it is left.
  const nextStep = async (step: Key) => {
    if (lang === "hi") await expectNoEnglish(page);
    await u.next();
    await u.onStep(step);
  };
  await u.onStep("wizard.step.loan");
  await u.chooseAll({
    "wizard.field.loan_purpose": "wizard.option.buying",
    "wizard.field.property_use": "wizard.option.toLiveIn",
    "wizard.field.found_property": "wizard.option.yes",
  });
  await u.fillAll({
    "wizard.field.property_worth": "5000000",
    "wizard.field.borrow_amount": "2500000",
    "wizard.field.loan_tenure": "20",
  });
  await nextStep("wizard.step.you");
  await u.fill("wizard.field.postal_code", "560001");
  await u.chooseAll({
    "wizard.field.applicant_type": "wizard.option.mePlusOne",
    "wizard.field.relationship_status": "wizard.option.notWithSecond",
    "wizard.field.second_borrower_relation_status": "wizard.option.single",
  });
  await page.getByLabel(u.l("wizard.field.dependents"), { exact: true }).selectOption("2");
  await nextStep("wizard.step.income");
  await page
    .getByLabel(u.l("wizard.field.company_type"), { exact: true })
    .selectOption({ label: u.l("wizard.option.govt") });
  await u.fillAll({
    "wizard.field.company_name": "Indian Railways",
    "wizard.field.yearly_income": "1200000",
  });
  await u.choose("wizard.field.receive_rental_income", "wizard.option.yes");
  await u.fill("wizard.field.rental_income_amount", "120000");
  await u.choose("wizard.field.in_tax_bracket", "wizard.option.yes");
  await nextStep("wizard.step.expenses");
  await u.fill("wizard.field.monthly_living_expenditure", run.living ?? "20000");
  await u.chooseAll({
    "wizard.field.has_other_expenses": "wizard.option.no",
    "wizard.field.has_another_home_loan": "wizard.option.no",
    "wizard.field.has_credit_card_debt": "wizard.option.no",
    "wizard.field.has_investment_loan": "wizard.option.no",
    "wizard.field.has_personal_loan": "wizard.option.yes",
  });
  await u.fill("wizard.field.personal_loan_amount", "60000");
  await nextStep("wizard.step.qualify");
  await u.fillAll({
    "wizard.field.first_name": "Asha",
    "wizard.field.last_name": "Rao",
    "wizard.field.email": run.email,
    "wizard.field.phone_number": "98765 43210",
  });
  await page.locator('input[name="consent"]').check();
  if (lang === "hi") await expectNoEnglish(page);
  await u.submit();
}

/** The two ends of a run: the result's heading, and the dialog's title and the status it gives. */
const RESULTS = {
  eligible: {
    heading: "wizard.result.eligibleHeading",
    dialog: "wizard.modal.successTitle",
    status: "wizard.status.recorded",
  },
  other: {
    heading: "wizard.result.otherHeading",
    dialog: "wizard.modal.receivedTitle",
    status: "wizard.status.received",
  },
} as const;

/**
 * Runs the Hindi wizard, with a new e-mail tagged `tag` and `living` costs if given, to the
 * `end` it must reach; the page stays open, and the dialog too.
 */
async function runToResult(
  tag: string,
  end: keyof typeof RESULTS,
  living?: string,
): Promise<{ page: WizardPage; dialog: Locator; email: string }> {
  const result = RESULTS[end];
  const page = await openWizard("/hi/eligibility-form");
  const email = uniqueEmail(tag);
  await runWizard(page, "hi", { email, living });
  await page.getByRole("heading", { level: 2, name: h(result.heading), exact: true }).waitFor();
  const dialog = page.getByRole("dialog", { name: h(result.dialog) });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(h(result.status));
  return { page, dialog, email };
}

async function leadFor(email: string): Promise<Record<string, unknown>> {
  const res = await admin.get(`/api/eligibility-applications?q=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  expect(res.json).toHaveLength(1);
  return res.json[0];
}

/**
 * The whole one-page form posted to /hi/eligibility-form as a browser without JavaScript posts it:
 * one single applicant with one dependent, no other income, expense or debt, consent given; the
 * loan, the property, the income and the contact are the caller's.
 */
function postHindiForm(answers: Record<string, string>) {
  const form = new URLSearchParams({
    ...answers,
    applicant_type: "justMe",
    relationship_status: "single",
    dependents: "1",
    earn_additional_income: "no",
    receive_rental_income: "no",
    receive_non_taxable_income: "no",
    in_tax_bracket: "no",
    ...NO_OTHER_DEBTS,
    consent: "yes",
    bank_slug: "",
    website: "",
  });
  return new ApiClient(baseUrl).post("/hi/eligibility-form", form.toString(), {
    "content-type": "application/x-www-form-urlencoded",
    origin: baseUrl,
  });
}

/** What the visitor answered and what the server made of it: everything but who and when. */
function storedAnswers(row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const field of [
    ...ELIGIBILITY_FIELDS,
    "interest_rate",
    "is_eligible",
    "eligibility_message",
    "calculated_emi",
    "bank_slug",
  ]) {
    if (field !== "email") out[field] = row[field];
  }
  return out;
}

describe("the Hindi wizard", () => {
  it("shows Hindi headings and Hindi messages for an empty step, with no English on screen", async () => {
    const page = await openWizard("/hi/eligibility-form");
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    await page
      .getByRole("heading", { level: 1, name: h("wizard.page.title"), exact: true })
      .waitFor();
    expect(await page.getByText("स्टेप 1/5", { exact: true }).isVisible()).toBe(true);
    await expectNoEnglish(page);

    await ui(page, "hi").next();
    expect(await shownErrors(page)).toEqual({
      loan_purpose: hiMessage(M.loanPurpose),
      property_use: hiMessage(M.propertyUse),
    });
    expect(hiMessage(M.loanPurpose)).toBe("कृपया चुनें कि लोन किस लिए चाहिए।");

    // A rule with an amount in it keeps ₹ and Indian grouping.
    const u = ui(page, "hi");
    await u.chooseAll({
      "wizard.field.loan_purpose": "wizard.option.refinancing",
      "wizard.field.property_use": "wizard.option.investment",
    });
    await u.fillAll({
      "wizard.field.property_worth": "5000000",
      "wizard.field.borrow_amount": "500000",
      "wizard.field.loan_tenure": "60",
    });
    await u.next();
    expect(await shownErrors(page)).toEqual({
      borrow_amount: "लोन की रक़म कम से कम ₹10,00,000 होनी चाहिए।",
      loan_tenure: hiMessage(M.tenureMax),
    });
    await expectNoEnglish(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("an eligible run ends in Hindi, and stores the same lead as the English wizard", async () => {
    const { page, dialog, email } = await runToResult("hi-eligible", "eligible");
    await expectNoEnglish(page);
    await dialog.getByRole("button", { name: h("wizard.button.ok") }).click();
    await dialog.waitFor({ state: "hidden" });

    const hindi = await leadFor(email);
    expect(hindi.is_eligible).toBe(1);
    // The database and the API keep the domain's English message.
    expect(hindi.eligibility_message).toMatch(/^Eligible\. Estimated EMI: ₹[\d,]+\.\d\d per month/);
    const emi = Number(hindi.calculated_emi);
    const shown = `₹${emi.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).toContain(`आप पात्र हैं। अनुमानित EMI: ${shown} प्रति माह।`);
    expect(main).toContain(hindi.reference as string);
    expect(main).toContain(h("wizard.result.reference"));
    await expectNoEnglish(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.close();

    // The same answers in English store the same lead.
    const englishPage = await openWizard("/eligibility-form");
    const englishEmail = uniqueEmail("en-eligible");
    await runWizard(englishPage, "en", { email: englishEmail });
    await englishPage.getByRole("heading", { level: 2, name: "Congratulations!" }).waitFor();
    await englishPage.getByRole("dialog", { name: "Success" }).waitFor();
    // The check above would see English: the English result screen is full of it.
    const englishText = await screenText(englishPage);
    expect(ENGLISH_ONLY.filter((text) => englishText.includes(text)).length).toBeGreaterThan(5);
    const english = await leadFor(englishEmail);
    expect(storedAnswers(hindi)).toEqual(storedAnswers(english));
    // Only the language differs: the borrower's e-mail goes out in the page's language.
    expect(hindi.language).toBe("hi");
    expect(english.language).toBe("en");
    expect(storedAnswers(hindi)).toMatchObject({
      loan_purpose: "i'm buying",
      applicant_type: "mePlusOne",
      relationship_status: "in a relationship but not with second borrower",
      second_borrower_relation_status: "single",
      company_type: "Govt",
      rental_income_amount: 120000,
      in_tax_bracket: "yes",
      personal_loan_amount: 60000,
    });
    await englishPage.close();
  });

  it("a not-eligible run says why in Hindi; the stored message stays English", async () => {
    // ₹1,00,000 a month of living costs uses up all of the income.
    const { page, dialog, email } = await runToResult("hi-noteligible", "other", "100000");
    expect(await page.getByText(h("wizard.result.expensesExceedIncome")).isVisible()).toBe(true);
    await expectNoEnglish(page);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    const row = await leadFor(email);
    expect(row.is_eligible).toBe(0);
    expect(row.eligibility_message).toBe(ASSESSMENT_MESSAGES.expensesExceedIncome);
    expect(row.calculated_emi).toBeNull();

    // Check Another Loan starts again, in Hindi.
    await page.getByRole("button", { name: h("wizard.button.again") }).click();
    await ui(page, "hi").onStep("wizard.step.loan");
    expect(page.url()).toBe(`${baseUrl}/hi/eligibility-form`);
    await page.close();
  });
});

describe("the Hindi wizard without JavaScript", () => {
  it("answers an empty post with Hindi messages, and a full post with the Hindi result", async () => {
    const page = await openPage(browsers.noJs, `${baseUrl}/hi/eligibility-form`);
    expect(await page.locator("form").getAttribute("action")).toBe("/hi/eligibility-form");
    await page.getByRole("button", { name: h("wizard.button.submit"), exact: true }).click();
    await page.waitForURL(`${baseUrl}/hi/eligibility-form`);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    const alertText = (await alert.textContent()) ?? "";
    expect(alertText).toContain(hiMessage(M.loanPurpose));
    expect(alertText).toContain(hiMessage(M.postalRequired));
    expect(alertText).toContain(hiMessage(M.consent));
    const errors = await shownErrors(page);
    expect(errors.loan_purpose).toBe(hiMessage(M.loanPurpose));
    expect(errors.first_name).toBe(hiMessage(M.firstName));
    expect(errors.consent).toBe(hiMessage(M.consent));
    await expectNoEnglish(page);
    await page.close();

    // The whole form posted by a browser without JavaScript.
    const email = uniqueEmail("hi-nojs");
    const res = await postHindiForm({
      loan_purpose: "i'm refinancing",
      property_use: "an investment",
      property_worth: "80,00,000",
      borrow_amount: "30,00,000",
      loan_tenure: "15",
      postal_code: "400001",
      yearly_income: "24,00,000",
      monthly_living_expenditure: "30,000",
      first_name: "Ravi",
      last_name: "Kumar",
      email,
      phone_number: "9876501234",
    });
    expect(res.status).toBe(201);
    expect(res.text).toContain(h("wizard.result.eligibleHeading"));
    expect(res.text).toContain("आप पात्र हैं। अनुमानित EMI: ₹");
    expect(res.text).not.toContain("Congratulations!");
    // A refinance is not a PMAY-U 2.0 candidate (docs/product/calculators.md "The wizard's hint").
    expect(res.text).not.toContain("data-pmay-hint");
    const row = await leadFor(email);
    expect(res.text).toContain(row.reference as string);
    expect(row).toMatchObject({
      loan_purpose: "i'm refinancing",
      property_worth: 8000000,
      borrow_amount: 3000000,
      is_eligible: 1,
      language: "hi",
    });
    expect(row.eligibility_message).toMatch(/^Eligible\. /);
    // The team sees it on the lead, so that the borrower is called in Hindi.
    const detail = await admin.get(`/admin/eligibility/${row.id}`);
    expect(detail.status).toBe(200);
    expect(detail.text.replace(/<!-- -->/g, "")).toMatch(/Applied in\s*<strong>Hindi<\/strong>/);
  });
});

describe('the PMAY-U 2.0 hint in Hindi (docs/product/calculators.md "The wizard\'s hint")', () => {
  it("a full post within the scheme's limits shows the hint in Hindi, linked to /hi/calculators/pmay", async () => {
    const email = uniqueEmail("hi-pmay");
    const res = await postHindiForm({
      loan_purpose: "i'm building",
      property_use: "to live in",
      found_property: "yes",
      property_worth: "32,00,000",
      borrow_amount: "24,00,000",
      loan_tenure: "20",
      postal_code: "560001",
      yearly_income: "7,00,000",
      monthly_living_expenditure: "10,000",
      first_name: "Lata",
      last_name: "Nair",
      email,
      phone_number: "9876501235",
    });
    expect(res.status).toBe(201);
    expect(res.text).toContain("आपको PMAY-U 2.0 की ब्याज सब्सिडी (₹1,80,000 तक) मिल सकती है।");
    expect(res.text).toMatch(/<a href="\/hi\/calculators\/pmay"[^>]*>सब्सिडी जाँचें<\/a>/);
    expect(res.text).not.toContain("You may qualify");
    expect(await leadFor(email)).toMatchObject({ pmay_candidate: true, language: "hi" });
  });
});
