import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatInr } from "../../app/domain/format.ts";
import enForms from "../../app/i18n/en/forms.ts";
import enOffers from "../../app/i18n/en/offers.ts";
import hiForms from "../../app/i18n/hi/forms.ts";
import hiOffers from "../../app/i18n/hi/offers.ts";
import { SNAPSHOT_INPUTS } from "../../scripts/lib/offer-snapshot.mjs";
import { ApiClient } from "../support/api-client.ts";
import { type BorrowerServer, startBorrowerServer } from "../support/borrower-server.ts";
import {
  allViolations,
  openHydrated,
  openPage,
  signedInAdminBrowser,
  suiteBrowsers,
} from "../support/browser.ts";
import { countIntl } from "../support/count-intl.ts";
import { openWithScriptsHeld } from "../support/held-scripts.ts";
import { codeFor, trackWords } from "../support/track-page.ts";
import { fillContact, openWizardAt, reachContactStep, submit } from "../support/wizard.ts";

// Fair offers in Chromium (docs/product/offers.md "Pages" and "Choosing a lender"), in English and
// Hindi, on a server of the file's own whose SMS go to a signed webhook here: a borrower fills
// /offers, sees every matching lender's card by APR, reads why Kotak did not match (a 300-month
// tenure; its policy lends for 240) and what would fit, verifies the mobile by OTP and chooses a
// lender for their enquiry; the admin lead page then shows that bank approved by the borrower, with
// the offer's figures.
// The same form without JavaScript up to the snapshot's page, a refusal that keeps what was typed,
// typing before the script starts, the links in from the wizard and the eligibility calculator,
// a snapshot page that builds no Intl formatter and loads no zod, and axe on every new page.

const SLOW = 240_000;
const browsers = suiteBrowsers({ noJs: true });
let b: BorrowerServer;
let baseUrl: string;

beforeAll(async () => {
  b = await startBorrowerServer("sqlite", { RATE_LIMIT_FACTOR: "20" });
  baseUrl = b.server.baseUrl;
}, 120_000);

afterAll(async () => {
  await b?.stop();
});

type Lang = "en" | "hi";

/** The words of the offers pages, from the catalogues they use. */
function words(lang: Lang) {
  const o = lang === "en" ? enOffers : hiOffers;
  const forms = lang === "en" ? enForms : hiForms;
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  return { o, forms, fill, prefix: lang === "en" ? "" : "/hi", track: trackWords(lang) };
}

/** The loan of the tests: Kotak (240 months at most) refuses 300 months; the others match. */
const LOAN = {
  loan_amount: "25,00,000",
  tenure_months: "300",
  property_value: "50,00,000",
  monthly_income: "1,00,000",
  age: "35",
};

const SNAPSHOT_PATH = /\/offers\/[A-Za-z0-9_-]{22}$/;

async function fillOffersForm(page: Page, lang: Lang) {
  const { o } = words(lang);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(o["offers.field.loanAmount"]).fill(LOAN.loan_amount);
  await field(o["offers.field.tenure"]).fill(LOAN.tenure_months);
  await field(o["offers.field.propertyValue"]).fill(LOAN.property_value);
  await field(o["offers.field.monthlyIncome"]).fill(LOAN.monthly_income);
  await field(o["offers.field.age"]).fill(LOAN.age);
  await field(o["offers.band.750-799"]).check();
  await field(o["offers.employment.salaried"]).check();
}

/** The snapshot as the API answers it, byte for byte what the page shows. */
async function snapshotOf(page: Page) {
  const id = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  const res = await new ApiClient(baseUrl).get(`/api/offers/${id}`);
  expect(res.status).toBe(200);
  return res.json as {
    id: string;
    offers: { bank: string; bank_name: string; apr: number; emi: number }[];
    not_matched: { bank: string; reasons: { code: string }[] }[];
  };
}

/** The cards' banks in the page's order, and their APRs as shown. */
async function cards(page: Page) {
  return page
    .getByTestId("offers")
    .locator("article")
    .evaluateAll((all) =>
      all.map((card) => ({
        bank: (card.getAttribute("data-testid") ?? "").replace(/^offer-/, ""),
        apr: Number.parseFloat(card.querySelector('[data-figure="apr"]')?.textContent ?? "NaN"),
      })),
    );
}

