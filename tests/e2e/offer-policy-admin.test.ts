import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import { openHydrated, seriousViolations, signedInAdminBrowser } from "../support/browser.ts";

// The lending policy on the bank's admin page (docs/product/offers.md "Lending policies"): every
// field labelled and grouped, a refusal beside its own field with nothing saved, a saved change
// that the borrowers' offers use at once, and unticking "Takes part" leaving the bank out. The
// bank's policy is put back afterwards: other files read the seeded lenders.

const baseUrl = inject("baseUrl");
const SLUG = "idfc";
let admin: ApiClient;
let context: BrowserContext;
let page: Page;
let kept: Record<string, unknown>;

const INPUTS = {
  loan_amount: 3_000_000,
  tenure_months: 240,
  property_value: 4_000_000,
  monthly_income: 150_000,
  existing_emis: 0,
  credit_score_band: "750-799",
  age: 35,
  employment: "salaried",
};

async function offerOf(slug: string) {
  const res = await new ApiClient(baseUrl).post("/api/offers", { inputs: INPUTS });
  expect(res.status).toBe(201);
  return {
    offer: res.json.offers.find((o: { bank: string }) => o.bank === slug),
    listed: [...res.json.offers, ...res.json.not_matched].some(
      (x: { bank: string }) => x.bank === slug,
    ),
  };
}

beforeAll(async () => {
  admin = new ApiClient(baseUrl);
  await admin.login();
  kept = (await admin.get(`/api/banks/${SLUG}`)).json;
  context = await signedInAdminBrowser(baseUrl);
  page = await openHydrated(context, `${baseUrl}/admin/banks/${SLUG}`);
});

afterAll(async () => {
  await admin.put(`/api/banks/${SLUG}`, kept);
  await context?.close();
});

describe("the lending policy on the bank's admin page", () => {
  it("shows every field of the policy, labelled and grouped, axe clean", async () => {
    const panel = page
      .getByRole("region", { name: /Lending policy/ })
      .or(page.locator("section", { has: page.getByRole("heading", { name: /Lending policy/ }) }));
    await panel.first().waitFor();
    for (const label of [
      "800+ (800 or above)",
      "750-799 (750 to 799)",
      "Minimum net monthly income (₹)",
      "Maximum FOIR (% of income all EMIs may take)",
      "Maximum LTV (% of the property's value)",
      "Smallest loan (₹)",
      "Largest loan (₹)",
      "Longest tenure (months)",
      "Oldest age at the loan's end (years)",
      "Processing fee (% of the loan)",
      "Processing fee at least (₹)",
      "Processing fee at most (₹)",
      "Other one-off charges (₹)",
      "Penal charges (shown with each offer)",
      "Key Fact Statement or terms (https address)",
    ]) {
      expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
    }
    for (const group of ["Limits", "Fees", "Whom it lends to"]) {
      expect(await page.getByRole("group", { name: group }).count(), group).toBe(1);
    }
    expect(await page.getByLabel("750-799 (750 to 799)").inputValue()).toBe(
      String((kept.offer_policy as { rates: Record<string, number> }).rates["750-799"]),
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("puts each refusal beside its field and saves nothing", async () => {
    await page.getByLabel("750-799 (750 to 799)").fill("30");
    await page.getByLabel("Key Fact Statement or terms (https address)").fill("http://example.com");
    await page.getByRole("button", { name: "Save bank" }).click();
    const rate = page.getByLabel("750-799 (750 to 799)");
    await expect.poll(() => rate.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await rate.getAttribute("aria-describedby")) ?? "";
    const message = await page.locator(`#${describedBy.split(" ").at(-1)}`).innerText();
    expect(message).toMatch(/Rate for 750-799 must be between 0.1 and 25/);
    await page
      .getByText("Key Fact Statement address must be an https:// address.")
      .first()
      .waitFor();
    expect((await admin.get(`/api/banks/${SLUG}`)).json.offer_policy).toEqual(kept.offer_policy);
  });

  it("saves a new rate, which the next borrower's offer uses, and dates the change", async () => {
    await page.getByLabel("750-799 (750 to 799)").fill("8.05");
    await page
      .getByLabel("Key Fact Statement or terms (https address)")
      .fill("https://example.com/idfc-kfs");
    const saved = page.waitForResponse(
      (res) => res.request().method() === "POST" && res.url().includes(`/admin/banks/${SLUG}`),
    );
    await page.getByRole("button", { name: "Save bank" }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText("IDFC FIRST Bank saved.", { exact: false }).waitFor();
    const bank = (await admin.get(`/api/banks/${SLUG}`)).json;
    expect(bank.offer_policy.rates["750-799"]).toBe(8.05);
    expect(bank.offer_policy.kfs_url).toBe("https://example.com/idfc-kfs");
    expect(bank.policy_updated_at > String(kept.policy_updated_at)).toBe(true);
    const { offer } = await offerOf(SLUG);
    expect(offer).toMatchObject({ rate: 8.05, kfs_url: "https://example.com/idfc-kfs" });
  });

  it("leaves the bank out of the offers once 'Takes part' is unticked", async () => {
    await page.getByLabel(/Takes part in the offers with this policy/).uncheck();
    // The success message of the last save is still on the page: wait for this save's answer.
    const saved = page.waitForResponse(
      (res) => res.request().method() === "POST" && res.url().includes(`/admin/banks/${SLUG}`),
    );
    await page.getByRole("button", { name: "Save bank" }).click();
    expect((await saved).status()).toBe(200);
    expect((await admin.get(`/api/banks/${SLUG}`)).json.offer_policy).toBeNull();
    expect((await offerOf(SLUG)).listed).toBe(false);
  });
});
