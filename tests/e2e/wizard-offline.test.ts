import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { launchBrowser, openHydrated, openPage } from "../support/browser.ts";
import { fillContact, fillOnePageForm, group, L, reachContactStep } from "../support/wizard.ts";

// Lossless delivery of applications (docs/product/forms.md "After Submit") and the no-JavaScript
// path of the wizard.

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

/** Fills all five steps with an eligible application and stops before Submit. */
async function fillEverything(page: Page, email: string) {
  const answers = { pin: "700001", dependents: "1", firstName: "Meera", lastName: "Iyer" };
  await reachContactStep(page, answers);
  await fillContact(page, { ...answers, email, phone: "+91 98765 43210" });
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

/** Waits until `probe` answers `want`, and fails the test with its last answer if it never does. */
async function becomes(probe: () => Promise<number>, want: number) {
  expect(await until(probe, (n) => n === want)).toBe(want);
}

/** A fresh profile with the wizard filled in for a new email, before Submit. */
async function startApplication(emailPrefix: string) {
  const context = await freshContext();
  const page = await openWizard(context);
  const email = uniqueEmail(emailPrefix);
  await fillEverything(page, email);
  return { context, page, email };
}

const queued = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "[]").length as number,
    OUTBOX_KEY,
  );

describe("wizard delivery when the network fails", () => {
  it("says it is saved on this device, then delivers exactly once when the connection returns", async () => {
    const { page, email } = await startApplication("offline");
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
    await becomes(() => countFor(email), 1);
    await page.getByText("Your application has now reached our team.").waitFor();
    await becomes(() => queued(page), 0);

    // Later visits find nothing left to send.
    await page.reload();
    await page.getByRole("progressbar").waitFor();
    await page.waitForTimeout(500);
    expect(await countFor(email)).toBe(1);
  });

  it("sends what was left queued on the next page load", async () => {
    const { context, page, email } = await startApplication("nextvisit");
    await page.route(API, (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("dialog", { name: "Saved on this device" }).waitFor();
    await page.close();
    expect(await countFor(email)).toBe(0);

    const later = await openWizard(context);
    await becomes(() => countFor(email), 1);
    await becomes(() => queued(later), 0);
  });

  it("never stores a lead twice when the answer, not the request, was lost", async () => {
    const { page, email } = await startApplication("lostanswer");
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
    await becomes(() => queued(page), 0);
    expect(await countFor(email)).toBe(1);
  });

  it("treats a 429 as not sent and retries it", async () => {
    const { page, email } = await startApplication("ratelimited");
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
    await becomes(() => countFor(email), 1);
  });
});

describe("wizard without JavaScript", () => {
  it("shows every question in one form and stores the lead", async () => {
    const context = await freshContext({ javaScriptEnabled: false });
    const page = await openPage(context, `${baseUrl}/eligibility-form?bank=hdfc`);
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
    // The whole form on one page, amounts typed with Indian grouping, consent not given yet.
    const answers = {
      worth: "50,00,000",
      borrow: "25,00,000",
      pin: "110001",
      dependents: "3",
      income: "12,00,000",
      living: "20,000",
      firstName: "Kiran",
      lastName: "Das",
      email,
      phone: "9876543210",
      consent: false,
    };
    await fillOnePageForm(page, answers);

    // Without consent: refused, answers kept, message next to the box.
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.locator('[id$="-consent-error"]').textContent()).toContain(
      "Please agree to be contacted and to the privacy notice to continue.",
    );
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    expect(await page.getByLabel("Property worth (₹)").inputValue()).toBe("50,00,000");
    expect(await group(page, L.applicant).getByLabel("Just me").isChecked()).toBe(true);
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
    const page = await openPage(context, `${baseUrl}/eligibility-form`);
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
    const radio = group(page, L.purpose).getByRole("radio").first();
    expect(await radio.getAttribute("aria-invalid")).toBe("true");
  });
});