async function expectAxeClean(page: Page) {
  expect({ url: page.url(), violations: await allViolations(page) }).toEqual({
    url: page.url(),
    violations: [],
  });
}

describe.each(["en", "hi"] as const)("fair offers (%s)", (lang) => {
  it(
    "fill /offers, compare the cards, read why Kotak did not match, verify the mobile and choose a lender: the admin sees it approved",
    async () => {
      const w = words(lang);
      const lead = await b.postLead({ language: lang });
      const page = await openHydrated(browsers.js, `${baseUrl}${w.prefix}/offers`);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      await expectAxeClean(page);
      await fillOffersForm(page, lang);
      await page.getByRole("button", { name: w.o["offers.form.submit"] }).click();
      await page.waitForURL(SNAPSHOT_PATH);
      expect(new URL(page.url()).pathname.startsWith(`${w.prefix}/offers/`)).toBe(true);
      // The router moves the address first and renders the page it has loaded just after.
      await page.getByTestId("offers-count").waitFor();

      // Every offer of the snapshot, in its order (by APR), and nothing else.
      const snapshot = await snapshotOf(page);
      const shown = await cards(page);
      expect(shown.map((c) => c.bank)).toEqual(snapshot.offers.map((o) => o.bank));
      expect(shown.map((c) => c.apr)).toEqual(snapshot.offers.map((o) => o.apr));
      expect(shown.length).toBeGreaterThan(1);
      const aprs = shown.map((c) => c.apr);
      expect(aprs).toEqual([...aprs].sort((x, y) => x - y));
      const first = snapshot.offers[0];
      const card = page.getByTestId(`offer-${first.bank}`);
      await expect(
        card
          .getByRole("link", { name: w.fill(w.o["offers.card.kfs"], { bank: first.bank_name }) })
          .getAttribute("rel"),
      ).resolves.toBe("noopener noreferrer");

      // Kotak did not match: the reason with its figures, and the tenure that would fit.
      expect(snapshot.not_matched.map((n) => n.bank)).toEqual(["kotak"]);
      const kotak = page.getByTestId("not-matched-kotak");
      await kotak
        .getByText(w.fill(w.o["offers.reason.tenure_above_maximum"], { maximum: 240, tenure: 300 }))
        .waitFor();
      await kotak.getByText(w.fill(w.o["offers.fix.maxTenure"], { months: 240 })).waitFor();
      await page.getByTestId("snapshot-made").getByRole("link").waitFor();
      await expectAxeClean(page);

      // Choose the first offer from its card, name the enquiry and verify the mobile.
      await card
        .getByRole("link", { name: w.fill(w.o["offers.card.choose"], { bank: first.bank_name }) })
        .click();
      const choose = page.locator("#choose");
      await expect
        .poll(() => choose.locator(`input[name="bank"][value="${first.bank}"]`).isChecked())
        .toBe(true);
      await choose.getByLabel(w.forms["forms.reference"], { exact: true }).fill(lead.reference);
      await choose.getByLabel(w.forms["forms.mobile"], { exact: true }).fill(lead.phone);
      const before = b.sms.length;
      await choose.getByRole("button", { name: w.track.sendCode }).click();
      await expect.poll(() => b.sms.length).toBeGreaterThan(before);
      await choose.getByLabel(w.track.code).fill(await codeFor(b.sms, lead.phone));
      await choose.getByRole("button", { name: w.track.verify, exact: true }).click();
      await choose.getByText(w.forms["forms.otp.verified"]).waitFor();
      await expectAxeClean(page);
      await choose.getByRole("button", { name: w.o["offers.choose.submit"] }).click();
      await choose
        .getByRole("heading", {
          name: w.fill(w.o["offers.choose.done"], { bank: first.bank_name }),
        })
        .waitFor();
      await expectAxeClean(page);
      await page.close();

      // The lead now has that bank, approved by the borrower, with the offer chosen.
      const listed = await b.admin.get(
        `/api/eligibility-applications/${lead.id}/bank-applications`,
      );
      expect(listed.status).toBe(200);
      const applications = (Array.isArray(listed.json) ? listed.json : listed.json.items) as {
        bank: string;
        stage: string;
        offer_id: string | null;
      }[];
      expect(applications).toHaveLength(1);
      expect(applications[0]).toMatchObject({
        bank: first.bank,
        stage: "approved",
        offer_id: snapshot.id,
      });
      // The admin lead page shows the bank application, approved by the borrower, with the
      // offer's figures as the borrower saw them and the way to their snapshot.
      const staff = await signedInAdminBrowser(baseUrl);
      try {
        const admin = await openHydrated(staff, `${baseUrl}/admin/eligibility/${lead.id}`);
        const article = admin.getByRole("article", { name: first.bank_name });
        await article.waitFor();
        await article.getByText("Approved by borrower").first().waitFor();
        const chosen = article.getByRole("region", { name: "Chosen offer" });
        await expect(chosen.getByRole("link").getAttribute("href")).resolves.toBe(
          `/offers/${snapshot.id}`,
        );
        const figures = await chosen.innerText();
        expect(figures).toContain(`${first.apr}%`);
        expect(figures).toContain(formatInr(first.emi));
      } finally {
        await staff.close();
      }
    },
    SLOW,
  );

  it("/how-we-match: the method's version, every participating lender with its policy's date, axe clean", async () => {
    const w = words(lang);
    const page = await openHydrated(browsers.js, `${baseUrl}${w.prefix}/how-we-match`);
    await page.getByTestId("method-version").waitFor();
    const lenders = page.getByTestId("lenders").locator("li[data-testid^='lender-']");
    const banks = (await new ApiClient(baseUrl).get("/api/banks")).json as {
      slug: string;
      partner: boolean;
      offer_policy: unknown;
    }[];
    expect(await lenders.count()).toBe(banks.filter((x) => x.partner && x.offer_policy).length);
    await page.getByRole("link", { name: w.o["offers.method.partners"] }).waitFor();
    await expectAxeClean(page);
    await page.close();
  });
});

