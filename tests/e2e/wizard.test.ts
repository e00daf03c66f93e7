import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { EMPTY_EXPENSES_ERRORS } from "../../app/domain/eligibility/test-fixtures.ts";
import { uniqueEmail } from "../support/api-client.ts";
import { openPage, seriousViolations, suiteAdmin, suiteBrowsers } from "../support/browser.ts";
import {
  choose,
  fillContact,
  fillExpenses,
  fillIncome,
  fillLoanDetails,
  fillOnePageForm,
  fillYourDetails,
  group,
  L,
  next,
  onStep,
  openWizardAt,
  reachContactStep,
  reachYourDetails,
  shownErrors,
  submit,
  type WizardPage,
} from "../support/wizard.ts";

// The eligibility wizard in a real browser (issue 4): messages, bounds, clearing rules, results,
// delivery to the server, saved progress, keyboard use, 360 px and axe on every step.

const baseUrl = inject("baseUrl");

const browsers = suiteBrowsers({ noJs: true });
const admin = suiteAdmin(baseUrl);

/** Opens the wizard and waits for the stepper, collecting script and console errors. */
function openWizard(path = "/eligibility-form", context = browsers.js): Promise<WizardPage> {
  return openWizardAt(context, `${baseUrl}${path}`, { consoleErrors: true });
}

/** Presses Next (or Submit) and checks the field errors then on screen, field → message. */
async function errorsAfter(
  press: (page: Page) => Promise<void>,
  page: Page,
  errors: Record<string, string>,
) {
  await press(page);
  expect(await shownErrors(page)).toEqual(errors);
}

/**
 * From step 0: answers every step, the contact step with a new email, submits, and returns that
 * email and the JSON the browser posted.
 */
async function submitLead(page: Page, emailPrefix: string) {
  await reachContactStep(page);
  const email = uniqueEmail(emailPrefix);
  await fillContact(page, { email });
  const posted = page.waitForRequest(
    (r) => r.url().endsWith("/api/eligibility-applications") && r.method() === "POST",
  );
  await submit(page);
  return { email, body: (await posted).postDataJSON() };
}

/** The error line wired to a field (its id ends in "-<field>-error"). */
function errorOf(page: Page, field: string) {
  return page.locator(`[id$="-${field}-error"]`);
}

async function errorText(page: Page, field: string): Promise<string | null> {
  const locator = errorOf(page, field);
  return (await locator.count()) ? ((await locator.textContent()) ?? "").trim() : null;
}

async function activeName(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return { tag: el?.tagName, name: el?.getAttribute("name"), text: el?.textContent };
  });
}

