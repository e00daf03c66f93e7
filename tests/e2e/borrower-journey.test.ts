import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { REFERENCE_PATTERN } from "../../app/domain/reference/reference.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import {
  launchBrowser,
  openHydrated,
  seriousViolations,
  suiteBrowsers,
} from "../support/browser.ts";
import { randomMobile } from "../support/db-query.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { reachContactStep } from "../support/wizard.ts";
import { requestCallback } from "./support-callback.ts";
import { suiteSmsServer } from "./support-sms-server.ts";

// The borrower's journey in Chromium (docs/product/borrower-journey.md "Mobile verification", issue
// 12), on a server of its own whose SMS provider is a signed webhook to a local receiver: the tests
// read the codes from there.

/** Each test walks several pages on a shared 2-core machine: generous. */
const SLOW = 240_000;

const suite = suiteSmsServer();
const browsers = suiteBrowsers();
let baseUrl: string;
let admin: ApiClient;

beforeAll(async () => {
  baseUrl = suite.baseUrl;
  admin = new ApiClient(baseUrl);
  await admin.login();
});

/** Send code → read it from the receiver → Verify, inside `scope` (a form or the page). */
async function verifyPhone(page: Page, phone: string) {
  await page.getByRole("button", { name: "Send code" }).click();
  const code = await suite.codeFor(phone);
  await page.getByLabel("Code from the SMS").fill(code);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await page.getByText("Mobile number verified.").waitFor();
}

/** A new enquiry from `first_name last_name`, by the JSON call, with a mobile of its own. */
async function postLead(first_name: string, last_name: string) {
  const phone = randomMobile();
  const lead = await new ApiClient(baseUrl).post(
    "/api/eligibility-applications",
    validLeadPayload({ first_name, last_name, phone_number: phone }),
  );
  return { id: lead.json.id as number, reference: lead.json.reference as string, phone };
}

describe("references, verification and the wizard", { timeout: SLOW }, () => {
  it("verifies the mobile on the contact step; the modal's reference is the one on /account and in the admin list", async () => {
    // A signed-in customer, so the application shows on /account.
    const email = uniqueEmail("journey");
    const customer = new ApiClient(baseUrl);
    expect(
      (
        await customer.post("/api/register", {
          surname: "Rao",
          mobile: "9876501234",
          email,
          password: "journey-password-1",
        })
      ).status,
    ).toBe(201);
    await customer.login(email, "journey-password-1");
    const context = await launchBrowser();
    try {
      const [name, value] = customer.cookie.split("=");
      await context.addCookies([{ name, value, url: baseUrl }]);
      const page = await openHydrated(context, `${baseUrl}/eligibility-form`);
      await page.getByRole("progressbar").waitFor();
      await reachContactStep(page);
      const phone = randomMobile();
      await page.getByLabel("First name").fill("Asha");
      await page.getByLabel("Last name").fill("Rao");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Phone number").fill(phone);
      await page.getByLabel(/I agree to be contacted/).check();
      await verifyPhone(page, phone);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Submit", exact: true }).click();

      const dialog = page.getByRole("dialog");
      await dialog.getByTestId("modal-reference").waitFor();
      const reference = (await dialog.getByTestId("modal-reference").textContent()) ?? "";
      expect(reference).toMatch(REFERENCE_PATTERN);

      await page.goto(`${baseUrl}/account`);
      await page.getByText(reference).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const adminPage = await openHydrated(
        suite.staff,
        `${baseUrl}/admin/eligibility?q=${reference.toLowerCase()}`,
      );
      const row = adminPage.getByRole("row").filter({ hasText: reference });
      await row.waitFor();
      expect(await row.innerText()).toContain("(verified)");
      await adminPage.close();
    } finally {
      await context.close();
    }
  });
});