describe("without JavaScript", () => {
  it("the form posts, the browser is sent to the snapshot and its cards show", async () => {
    const page = await openPage(browsers.noJs, `${baseUrl}/offers`);
    await fillOffersForm(page, "en");
    await page.getByRole("button", { name: enOffers["offers.form.submit"] }).click();
    await page.waitForURL(SNAPSHOT_PATH);
    const snapshot = await snapshotOf(page);
    expect((await cards(page)).map((c) => c.bank)).toEqual(snapshot.offers.map((o) => o.bank));
    await page.getByTestId("not-matched-kotak").waitFor();
    // Choosing needs the mobile verified, which needs the script: the page says so, and a post
    // without a verification is answered as /track answers it, what was typed kept.
    await page.getByText(/Verifying your mobile needs JavaScript/).waitFor();
    const choose = page.locator("#choose");
    await choose.getByLabel(snapshot.offers[0].bank_name, { exact: false }).first().check();
    await choose.getByLabel("Reference", { exact: true }).fill("GS-7K2M9QX4");
    await choose.getByLabel("Mobile number", { exact: true }).fill("9876543210");
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await choose.getByRole("button", { name: enOffers["offers.choose.submit"] }).click();
    expect((await answer).status()).toBe(400);
    await page.getByText("Verify your mobile number with the code we send you first.").waitFor();
    expect(await page.getByLabel("Reference", { exact: true }).inputValue()).toBe("GS-7K2M9QX4");
    await page.close();
  });

  it("a refused post answers 400 with each field's message beside it and keeps what was typed", async () => {
    const page = await openPage(browsers.noJs, `${baseUrl}/hi/offers`);
    await page.getByLabel(hiOffers["offers.field.loanAmount"], { exact: true }).fill("₹25,00,000");
    await page.getByLabel(hiOffers["offers.field.tenure"], { exact: true }).fill("400");
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: hiOffers["offers.form.submit"] }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.locator("#offers-tenure_months-error").textContent()).resolves.toBe(
      "12 से 360 महीनों के बीच अवधि लिखें।",
    );
    await page.locator("#offers-property_value-error").waitFor();
    const loan = page.getByLabel(hiOffers["offers.field.loanAmount"], { exact: true });
    expect(await loan.inputValue()).toBe("₹25,00,000");
    expect(await loan.getAttribute("aria-invalid")).toBeNull();
    expect(
      await page
        .getByLabel(hiOffers["offers.field.tenure"], { exact: true })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    await page.close();
  });

  it("an unknown snapshot is the site's 404", async () => {
    const page = await browsers.noJs.newPage();
    const res = await page.goto(`${baseUrl}/offers/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "Page not found." }).waitFor();
    await page.close();
  });
});

describe("typed before the script starts", () => {
  it("/offers keeps every value and choice, and the post uses them", async () => {
    const { page, release } = await openWithScriptsHeld(browsers.js, `${baseUrl}/offers`);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await fillOffersForm(page, "en");
    await release();
    const field = (label: string) => page.getByLabel(label, { exact: true });
    expect(await field(enOffers["offers.field.loanAmount"]).inputValue()).toBe(LOAN.loan_amount);
    expect(await field(enOffers["offers.field.tenure"]).inputValue()).toBe(LOAN.tenure_months);
    expect(await field(enOffers["offers.field.age"]).inputValue()).toBe(LOAN.age);
    expect(await field(enOffers["offers.band.750-799"]).isChecked()).toBe(true);
    expect(await field(enOffers["offers.employment.salaried"]).isChecked()).toBe(true);
    await page.getByRole("button", { name: enOffers["offers.form.submit"] }).click();
    await page.waitForURL(SNAPSHOT_PATH);
    await page.getByTestId("offers-count").waitFor();
    const answers = await page.locator('[aria-labelledby="snapshot-inputs"]').innerText();
    expect(answers).toContain("₹25,00,000");
    expect(answers).toContain("300 months");
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("linked in with what the page knows", () => {
  it("the eligibility calculator hands over its figures to the form", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/calculators/eligibility`);
    const maxLoan = (await page.locator('[data-figure="max_loan"]').first().textContent()) ?? "";
    await page.getByTestId("eligibility-offers").click();
    await page.waitForURL((url) => url.pathname === "/offers");
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject({
      monthly_income: "100000",
      existing_emis: "0",
      property_value: "6000000",
      tenure_months: "240",
    });
    const field = (label: string) => page.getByLabel(label, { exact: true });
    expect(await field(enOffers["offers.field.loanAmount"]).inputValue()).toBe(
      maxLoan.replace("₹", ""),
    );
    expect(await field(enOffers["offers.field.tenure"]).inputValue()).toBe("240");
    expect(await field(enOffers["offers.field.monthlyIncome"]).inputValue()).toBe("1,00,000");
    await page.close();
  });

  it("the wizard's result links to the form with the loan, the property's worth and the tenure", async () => {
    const page = await openWizardAt(browsers.js, `${baseUrl}/eligibility-form`);
    await reachContactStep(page);
    await fillContact(page);
    await submit(page);
    const link = page.getByTestId("result-offers");
    await link.waitFor();
    const href = (await link.getAttribute("href")) ?? "";
    expect(Object.fromEntries(new URL(href, baseUrl).searchParams)).toEqual({
      loan_amount: "2500000",
      property_value: "5000000",
      tenure_months: "240",
    });
    await page.close();
  });
});

describe("a snapshot's page at load (docs/decisions/036-no-intl-and-no-zod-at-load.md)", () => {
  it.each(["", "/hi"])(
    "%s/offers/{id} builds no Intl formatter and loads no zod",
    async (prefix) => {
      const made = await new ApiClient(baseUrl).post("/api/offers", { inputs: SNAPSHOT_INPUTS });
      expect(made.status).toBe(201);
      const counted = await browsers.launch({ viewport: { width: 412, height: 823 } });
      await counted.addInitScript(countIntl);
      const page = await counted.newPage();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(`${baseUrl}${prefix}/offers/${made.json.id}`);
      await page.waitForSelector("html[data-hydrated]");
      await expect(
        page.evaluate(() => (window as unknown as { __intlCounts: object }).__intlCounts),
      ).resolves.toEqual({});
      for (const url of scripts) {
        const text = await page.evaluate(async (u) => (await fetch(u)).text(), url);
        expect(text.includes("ZodError"), url).toBe(false);
      }
      // A phone's width: axe finds nothing on the page as a phone shows it either.
      await expectAxeClean(page);
      await counted.close();
    },
  );
});
