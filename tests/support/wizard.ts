import type { BrowserContext, Page } from "playwright-core";
import { uniqueEmail } from "./api-client.ts";
import { openHydrated } from "./browser.ts";

// The English eligibility wizard, driven the way a visitor does it: by the labels on screen. One
// copy for every e2e spec that walks the wizard (the Hindi spec has its own, from the catalogue).

/** A wizard page and the script errors it raised. */
export type WizardPage = Page & { errors: string[] };

/**
 * Opens the wizard at `url` and waits for the stepper (the server renders the one-page form
 * first). `errors` collects uncaught script errors and, with `consoleErrors`, console errors too.
 */
export async function openWizardAt(
  context: BrowserContext,
  url: string,
  { consoleErrors = false } = {},
): Promise<WizardPage> {
  const page = (await openHydrated(context, url)) as WizardPage;
  page.errors = [];
  page.on("pageerror", (error) => page.errors.push(String(error)));
  if (consoleErrors) {
    page.on("console", (message) => {
      if (message.type() === "error") page.errors.push(message.text());
    });
  }
  await page.getByRole("progressbar").waitFor();
  return page;
}

/** Every field error on screen, field → message. */
export async function shownErrors(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const el of document.querySelectorAll<HTMLElement>('[id$="-error"]')) {
      const match = /-([a-z_]+)-error$/.exec(el.id);
      if (match) out[match[1]] = (el.textContent ?? "").trim();
    }
    return out;
  });
}

/** The wizard's questions, as their labels and legends read. */
export const L = {
  purpose: "What is the loan for?",
  use: "How will you use the property?",
  found: "Have you found a property?",
  when: "When do you plan to buy?",
  worth: "Property worth (₹)",
  borrow: "Amount you want to borrow (₹)",
  tenure: "Loan tenure (years)",
  pin: "Postal code (PIN)",
  applicant: "Who is applying?",
  relationship: "Your relationship status",
  second: "Second borrower's relationship status",
  dependents: "Number of dependents",
  income: "Yearly income (₹)",
  additional: "Do you earn additional income?",
  additionalAmount: "Additional income per year (₹)",
  living: "Monthly living expenditure (₹)",
  expenseQuestions: [
    "Do you have other expenses?",
    "Do you have another home loan?",
    "Do you have a personal loan?",
    "Do you have credit card debt?",
    "Do you have an investment loan?",
  ],
  personalAmount: "Personal loan repayments per year (₹)",
} as const;

/** The fieldset whose legend is `legend`. */
export const group = (page: Page, legend: string) =>
  page.getByRole("group", { name: legend, exact: true });

/** Picks the radio `option` in the fieldset whose legend is `legend`. */
export async function choose(page: Page, legend: string, option: string) {
  await group(page, legend).getByLabel(option, { exact: true }).check();
}

export async function next(page: Page) {
  await page.getByRole("button", { name: "Next", exact: true }).click();
}

export async function submit(page: Page) {
  await page.getByRole("button", { name: "Submit", exact: true }).click();
}

/** Waits for the step whose heading is `title`. */
export async function onStep(page: Page, title: string) {
  await page.getByRole("heading", { level: 2, name: title, exact: true }).waitFor();
}

/** Answers that differ between tests; the rest are a plain eligible application. */
export interface Answers {
  purpose?: string;
  worth?: string;
  borrow?: string;
  tenure?: string;
  pin?: string;
  dependents?: string;
  income?: string;
  living?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  consent?: boolean;
}

export async function fillLoanDetails(page: Page, a: Answers = {}) {
  const purpose = a.purpose ?? "I'm buying";
  await choose(page, L.purpose, purpose);
  await choose(page, L.use, "To live in");
  if (purpose !== "I'm refinancing") await choose(page, L.found, "Yes");
  await page.getByLabel(L.worth).fill(a.worth ?? "5000000");
  await page.getByLabel(L.borrow).fill(a.borrow ?? "2500000");
  await page.getByLabel(L.tenure).fill(a.tenure ?? "20");
}

export async function fillYourDetails(page: Page, a: Answers = {}) {
  await page.getByLabel(L.pin).fill(a.pin ?? "560001");
  await choose(page, L.applicant, "Just me");
  await choose(page, L.relationship, "Single");
  await page.getByLabel(L.dependents).selectOption(a.dependents ?? "2");
}

export async function fillIncome(page: Page, a: Answers = {}) {
  await page.getByLabel(L.income).fill(a.income ?? "1200000");
}

export async function fillExpenses(page: Page, a: Answers = {}) {
  await page.getByLabel(L.living).fill(a.living ?? "20000");
  for (const question of L.expenseQuestions) await choose(page, question, "No");
}

export async function fillContact(page: Page, a: Answers = {}) {
  await page.getByLabel("First name").fill(a.firstName ?? "Asha");
  await page.getByLabel("Last name").fill(a.lastName ?? "Rao");
  await page.getByLabel("Email").fill(a.email ?? uniqueEmail("wizard"));
  await page.getByLabel("Phone number").fill(a.phone ?? "98765 43210");
  if (a.consent ?? true) await page.getByLabel(/I agree to be contacted/).check();
}

/** Every question answered on the one-page form (no JavaScript: all steps on one page). */
export async function fillOnePageForm(page: Page, a: Answers = {}) {
  for (const fill of [fillLoanDetails, fillYourDetails, fillIncome, fillExpenses, fillContact]) {
    await fill(page, a);
  }
}

/** Step 0 done, step 1 ("Your details") on screen. */
export async function reachYourDetails(page: Page, a: Answers = {}) {
  await fillLoanDetails(page, a);
  await next(page);
  await onStep(page, "Your details");
}

/** Steps 0–3 done, step 4 ("Do I qualify?") on screen. */
export async function reachContactStep(page: Page, a: Answers = {}) {
  const steps: Array<[fill: typeof fillIncome, nextTitle: string]> = [
    [fillLoanDetails, "Your details"],
    [fillYourDetails, "Income & Employment"],
    [fillIncome, "Expenses"],
    [fillExpenses, "Do I qualify?"],
  ];
  for (const [fill, nextTitle] of steps) {
    await fill(page, a);
    await next(page);
    await onStep(page, nextTitle);
  }
}
