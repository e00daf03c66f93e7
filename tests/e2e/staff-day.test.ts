import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { promoteToStaff, registerAccount } from "../support/accounts.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import {
  launchBrowser,
  loginThroughForm,
  seriousViolations,
  signedInAdminBrowser,
} from "../support/browser.ts";
import { validLeadPayload } from "../support/lead-payload.ts";

// A staff member's day (docs/product/team.md "Roles"): signs in, sees only what the role allows,
// takes an unassigned lead, adds a note, sets a follow-up, and the dashboard's counts change. axe
// on the new admin pages.

const baseUrl = inject("baseUrl");
let browser: BrowserContext;
let page: Page;
let staffEmail = "";
const password = "a long enough password";
let leadId = 0;

async function goto(path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector("html[data-hydrated]");
}

async function figure(label: string): Promise<number> {
  const text = await page.locator("dl", { hasText: label }).locator("dd").first().textContent();
  return Number(text);
}

beforeAll(async () => {
  const admin = new ApiClient(baseUrl);
  await admin.login();
  staffEmail = uniqueEmail("staff");
  const staff = new ApiClient(baseUrl);
  await registerAccount(staff, {
    surname: "Officer",
    mobile: "9876543210",
    email: staffEmail,
    password,
  });
  const id = (await staff.login(staffEmail, password)).json.user.id;
  await promoteToStaff(admin, id);
  const lead = await new ApiClient(baseUrl).post(
    "/api/eligibility-applications",
    validLeadPayload({ first_name: "Day", last_name: "Lead", phone_number: "9123456789" }),
  );
  expect(lead.status).toBe(201);
  leadId = lead.json.id;
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe("a staff member's day", () => {
  it("signs in and sees only what the role allows", async () => {
    await loginThroughForm(page, baseUrl, staffEmail, password);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const name of ["Dashboard", "Leads", "Messages"]) {
      expect(await nav.getByRole("link", { name, exact: false }).count()).toBeGreaterThan(0);
    }
    for (const name of ["Users", "Banks", "SEO", "Outbox", "Access log", "Grievances"]) {
      expect(await nav.getByRole("link", { name, exact: true }).count()).toBe(0);
    }
    const seo = await page.goto(`${baseUrl}/admin/seo`);
    expect(seo?.status()).toBe(403);
    expect(seo?.headers()["cache-control"]).toContain("no-store");
  });

  it("takes an unassigned lead, adds a note, sets a follow-up; the dashboard counts change", async () => {
    await goto("/admin");
    const unassignedBefore = await figure("Unassigned leads");
    const overdueBefore = await figure("Overdue follow-ups");
    expect(unassignedBefore).toBeGreaterThan(0);

    await goto("/admin/eligibility?assigned=none");
    // Staff see contacts masked in the list.
    const row = page.locator("tr", { hasText: "Day Lead" });
    expect(await row.textContent()).toContain("******6789");
    expect(await row.textContent()).not.toContain("9123456789");
    await row.getByRole("link", { name: "Day Lead" }).click();
    await page.waitForURL((url) => url.pathname === `/admin/eligibility/${leadId}`);
    await page.getByRole("heading", { name: new RegExp(`Lead #${leadId}`) }).waitFor();
    // The detail shows the number in full.
    expect(await page.textContent("main")).toContain("9123456789");

    await page.getByRole("button", { name: "Take this lead" }).click();
    await page.getByText("You now have this lead.").waitFor();

    await page.getByLabel("Add a note").fill("Called at 11; sending the document list.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByRole("list", { name: "Notes" }).getByText("Called at 11").waitFor();
    expect(await page.getByRole("list", { name: "Notes" }).textContent()).toContain(staffEmail);

    const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Next follow-up").fill(past);
    await page.getByRole("button", { name: "Save follow-up" }).click();
    await page.getByText(`Follow-up set for ${past}.`).waitFor();

    await goto("/admin/eligibility?assigned=me");
    expect(await page.locator("tr", { hasText: "Day Lead" }).count()).toBe(1);
    await goto("/admin");
    expect(await figure("Unassigned leads")).toBe(unassignedBefore - 1);
    expect(await figure("Overdue follow-ups")).toBe(overdueBefore + 1);
  });

  it("the new and changed admin pages are axe clean at 360 and 1280 px", async () => {
    const adminBrowser = await signedInAdminBrowser(baseUrl);
    try {
      const adminPage = await adminBrowser.newPage();
      for (const width of [360, 1280]) {
        await adminPage.setViewportSize({ width, height: 900 });
        for (const path of [
          "/admin",
          "/admin/outbox",
          "/admin/access-log",
          "/admin/users",
          "/admin/eligibility",
          `/admin/eligibility/${leadId}`,
        ]) {
          await adminPage.goto(`${baseUrl}${path}`);
          await adminPage.waitForSelector("html[data-hydrated]");
          expect(await seriousViolations(adminPage), `${path} at ${width}px`).toEqual([]);
        }
      }
    } finally {
      await adminBrowser.close();
    }
  }, 300_000);
});