async function leadsFor(email: string) {
  const res = await admin.get(`/api/eligibility-applications?q=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return res.json as Array<Record<string, unknown>>;
}

describe("eligibility wizard: validation", () => {
  it("shows each step's required messages on an empty Next, next to the fields, and moves focus to the first", async () => {
    const page = await openWizard();
    await onStep(page, "Loan details");
    expect(await page.getByText("Step 1 of 5").isVisible()).toBe(true);

    await errorsAfter(next, page, {
      loan_purpose: "Please select what the loan is for.",
      property_use: "Please select how you will use the property.",
    });
    expect(await activeName(page)).toMatchObject({ tag: "INPUT", name: "loan_purpose" });
    const firstRadio = group(page, L.purpose).getByRole("radio").first();
    expect(await firstRadio.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await firstRadio.getAttribute("aria-describedby")) ?? "";
    expect(describedBy.split(" ")).toContain(
      await errorOf(page, "loan_purpose").getAttribute("id"),
    );

    // The error goes as soon as the field has a value.
    await choose(page, L.purpose, "I'm buying");
    expect(await errorText(page, "loan_purpose")).toBeNull();
    expect(await errorText(page, "property_use")).toBe(
      "Please select how you will use the property.",
    );
    await choose(page, L.use, "To live in");
    await errorsAfter(next, page, {
      found_property: "Please select whether you have found a property.",
    });
    await choose(page, L.found, "Yes");
    await errorsAfter(next, page, {
      property_worth: "Please enter property worth.",
      borrow_amount: "Please enter borrow amount.",
      loan_tenure: "Please enter loan tenure.",
    });
    expect(await activeName(page)).toMatchObject({ name: "property_worth" });
    await fillLoanDetails(page);
    await next(page);

    await onStep(page, "Your details");
    expect(await activeName(page)).toMatchObject({ tag: "H2", text: "Your details" });
    expect(await page.getByText("Step 2 of 5").isVisible()).toBe(true);
    await errorsAfter(next, page, {
      postal_code: "Postal code is required.",
      applicant_type: "Please select who is applying for this loan.",
      dependents: "Please select number of dependents.",
    });
    expect(await activeName(page)).toMatchObject({ name: "postal_code" });
    await choose(page, L.applicant, "Just me");
    await next(page);
    expect(await errorText(page, "relationship_status")).toBe(
      "Please select your relationship status.",
    );
    await fillYourDetails(page);
    await next(page);

    await onStep(page, "Income & Employment");
    // The four income questions start at No.
    for (const legend of [
      L.additional,
      "Do you receive rental income?",
      "Do you receive non-taxable income?",
      "Are you in a tax bracket?",
    ]) {
      expect(await group(page, legend).getByLabel("No", { exact: true }).isChecked()).toBe(true);
    }
    await errorsAfter(next, page, { yearly_income: "This field is required." });
    await choose(page, L.additional, "Yes");
    await fillIncome(page);
    await errorsAfter(next, page, { additional_income_amount: "Enter yearly amount." });
    // No hides the amount and its error.
    await choose(page, L.additional, "No");
    expect(await page.getByLabel(L.additionalAmount).count()).toBe(0);
    expect(await shownErrors(page)).toEqual({});
    await next(page);

    await onStep(page, "Expenses");
    // The expense questions start unanswered.
    for (const legend of L.expenseQuestions) {
      expect(await group(page, legend).getByRole("radio", { checked: true }).count()).toBe(0);
    }
    await errorsAfter(next, page, EMPTY_EXPENSES_ERRORS);
    await fillExpenses(page);
    await choose(page, "Do you have a personal loan?", "Yes");
    await errorsAfter(next, page, {
      personal_loan_amount: "Please enter a valid amount.",
    });
    await page.getByLabel(L.personalAmount).fill("60000");
    await next(page);

    await onStep(page, "Do I qualify?");
    // The consent box starts unticked.
    expect(await page.getByLabel(/I agree to be contacted/).isChecked()).toBe(false);
    await errorsAfter(submit, page, {
      first_name: "First name is required.",
      last_name: "Last name is required.",
      email: "Email is required.",
      phone_number: "Phone number is required.",
      consent: "Please agree to be contacted and to the privacy notice to continue.",
    });
    expect(await activeName(page)).toMatchObject({ name: "first_name" });
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Phone number").fill("987654321");
    await submit(page);
    expect(await errorText(page, "email")).toBe("Enter a valid email address.");
    expect(await errorText(page, "phone_number")).toBe("Enter a valid phone number.");
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("refuses Submit without the consent tick and stays on the form", async () => {
    const page = await openWizard();
    await reachContactStep(page);
    const email = uniqueEmail("noconsent");
    await fillContact(page, { email, consent: false });
    await errorsAfter(submit, page, {
      consent: "Please agree to be contacted and to the privacy notice to continue.",
    });
    expect(await activeName(page)).toMatchObject({ name: "consent" });
    await onStep(page, "Do I qualify?");
    expect(await leadsFor(email)).toHaveLength(0);
    // The privacy notice is linked from the consent label.
    expect(await page.getByRole("link", { name: /privacy notice/ }).getAttribute("href")).toBe(
      "/privacy",
    );
    await page.close();
  });

  it("enforces the numeric bounds with the exact messages", async () => {
    const page = await openWizard();
    await fillLoanDetails(page, { tenure: "0" });
    await errorsAfter(next, page, {
      loan_tenure: "Loan tenure must be at least 1 year.",
    });
    await page.getByLabel(L.tenure).fill("51");
    await errorsAfter(next, page, { loan_tenure: "Loan tenure cannot exceed 50 years." });
    await page.getByLabel(L.tenure).fill("20");
    await page.getByLabel(L.borrow).fill("999999");
    await errorsAfter(next, page, {
      borrow_amount: "Minimum borrow amount is ₹10,00,000.",
    });
    // Buying: borrow must be below worth.
    await page.getByLabel(L.borrow).fill("5000000");
    await errorsAfter(next, page, {
      borrow_amount: "Borrow amount must be less than property worth.",
    });
    // Refinancing: borrow may equal worth (but not exceed it).
    await fillLoanDetails(page, {
      purpose: "I'm refinancing",
      worth: "5000000",
      borrow: "6000000",
    });
    await errorsAfter(next, page, {
      borrow_amount: "Borrow amount cannot be greater than property worth.",
    });
    await page.getByLabel(L.borrow).fill("5000000");
    await next(page);
    await onStep(page, "Your details");

    // PIN: digits only, at most 6, not starting with 0.
    const pin = page.getByLabel(L.pin);
    expect(await pin.getAttribute("inputmode")).toBe("numeric");
    await pin.pressSequentially("56a0-0019");
    expect(await pin.inputValue()).toBe("560001");
    await pin.fill("012345");
    await choose(page, L.applicant, "Just me");
    await choose(page, L.relationship, "Single");
    await page.getByLabel(L.dependents).selectOption("1");
    await errorsAfter(next, page, {
      postal_code: "Enter a valid 6-digit Indian PIN code (should not start with 0).",
    });
    await page.close();
  });

  it("shows amounts with ₹ and Indian grouping as the user types or pastes", async () => {
    const page = await openWizard();
    await choose(page, L.purpose, "I'm refinancing");
    await choose(page, L.use, "As an investment");
    const worth = page.getByLabel(L.worth);
    expect(await worth.getAttribute("inputmode")).toBe("numeric");
    await worth.pressSequentially("2500000");
    expect(await worth.inputValue()).toBe("25,00,000");
    // Typing in the middle keeps the caret after the typed digit.
    await worth.press("Home");
    await worth.press("ArrowRight");
    await worth.press("1");
    expect(await worth.inputValue()).toBe("2,15,00,000");
    await worth.press("9");
    expect(await worth.inputValue()).toBe("21,95,00,000");
    const borrow = page.getByLabel(L.borrow);
    await borrow.fill("25,00,000");
    expect(await borrow.inputValue()).toBe("25,00,000");
    await borrow.fill("₹ 1000000");
    expect(await borrow.inputValue()).toBe("10,00,000");
    await page.close();
  });
});

describe("eligibility wizard: clearing rules and navigation", () => {
  it("clears the later answers when an earlier one changes (docs/product/forms.md)", async () => {
    const page = await openWizard();
    await choose(page, L.purpose, "I'm buying");
    await choose(page, L.use, "To live in");
    await choose(page, L.found, "No");
    await choose(page, L.when, "Within 3 months");
    await page.getByLabel(L.worth).fill("5000000");
    await page.getByLabel(L.borrow).fill("2500000");
    await page.getByLabel(L.tenure).fill("20");

    // Changing when-to-buy clears worth, borrow and tenure.
    await choose(page, L.when, "Now");
    expect(await page.getByLabel(L.worth).inputValue()).toBe("");
    expect(await page.getByLabel(L.tenure).inputValue()).toBe("");
    await page.getByLabel(L.worth).fill("5000000");

    // Changing found-property clears when-to-buy and the amounts.
    await choose(page, L.found, "Yes");
    expect(await group(page, L.when).count()).toBe(0);
    expect(await page.getByLabel(L.worth).inputValue()).toBe("");
    await choose(page, L.found, "No");
    expect(await group(page, L.when).getByRole("radio", { checked: true }).count()).toBe(0);
    expect(await page.getByLabel(L.worth).count()).toBe(0);

    // Changing property use clears found-property and everything after it.
    await choose(page, L.found, "Yes");
    await choose(page, L.use, "As an investment");
    expect(await group(page, L.found).getByRole("radio", { checked: true }).count()).toBe(0);
    expect(await page.getByLabel(L.worth).count()).toBe(0);

    // Changing loan purpose clears property use and the rest.
    await choose(page, L.found, "Yes");
    await page.getByLabel(L.worth).fill("5000000");
    await choose(page, L.purpose, "I'm building");
    expect(await group(page, L.use).getByRole("radio", { checked: true }).count()).toBe(0);
    expect(await group(page, L.found).getByRole("radio", { checked: true }).count()).toBe(0);
    expect(await page.getByLabel(L.worth).count()).toBe(0);
    // Refinancing asks no found-property question.
    await choose(page, L.purpose, "I'm refinancing");
    expect(await group(page, L.found).count()).toBe(0);

    await reachYourDetails(page);
    await choose(page, L.applicant, "Me plus one (joint application)");
    await choose(page, L.relationship, "Single");
    await choose(page, L.second, "In a relationship");
    // A relationship with the second borrower: the second borrower's status is not asked.
    await choose(page, L.relationship, "In a relationship with the second borrower");
    expect(await group(page, L.second).count()).toBe(0);
    await choose(page, L.relationship, "In a relationship, not with the second borrower");
    expect(await group(page, L.second).getByRole("radio", { checked: true }).count()).toBe(0);
    await choose(page, L.second, "Single");
    // Changing applicant type clears both relationship answers.
    await choose(page, L.applicant, "Just me");
    expect(await group(page, L.relationship).getByRole("radio", { checked: true }).count()).toBe(0);
    expect(await group(page, L.second).count()).toBe(0);
    await fillYourDetails(page);
    await next(page);

    // Choosing No clears the amount.
    await onStep(page, "Income & Employment");
    await choose(page, L.additional, "Yes");
    await page.getByLabel(L.additionalAmount).fill("100000");
    await choose(page, L.additional, "No");
    await choose(page, L.additional, "Yes");
    expect(await page.getByLabel(L.additionalAmount).inputValue()).toBe("");
    await page.close();
  });

  it("Back keeps every value", async () => {
    const page = await openWizard();
    await reachYourDetails(page);
    await page.getByLabel(L.pin).fill("400001");
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await onStep(page, "Loan details");
    expect(await activeName(page)).toMatchObject({ tag: "H2", text: "Loan details" });
    expect(await group(page, L.purpose).getByLabel("I'm buying").isChecked()).toBe(true);
    expect(await page.getByLabel(L.worth).inputValue()).toBe("50,00,000");
    expect(await page.getByLabel(L.borrow).inputValue()).toBe("25,00,000");
    await next(page);
    expect(await page.getByLabel(L.pin).inputValue()).toBe("400001");
    await page.close();
  });

  it("keeps progress over a reload, but not the consent tick", async () => {
    const page = await openWizard();
    await reachContactStep(page);
    await page.getByLabel("First name").fill("Ravi");
    await page.getByLabel(/I agree to be contacted/).check();
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await onStep(page, "Do I qualify?");
    expect(await page.getByLabel("First name").inputValue()).toBe("Ravi");
    expect(await page.getByLabel(/I agree to be contacted/).isChecked()).toBe(false);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await onStep(page, "Expenses");
    expect(await page.getByLabel(L.living).inputValue()).toBe("20,000");
    await page.close();
  });

  it("opens straight into the stepper, with saved progress, after a client-side navigation", async () => {
    const page = await openWizard();
    await reachYourDetails(page);
    const navigate = (to: string) =>
      page.evaluate((path) => {
        // biome-ignore lint/suspicious/noExplicitAny: React Router's data router handle
        return (window as any).__reactRouterDataRouter.navigate(path);
      }, to);
    await navigate("/privacy");
    await page.waitForURL(/\/privacy$/);
    // Record every step heading that appears: the one-page form would add "Loan details".
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
      new MutationObserver(() => {
        for (const h of document.querySelectorAll("h2")) seen.push(h.textContent ?? "");
      }).observe(document.body, { childList: true, subtree: true });
    });
    await navigate("/eligibility-form");
    await onStep(page, "Your details");
    const seen = await page.evaluate(
      () => (window as unknown as { seenHeadings: string[] }).seenHeadings,
    );
    expect(seen).not.toContain("Loan details");
    await page.close();
  });

  it("works with the keyboard alone", async () => {
    const page = await openWizard();
    // Tab into the first radio group, pick with the arrow keys.
    await page.keyboard.press("Tab");
    let focused = await activeName(page);
    for (let i = 0; i < 40 && focused.name !== "loan_purpose"; i++) {
      await page.keyboard.press("Tab");
      focused = await activeName(page);
    }
    expect(focused.name).toBe("loan_purpose");
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown"); // i'm buying
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space"); // to live in
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space"); // found property: yes
    await page.keyboard.press("Tab");
    await page.keyboard.type("5000000");
    await page.keyboard.press("Tab");
    await page.keyboard.type("2500000");
    await page.keyboard.press("Tab");
    await page.keyboard.type("20");
    // Enter in a field is Next.
    await page.keyboard.press("Enter");
    await onStep(page, "Your details");
    expect(await activeName(page)).toMatchObject({ tag: "H2" });
    await page.keyboard.press("Tab");
    expect(await activeName(page)).toMatchObject({ name: "postal_code" });
    await page.close();
  });
});

describe("eligibility wizard: results and delivery", () => {
  it("an eligible run ends in Congratulations! and Success, and the server's result is stored", async () => {
    const page = await openWizard();
    const { email, body } = await submitLead(page, "eligible");
    expect(body).toMatchObject({
      loan_purpose: "i'm buying",
      borrow_amount: 2500000,
      property_worth: 5000000,
      loan_tenure: 20,
      interest_rate: 9,
      consent: true,
      email,
    });
    expect(typeof body.client_id).toBe("string");

    await page.getByRole("heading", { level: 2, name: "Congratulations!" }).waitFor();
    const dialog = page.getByRole("dialog", { name: "Success" });
    await dialog.waitFor();
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await dialog.textContent()).toContain(
      "Your application has been recorded successfully.",
    );
    expect(await activeName(page)).toMatchObject({ tag: "BUTTON", text: "OK" });
    // Focus stays in the dialog.
    await page.keyboard.press("Tab");
    expect(await activeName(page)).toMatchObject({ text: "OK" });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Focus moves in the dialog's close event, a task queued after the dialog hides.
    await expect
      .poll(() => activeName(page))
      .toMatchObject({ tag: "H2", text: "Congratulations!" });

    const rows = await leadsFor(email);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.is_eligible).toBe(1);
    expect(row.interest_rate).toBe(9);
    expect(row.client_id).toBe(body.client_id);
    expect(typeof row.calculated_emi).toBe("string");
    // The screen shows the stored EMI with two decimals in Indian grouping.
    const emi = Number(row.calculated_emi);
    const shown = `₹${emi.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(await page.locator("main").textContent()).toContain(shown);
    expect(await page.getByText(row.eligibility_message as string).count()).toBeGreaterThan(0);
    // A ₹50 lakh home is above PMAY-U 2.0's limit: no hint (docs/product/calculators.md).
    expect(await page.locator("[data-pmay-hint]").count()).toBe(0);
    expect(row.pmay_candidate).toBe(false);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("a not-eligible run ends in Eligibility Status and Application Received", async () => {
    const page = await openWizard();
    // ₹1,00,000 a month of living costs uses up all of ₹12,00,000 a year.
    await reachContactStep(page, { living: "100000" });
    const email = uniqueEmail("noteligible");
    await fillContact(page, { email });
    await submit(page);
    await page.getByRole("heading", { level: 2, name: "Eligibility Status" }).waitFor();
    expect(await page.getByText("Expenses exceed income. Not eligible.").isVisible()).toBe(true);
    const dialog = page.getByRole("dialog", { name: "Application Received" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "We saved your application. Our team will contact you soon.",
    );
    await dialog.getByRole("button", { name: "OK" }).click();
    await dialog.waitFor({ state: "hidden" });
    const rows = await leadsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].is_eligible).toBe(0);
    expect(rows[0].calculated_emi).toBeNull();
    await page.close();
  });

  it("Check Another Loan resets everything to an empty step 0", async () => {
    const page = await openWizard();
    await reachContactStep(page);
    await fillContact(page);
    await submit(page);
    await page.getByRole("dialog").waitFor();
    await page.getByRole("button", { name: "OK" }).click();
    await page.getByRole("button", { name: "Check Another Loan" }).click();
    await onStep(page, "Loan details");
    expect(await page.getByText("Step 1 of 5").isVisible()).toBe(true);
    expect(await page.getByRole("radio", { checked: true }).count()).toBe(0);
    expect(await page.getByLabel(L.worth).count()).toBe(0);
    expect(await shownErrors(page)).toEqual({});
    // Nothing comes back on reload either.
    await page.reload();
    await page.getByRole("progressbar").waitFor();
    await onStep(page, "Loan details");
    expect(await page.getByRole("radio", { checked: true }).count()).toBe(0);
    await page.close();
  });

  it("?bank=sbi checks and stores at SBI's rate of 7.5", async () => {
    const page = await openWizard("/eligibility-form?bank=sbi");
    const { email, body } = await submitLead(page, "sbi");
    expect(body.interest_rate).toBe(7.5);
    expect(body.bank_slug).toBe("sbi");
    await page.getByRole("dialog").waitFor();
    const [row] = await leadsFor(email);
    expect(row.interest_rate).toBe(7.5);
    expect(row.bank_slug).toBe("sbi");
    await page.close();
  });

  it("shows the server's result when it differs from the browser's", async () => {
    const page = await openWizard();
    await reachContactStep(page);
    await fillContact(page);
    const message =
      "Your EMI exceeds the recommended limit, but our team will review and get back to you.";
    await page.route("**/api/eligibility-applications", (route) =>
      route.fulfill({
        status: 201,
        contentType: "application/json",
        body: JSON.stringify({
          id: 424242,
          is_eligible: 0,
          eligibility_message: message,
          calculated_emi: "30000.00",
        }),
      }),
    );
    await submit(page);
    await page.getByRole("dialog", { name: "Application Received" }).waitFor();
    await page.getByRole("button", { name: "OK" }).click();
    await page.getByRole("heading", { level: 2, name: "Eligibility Status" }).waitFor();
    expect(await page.getByText(message).isVisible()).toBe(true);
    expect(await page.locator("main").textContent()).toContain("₹30,000.00");
    await page.close();
  });

  it("keeps the user on the form with the server's message when the server refuses (400)", async () => {
    const page = await openWizard();
    await reachContactStep(page);
    await fillContact(page);
    await page.route("**/api/eligibility-applications", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: "Enter a valid email address.",
          fields: { email: "Enter a valid email address." },
        }),
      }),
    );
    await submit(page);
    await page.getByRole("alert").filter({ hasText: "Enter a valid email address." }).waitFor();
    await onStep(page, "Do I qualify?");
    expect(await errorText(page, "email")).toBe("Enter a valid email address.");
    expect(await activeName(page)).toMatchObject({ name: "email" });
    expect(await page.getByRole("dialog").count()).toBe(0);
    // Refused for good: nothing is left queued to retry.
    expect(await page.evaluate(() => localStorage.getItem("gharsetu:lead-outbox"))).toBeNull();
    await page.close();
  });

  it("?loanType= preselects the loan purpose", async () => {
    const page = await openWizard("/eligibility-form?loanType=construction-loan");
    expect(await group(page, L.purpose).getByLabel("I'm building").isChecked()).toBe(true);
    await page.close();
  });
});

