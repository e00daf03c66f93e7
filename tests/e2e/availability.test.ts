import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { promoteToStaff, registerAccount } from "../support/accounts.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { launchBrowser, loginThroughForm, seriousViolations } from "../support/browser.ts";
import { randomMobile } from "../support/db-query.ts";
import { validLeadPayload } from "../support/lead-payload.ts";

// docs/product/speed-to-lead.md "Availability and automatic assignment" in Chromium: a staff
// member who sets themselves away with the admin header's toggle is given no new lead; one who
// is available is. Both are set away again at the end, so the other files' leads stay unassigned.

const baseUrl = inject("baseUrl");
const password = "a long enough password";
let browser: BrowserContext;
let page: Page;
let admin: ApiClient;
const staff: { id: number; email: string; client: ApiClient }[] = [];

async function newStaff() {
  const client = new ApiClient(baseUrl);
  const email = uniqueEmail("rota-e2e");
  await registerAccount(client, { surname: "Rota", mobile: "9876543210", email, password });
  const id = Number((await client.login(email, password)).json.user.id);
  await promoteToStaff(admin, id);
  // The session from before the promotion could only enrol in two-step sign-in.
  await client.login(email, password);
  return { id, email, client };
}

/** A new lead from the public API, and who the rotation gave it to. */
async function leadAssignee(): Promise<number | null> {
  const res = await new ApiClient(baseUrl).post(
    "/api/eligibility-applications",
    validLeadPayload({ phone_number: randomMobile() }),
  );
  expect(res.status).toBe(201);
  return (await admin.get(`/api/eligibility-applications/${res.json.id}`)).json.assigned_to;
}

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  await admin.login();
  staff.push(await newStaff(), await newStaff());
  for (const s of staff)
    expect((await s.client.patch("/api/me", { available: true })).status).toBe(200);
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  for (const s of staff) await s.client.patch("/api/me", { available: false });
  await browser?.close();
});

describe("the availability toggle in the admin header", () => {
  it("sets a staff member away: the next leads go to the one available, and back", async () => {
    const [away, other] = staff;
    await loginThroughForm(page, baseUrl, away.email, password);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.waitForSelector("html[data-hydrated]");
    const state = page.getByTestId("availability-state");
    expect(await state.textContent()).toContain("You are available");

    await page.getByRole("button", { name: "Set me away" }).click();
    await page.getByRole("button", { name: "Set me available" }).waitFor();
    expect(await state.textContent()).toContain("You are away");
    expect(page.url()).toBe(`${baseUrl}/admin`);
    expect((await away.client.get("/api/me")).json.user.available).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    expect([await leadAssignee(), await leadAssignee()]).toEqual([other.id, other.id]);

    // From another page, the toggle comes back to it.
    await page.goto(`${baseUrl}/admin/eligibility`);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: "Set me available" }).click();
    await page.getByRole("button", { name: "Set me away" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/eligibility");
    // Back in the rotation, and never given one, so first in turn.
    expect(await leadAssignee()).toBe(away.id);
  });
});