describe("callback requests", { timeout: SLOW }, () => {
  it("a request from a bank page is stored with the bank and listed for the admin", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/loan/sbi`);
    const form = page.getByRole("form", { name: /Request a callback about/ });
    await form.scrollIntoViewIfNeeded();
    // Refused first: no slot, no consent; the messages are next to the fields.
    await form.getByLabel("Name").fill("Vikram Shah");
    await form.getByLabel("Mobile number").fill("12345");
    await form.getByLabel("City").fill("Mumbai");
    await form.getByRole("button", { name: "Request a callback" }).click();
    await page.getByText("Enter a 10-digit Indian mobile number").waitFor();
    // Sent again with the number in another common format, a slot and consent.
    const reference = await requestCallback(
      page,
      { name: "Vikram Shah", phone: `+91 ${randomMobile()}`, city: "Mumbai" },
      form,
    );

    const adminPage = await openHydrated(suite.staff, `${baseUrl}/admin/callbacks`);
    const row = adminPage.getByRole("row").filter({ hasText: reference });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain("Vikram Shah");
    expect(text).toContain("SBI");
    expect(text).toContain("2 pm – 5 pm");
    expect(await seriousViolations(adminPage)).toEqual([]);
    // The admin moves it on; the status is saved.
    await row.getByLabel(`Status of ${reference}`).selectOption("contacted");
    await row.getByRole("button", { name: /Save/ }).click();
    await expect
      .poll(async () => {
        const list = await admin.get("/api/callback-requests");
        return list.json.find((r: { reference: string }) => r.reference === reference)?.status;
      })
      .toBe("contacted");
    await adminPage.close();
  });
});

describe("tracking", { timeout: SLOW }, () => {
  it("shows the status and history after an admin changes the status", async () => {
    const { id, reference, phone } = await postLead("Meera", "Hidden-Surname");
    // The admin changes the status in the admin detail page.
    const adminPage = await openHydrated(suite.staff, `${baseUrl}/admin/eligibility/${id}`);
    await adminPage.getByLabel("Status", { exact: true }).selectOption("contacted");
    await adminPage.getByRole("button", { name: "Update status" }).click();
    await adminPage.getByLabel("Status history").getByText("Contacted").waitFor();
    await adminPage.close();

    const page = await openHydrated(browsers.js, `${baseUrl}/track`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Reference").fill("gs-00000000");
    await page.getByLabel("Mobile number").fill(phone);
    await page.getByRole("button", { name: "Track" }).click();
    await page.getByText("No enquiry matches that reference and mobile number.").waitFor();

    await page.getByLabel("Reference").fill(reference);
    await page.getByRole("button", { name: "Track" }).click();
    await page.getByTestId("track-status").waitFor();
    expect(await page.getByTestId("track-status").textContent()).toBe("Contacted");
    const result = page.getByRole("region", { name: /your application/ });
    const text = await result.innerText();
    expect(text).toContain("Meera");
    expect(text).toContain("Received");
    expect(text).not.toContain("Hidden-Surname");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe("in Hindi", () => {
  it("the code asked for on a /hi page comes by SMS in Hindi and verifies there", async () => {
    const phone = randomMobile();
    const page = await openHydrated(browsers.js, `${baseUrl}/hi/callback-request`);
    await page.locator('main form input[name="phone"]').fill(phone);
    await page.getByRole("button", { name: "कोड भेजें" }).click();
    const code = await suite.codeFor(phone);
    const sms = suite.inbox.filter((m) => m.to === `+91${phone}`).at(-1);
    expect(sms?.message).toBe(`${code} आपका GharSetu कोड है, 10 मिनट तक मान्य। इसे किसी को न बताएँ।`);
    await page.getByLabel("SMS में आया कोड").fill(code);
    await page.getByRole("button", { name: "वेरिफ़ाई करें", exact: true }).click();
    await page.getByText("मोबाइल नंबर वेरिफ़ाई हो गया।").waitFor();
    await page.close();
  });
});

describe("withdrawing consent", { timeout: SLOW }, () => {
  it("withdraws from /privacy with the code; the admin detail then shows no name", async () => {
    const { id, reference, phone } = await postLead("Farah", "Khan-Withdraws");
    const page = await openHydrated(browsers.js, `${baseUrl}/privacy`);
    await page.getByRole("link", { name: "Withdraw consent", exact: true }).first().click();
    await page.getByLabel("Reference").fill(reference);
    await page.getByLabel("Mobile number").fill(phone);
    await verifyPhone(page, phone);
    await page.getByRole("button", { name: "Withdraw consent" }).click();
    await page.getByText("Your consent is withdrawn.", { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const adminPage = await openHydrated(suite.staff, `${baseUrl}/admin/eligibility/${id}`);
    const heading = await adminPage.getByRole("heading", { level: 1 }).innerText();
    expect(heading.trim()).toBe(`Lead #${id}`);
    const body = await adminPage.locator("main").innerText();
    expect(body).not.toContain("Farah");
    expect(body).not.toContain("Khan-Withdraws");
    expect(body).toContain("Consent withdrawn");
    await adminPage.close();
  });
});

describe("accessibility of the new pages", { timeout: SLOW }, () => {
  const cases = [360, 1280].flatMap((width) =>
    ["/track", "/privacy#withdraw", "/callback-request", "/"].map((path) => [path, width] as const),
  );
  it.each(cases)("axe finds nothing serious on %s at %i px", async (path, width) => {
    const context = await launchBrowser({ viewport: { width, height: 900 } });
    try {
      const page = await openHydrated(context, `${baseUrl}${path}`);
      expect(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