describe('eligibility wizard: the PMAY-U 2.0 hint (docs/product/calculators.md "The wizard\'s hint")', () => {
  /** ₹7,00,000 a year, a ₹32,00,000 home, a ₹24,00,000 loan: within the scheme's limits. */
  const within = { worth: "3200000", borrow: "2400000", income: "700000", living: "10000" };
  const HINT = "You may qualify for the PMAY-U 2.0 interest subsidy (up to ₹1,80,000).";

  it("with JavaScript: the result says so at once, and the lead is stored as a candidate", async () => {
    const page = await openWizard();
    await reachContactStep(page, within);
    const email = uniqueEmail("pmay");
    await fillContact(page, { email });
    await submit(page);
    await page.getByRole("heading", { level: 2, name: "Congratulations!" }).waitFor();
    const hint = page.locator("[data-pmay-hint]");
    await expect(hint.textContent()).resolves.toContain(HINT);
    await expect(
      hint.getByRole("link", { name: "Check the subsidy" }).getAttribute("href"),
    ).resolves.toBe("/calculators/pmay");
    // Still there once the server's answer replaces the browser's own.
    await page.getByRole("dialog", { name: "Success" }).waitFor();
    await expect(hint.count()).resolves.toBe(1);
    const [row] = await leadsFor(email);
    expect(row.pmay_candidate).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("without JavaScript: the one-page form's answer says so too", async () => {
    const page = await openPage(browsers.noJs, `${baseUrl}/eligibility-form`);
    await fillOnePageForm(page, { ...within, purpose: "I'm building" });
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("heading", { level: 2, name: "Congratulations!" }).waitFor();
    await expect(page.locator("[data-pmay-hint]").textContent()).resolves.toContain(HINT);
    await page.close();
  });
});

describe('eligibility wizard: the link to every lender\'s offers (docs/product/offers.md "Pages")', () => {
  it("without JavaScript: the one-page form's answer links to /offers with the loan, the property and the tenure", async () => {
    const page = await openPage(browsers.noJs, `${baseUrl}/eligibility-form`);
    await fillOnePageForm(page, {
      worth: "3200000",
      borrow: "2400000",
      income: "700000",
      living: "10000",
    });
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("heading", { level: 2, name: "Congratulations!" }).waitFor();
    const href = (await page.getByTestId("result-offers").getAttribute("href")) ?? "";
    const url = new URL(href, baseUrl);
    expect(url.pathname).toBe("/offers");
    expect(url.searchParams.get("loan_amount")).toBe("2400000");
    expect(url.searchParams.get("property_value")).toBe("3200000");
    expect(Number(url.searchParams.get("tenure_months"))).toBeGreaterThan(0);
    await page.close();
  });
});

describe("eligibility wizard: accessibility and small screens", () => {
  it("has no serious axe violations on any step, the result and the modal, and fits 360 px", async () => {
    const context = await browsers.launch({ viewport: { width: 360, height: 740 } });
    const page = await openWizard("/eligibility-form", context);
    const check = async (where: string) => {
      expect({ where, violations: await seriousViolations(page) }).toEqual({
        where,
        violations: [],
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect({ where, overflow }).toEqual({ where, overflow: 0 });
    };
    await check("step 0");
    await next(page);
    await check("step 0 with errors");
    await reachYourDetails(page);
    await next(page);
    await check("step 1 with errors");
    await fillYourDetails(page);
    await next(page);
    await onStep(page, "Income & Employment");
    await choose(page, L.additional, "Yes");
    await check("step 2");
    await choose(page, L.additional, "No");
    await fillIncome(page);
    await next(page);
    await onStep(page, "Expenses");
    await next(page);
    await check("step 3 with errors");
    await fillExpenses(page);
    await next(page);
    await onStep(page, "Do I qualify?");
    await submit(page);
    await check("step 4 with errors");
    await fillContact(page);
    await submit(page);
    await page.getByRole("dialog").waitFor();
    await check("result with modal");
    await page.getByRole("button", { name: "OK" }).click();
    await check("result");
    await context.close();
  });
});
