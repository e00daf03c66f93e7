import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { launchBrowser, openHydrated } from "../support/browser.ts";

// Lossless delivery of applications (DECISIONS.md 1) and the no-JavaScript path of the wizard.

const baseUrl = inject("baseUrl");
const API = "**/api/eligibility-applications";
const OUTBOX_KEY = "gharsetu:lead-outbox";

let admin: ApiClient;
beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  await admin.login();
});

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});

/** A fresh browser profile per test: the outbox lives in localStorage, shared by a profile. */
async function freshContext(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await launchBrowser(options);
  contexts.push(context);
  return context;
}

async function openWizard(context: BrowserContext, path = "/eligibility-form"): Promise<Page> {
  const page = await openHydrated(context, `${baseUrl}${path}`);
  await page.getByRole("progressbar").waitFor();
  return page;
}

const group = (page: Page, legend: string) =>
  page.getByRole("group", { name: legend, exact: true });
const choose = (page: Page, legend: string, option: string) =>
  group(page, legend).getByLabel(option, { exact: true }).check();
const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

/** Fills all five steps with an eligible application and stops before Submit. */
async function fillEverything(page: Page, email: string) {
  await choose(page, "What is the loan for?", "I'm buying");
  await choose(page, "How will you use the property?", "To live in");
  await choose(page, "Have you found a property?", "Yes");
  await page.getByLabel("Property worth (₹)").fill("5000000");
  await page.getByLabel("Amount you want to borrow (₹)").fill("2500000");
  await page.getByLabel("Loan tenure (years)").fill("20");
  await next(page);
  await page.getByLabel("Postal code (PIN)").fill("700001");
  await choose(page, "Who is applying?", "Just me");
  await choose(page, "Your relationship status", "Single");
  await page.getByLabel("Number of dependents").selectOption("1");
  await next(page);
  await page.getByLabel("Yearly income (₹)").fill("1200000");
  await next(page);
  await page.getByLabel("Monthly living expenditure (₹)").fill("20000");
  for (const q of [
    "Do you have other expenses?",
    "Do you have another home loan?",
    "Do you have a personal loan?",
    "Do you have credit card debt?",
    "Do you have an investment loan?",
  ]) {
    await choose(page, q, "No");
  }
  await next(page);
  await page.getByRole("heading", { level: 2, name: "Do I qualify?" }).waitFor();
  await page.getByLabel("First name").fill("Meera");
  await page.getByLabel("Last name").fill("Iyer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("+91 98765 43210");
  await page.getByLabel(/I agree to be contacted/).check();
}

async function countFor(email: string): Promise<number> {
  const res = await admin.get(`/api/eligibility-applications?q=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return Number(res.headers.get("x-total-count"));
}

async function until<T>(
  probe: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const queued = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "[]").length as number,
    OUTBOX_KEY,
  );

describe("wizard delivery when the network fails", () => {
  it("says it is saved on this device, then delivers exactly once when the connection returns", async () => {
    const context = await freshContext();
    const page = await openWizard(context);
    const email = uniqueEmail("offline");
    await fillEverything(page, email);
    await page.route(API, (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Submit", exact: true }).click();

    // The result is shown at once from the browser's own calculation...
    await page.getByRole("heading", { level: 2, name: "Congratulations!" }).waitFor();
    // ...and the modal is honest about the delivery.
    const dialog = page.getByRole("dialog", { name: "Saved on this device" });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain("has not reached us yet");
    expect(text).toContain("sent automatically as soon as the connection returns");
    expect(text).not.toContain("recorded successfully");
    expect(await queued(page)).toBe(1);
    expect(await countFor(email)).toBe(0);
    await dialog.getByRole("button", { name: "OK" }).click();

    await page.unroute(API);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    expect(
      await until(
        () => countFor(email),
        (n) => n === 1,
      ),
    ).toBe(1);
    await page.getByText("Your application has now reached our team.").waitFor();
    expect(
      await until(
        () => queued(page),
        (n) => n === 0,
      ),
    ).toBe(0);

    // Later visits find nothing left to send.
    await page.reload();
    await page.getByRole("progressbar").waitFor();
    await page.waitForTimeout(500);
    expect(await countFor(email)).toBe(1);
  });

  it("sends what was left queued on the next page load", async () => {
    const context = await freshContext();
    const page = await openWizard(context);
    const email = uniqueEmail("nextvisit");
    await fillEverything(page, email);
    await page.route(API, (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("dialog", { name: "Saved on this device" }).waitFor();
    await page.close();
    expect(await countFor(email)).toBe(0);

    const later = await openWizard(context);
    expect(
      await until(
        () => countFor(email),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect(
      await until(
        () => queued(later),
        (n) => n === 0,
      ),
    ).toBe(0);
  });

  it("never stores a lead twice when the answer, not the request, was lost", async () => {
    const context = await freshContext();
    const page = await openWizard(context);
    const email = uniqueEmail("lostanswer");
    await fillEverything(page, email);
    // The server gets and stores the application, but the browser never hears back.
    await page.route(API, async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("dialog", { name: "Saved on this device" }).waitFor();
    expect(await countFor(email)).toBe(1);

    await page.unroute(API);
    const retried = page.waitForResponse((r) => r.url().endsWith("/api/eligibility-applications"));
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    // The retry reuses the client_id: the server answers 200 with the stored lead.
    expect((await retried).status()).toBe(200);
    expect(
      await until(
        () => queued(page),
        (n) => n === 0,
      ),
    ).toBe(0);
    expect(await countFor(email)).toBe(1);
  });

  it("treats a 429 as not sent and retries it", async () => {
    const context = await freshContext();
    const page = await openWizard(context);
    const email = uniqueEmail("ratelimited");
    await fillEverything(page, email);
    await page.route(API, (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: "Too many applications in a short time." }),
      }),
    );
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("dialog", { name: "Saved on this device" }).waitFor();
    await page.unroute(API);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    expect(
      await until(
        () => countFor(email),
        (n) => n === 1,
      ),
    ).toBe(1);
  });
});

describe("wizard without JavaScript", () => {
  it("shows every question in one form and stores the lead", async () => {
    const context = await freshContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/eligibility-form?bank=hdfc`);
    // All five steps are on the page at once.
    for (const title of [
      "Loan details",
      "Your details",
      "Income & Employment",
      "Expenses",
      "Do I qualify?",
    ]) {
      await page.getByRole("heading", { level: 2, name: title, exact: true }).waitFor();
    }
    const email = uniqueEmail("nojs");
    await choose(page, "What is the loan for?", "I'm buying");
    await choose(page, "How will you use the property?", "To live in");
    await choose(page, "Have you found a property?", "Yes");
    await page.getByLabel("Property worth (₹)").fill("50,00,000");
    await page.getByLabel("Amount you want to borrow (₹)").fill("25,00,000");
    await page.getByLabel("Loan tenure (years)").fill("20");
    await page.getByLabel("Postal code (PIN)").fill("110001");
    await choose(page, "Who is applying?", "Just me");
    await choose(page, "Your relationship status", "Single");
    await page.getByLabel("Number of dependents").selectOption("3");
    await page.getByLabel("Yearly income (₹)").fill("12,00,000");
    await page.getByLabel("Monthly living expenditure (₹)").fill("20,000");
    for (const q of [
      "Do you have other expenses?",
      "Do you have another home loan?",
      "Do you have a personal loan?",
      "Do you have credit card debt?",
      "Do you have an investment loan?",
    ]) {
      await choose(page, q, "No");
    }
    await page.getByLabel("First name").fill("Kiran");
    await page.getByLabel("Last name").fill("Das");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone number").fill("9876543210");

    // Without consent: refused, answers kept, message next to the box.
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.locator('[id$="-consent-error"]').textContent()).toContain(
      "Please agree to be contacted and to the privacy notice to continue.",
    );
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    expect(await page.getByLabel("Property worth (₹)").inputValue()).toBe("50,00,000");
    expect(await group(page, "Who is applying?").getByLabel("Just me").isChecked()).toBe(true);
    expect(await countFor(email)).toBe(0);

    await page.getByLabel(/I agree to be contacted/).check();
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("heading", { level: 2, name: "Congratulations!" }).waitFor();
    expect(await page.getByRole("status").textContent()).toBe(
      "Your application has been recorded successfully.",
    );
    expect(await page.getByText("7% a year").count()).toBeGreaterThan(0);

    const res = await admin.get(`/api/eligibility-applications?q=${encodeURIComponent(email)}`);
    expect(res.json).toHaveLength(1);
    expect(res.json[0]).toMatchObject({
      is_eligible: 1,
      bank_slug: "hdfc",
      interest_rate: 7,
      dependents: 3,
    });

    // Check Another Loan starts a fresh form.
    await page.getByRole("link", { name: "Check Another Loan" }).click();
    await page.getByRole("heading", { level: 2, name: "Loan details", exact: true }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe("");
  });

  it("shows the step messages next to the fields for an empty post", async () => {
    const context = await freshContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/eligibility-form`);
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    expect((await response).status()).toBe(400);
    await page.getByRole("alert").waitFor();
    expect(await page.locator('[id$="-loan_purpose-error"]').textContent()).toContain(
      "Please select what the loan is for.",
    );
    expect(await page.locator('[id$="-postal_code-error"]').textContent()).toContain(
      "Postal code is required.",
    );
    expect(await page.locator('[id$="-first_name-error"]').textContent()).toContain(
      "First name is required.",
    );
    const radio = group(page, "What is the loan for?").getByRole("radio").first();
    expect(await radio.getAttribute("aria-invalid")).toBe("true");
  });
});
