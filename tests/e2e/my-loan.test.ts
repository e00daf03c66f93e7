import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SAVED_LOAN_MESSAGES } from "../../app/domain/my-loan/saved-loan.ts";
import enErrors from "../../app/i18n/en/errors-my-loan.ts";
import enForms from "../../app/i18n/en/forms.ts";
import enLoanFile from "../../app/i18n/en/loan-file.ts";
import enMyLoan from "../../app/i18n/en/my-loan.ts";
import hiErrors from "../../app/i18n/hi/errors-my-loan.ts";
import hiForms from "../../app/i18n/hi/forms.ts";
import hiMyLoan from "../../app/i18n/hi/my-loan.ts";
import { registerAccount } from "../support/accounts.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { type BorrowerServer, startBorrowerServer } from "../support/borrower-server.ts";
import {
  loginThroughForm,
  openHydrated,
  openPage,
  seriousViolations,
  signedInAdminBrowser,
  suiteBrowsers,
} from "../support/browser.ts";
import { randomMobile } from "../support/db-query.ts";
import { waitFor } from "../support/smtp.ts";
import { codeFor, openTrack } from "../support/track-page.ts";

// My loan in Chromium (docs/product/my-loan.md "Pages"), in English and Hindi, on a server of the
// file's own whose mail goes to a real SMTP server and SMS to a signed webhook here: a borrower
// verifies the mobile on /my-loan with the code from the SMS, is refused field by field in the
// page's language, saves the worked loan, reads its outlook and the two charts; an admin adds a
// repo rate on /admin/benchmarks (a refusal beside its field first); the borrower's mail and SMS
// each get exactly one message, in the loan's language; the outlook shows the new rate; "Ask about
// moving this loan" reaches the team's callback list; the loan is deleted. axe on every page.

// Every test here is a whole journey through real pages, mail and SMS.
vi.setConfig({ testTimeout: 240_000 });
const browsers = suiteBrowsers({ noJs: true });
let b: BorrowerServer;
let admin: Awaited<ReturnType<typeof signedInAdminBrowser>>;

beforeAll(async () => {
  b = await startBorrowerServer("sqlite", { RATE_LIMIT_FACTOR: "20", MY_LOAN_NOTICES_MS: "1000" });
  admin = await signedInAdminBrowser(b.server.baseUrl);
}, 120_000);

afterAll(async () => {
  await admin?.close();
  await b?.stop();
});

type Lang = "en" | "hi";

function words(lang: Lang) {
  return {
    m: lang === "en" ? enMyLoan : hiMyLoan,
    f: lang === "en" ? enForms : hiForms,
    e: lang === "en" ? enErrors : hiErrors,
    prefix: lang === "en" ? "" : "/hi",
  };
}

/** Today in India, plus `days`, as YYYY-MM-DD (the server's clock is the real one). */
function istDay(days = 0, months = 0): string {
  const d = new Date(Date.now() + 330 * 60_000);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Answers the save-loan form's loan fields, in the form's order. */
async function fillLoan(
  form: Locator,
  w: ReturnType<typeof words>,
  [bank, rate, lastReset, resetEvery, outstanding, months]: [
    bank: string,
    rate: string,
    lastReset: string,
    resetEvery: string,
    outstanding: string,
    months: string,
  ],
) {
  await form.getByLabel(w.m["my-loan.form.bank"]).selectOption(bank);
  await form.getByLabel(w.m["my-loan.form.currentRate"]).fill(rate);
  await form.getByLabel(w.m["my-loan.form.lastReset"]).fill(lastReset);
  await form.getByLabel(w.m["my-loan.form.resetEvery"]).selectOption(resetEvery);
  await form.getByLabel(w.m["my-loan.form.outstanding"]).fill(outstanding);
  await form.getByLabel(w.m["my-loan.form.remainingMonths"]).fill(months);
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Everything but the verification codes that reached this mobile by SMS. */
const noticesBySms = (phone: string) =>
  b.sms.filter((s) => s.to === `+91${phone}` && !/\b\d{6}\b/.test(s.message));

describe.each([
  // The worked loan (docs/product/my-loan.md "The outlook"): spread 2.90 over repo 5.25; repo 5.00
  // → 7.90, EMI 26,068, 209 months. The Hindi run adds 4.75 a day later → 7.65.
  ["en", "5.00", 3, "7.90%"],
  ["hi", "4.75", 4, "7.65%"],
] as const)("/my-loan (%s)", (lang, repo, daysAhead, newRate) => {
  it("verify, save, read the outlook and charts, a new repo rate told once, ask about moving, delete", async () => {
    const w = words(lang);
    const phone = randomMobile();
    const email = uniqueEmail(`myloan-${lang}`);
    const base = b.server.baseUrl;

    // The mobile, verified with the code from the SMS.
    const page = await openHydrated(browsers.js, `${base}${w.prefix}/my-loan`);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    await page.getByRole("heading", { level: 1, name: w.m["my-loan.title"] }).waitFor();
    await expectAxeClean(page);
    await page.getByLabel(w.f["forms.mobile"], { exact: true }).fill(phone);
    await page.getByRole("button", { name: w.f["forms.otp.send"] }).click();
    await page.getByLabel(w.f["forms.otp.code"]).fill(await codeFor(b.sms, phone));
    await page.getByRole("button", { name: w.f["forms.otp.verify"], exact: true }).click();
    await page.getByTestId("my-loan-verified").waitFor();
    await expectAxeClean(page);

    // Bad input: refused field by field, in the page's language, nothing saved.
    const form = page.locator("section[aria-labelledby=save-loan]");
    await fillLoan(form, w, ["sbi", "8.15", istDay(0, -1), "3", "5", "216"]);
    await form.getByLabel(w.m["my-loan.form.email"]).fill(email);
    await form.getByRole("button", { name: w.m["my-loan.form.submit"] }).click();
    if (lang === "en") {
      expect(w.e["errors-my-loan.outstanding"]).toBe(SAVED_LOAN_MESSAGES.outstanding);
    }
    await page.getByText(w.e["errors-my-loan.outstanding"]).waitFor();
    await page.getByText(w.e["errors-my-loan.consent"]).waitFor();
    expect(await page.getByTestId("saved-loans").innerText()).toContain(w.m["my-loan.list.empty"]);
    await expectAxeClean(page);

    // The worked loan, saved: what was typed came back; the outlook and the two charts.
    await form.getByLabel(w.m["my-loan.form.outstanding"]).fill("30,00,000");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: w.m["my-loan.form.submit"] }).click();
    await page.getByTestId("my-loan-notice").getByText(w.m["my-loan.saved"]).waitFor();
    const loan = page.locator("article[data-testid^=saved-loan-]");
    expect(await loan.count()).toBe(1);
    // The Hindi loan is saved after the English run's 5.00 (not told: it was there before).
    const [before, beforeEmi] = lang === "en" ? ["8.15%", "₹26,522"] : ["7.90%", "₹26,068"];
    expect(await loan.getByTestId("rate-at-next-reset").innerText()).toBe(before);
    expect(await loan.getByTestId("keep-tenure").innerText()).toContain(beforeEmi);
    const balance = loan.locator("svg[data-chart^=chart-balance-]");
    await balance.locator("polyline[data-line=keep-tenure]").waitFor({ state: "attached" });
    await balance.locator("polyline[data-line=keep-emi]").waitFor({ state: "attached" });
    expect(await balance.locator("title").textContent()).toBe(w.m["my-loan.chart.balance.title"]);
    const repoChart = page.locator("svg[data-chart=chart-repo]");
    expect(await repoChart.locator("title").textContent()).toBe(w.m["my-loan.chart.repo.title"]);
    expect(await repoChart.locator("circle").count()).toBeGreaterThanOrEqual(5);
    await expectAxeClean(page);

    // An admin adds a repo rate: a bad one is refused beside its field, then the right one.
    const adminPage = await openHydrated(admin, `${base}/admin/benchmarks`);
    await adminPage.getByRole("heading", { name: "Add a repo rate" }).waitFor();
    await adminPage.getByLabel("Rate (% a year)").fill("99");
    await adminPage.getByLabel("Effective from").fill(istDay(daysAhead));
    await adminPage.getByLabel("Source (https address)").fill("https://www.rbi.org.in/x");
    await adminPage.getByRole("button", { name: "Add the rate" }).click();
    await adminPage
      .getByText("Enter a rate between 0.5 and 15, with at most 2 decimals.")
      .first()
      .waitFor();
    await adminPage.getByLabel("Rate (% a year)").fill(repo);
    await adminPage.getByRole("button", { name: "Add the rate" }).click();
    await adminPage.getByRole("status").getByText(`Repo rate ${repo}%`).waitFor();
    await adminPage
      .getByRole("cell", { name: `${repo}%` })
      .first()
      .waitFor();
    await expectAxeClean(adminPage);

    // The borrower is told once by mail and once by SMS, in the loan's language.
    const mail = await waitFor(() => b.smtp.received.find((m) => m.to.includes(email)), {
      what: "the benchmark_changed mail",
    });
    await waitFor(() => noticesBySms(phone)[0], { what: "the benchmark_changed SMS" });
    // Two sweeps later (the job runs every second here), still one of each.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(b.smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    const sms = noticesBySms(phone);
    expect(sms).toHaveLength(1);
    for (const part of [`${repo}%`, newRate, "/my-loan"]) {
      expect(sms[0]?.message).toContain(part);
      if (part !== "/my-loan") expect(mail?.text).toContain(part);
    }
    expect(sms[0]?.message).toContain(lang === "hi" ? "रेपो रेट" : "repo rate now");
    if (lang === "en")
      for (const part of ["₹26,068", "209"]) expect(sms[0]?.message).toContain(part);

    // The borrower looks again: the outlook reads the new rate.
    await page.getByRole("button", { name: w.m["my-loan.verify.refresh"] }).click();
    await expect.poll(() => loan.getByTestId("rate-at-next-reset").innerText()).toBe(newRate);

    // "Ask about moving this loan": the answer lists the loans again, with the new rate.
    const ask = loan.locator("section[aria-labelledby^=ask-]");
    await ask.getByLabel(w.f["forms.callback.name"]).fill("Asha Verma");
    await ask.getByLabel(w.f["forms.callback.city"]).fill("Pune");
    await ask.getByLabel(w.f["forms.callback.slot"]).selectOption("11:00-14:00");
    await ask.getByRole("checkbox").check();
    await ask.getByRole("button", { name: w.m["my-loan.ask.submit"] }).click();
    const done = await page.getByTestId("ask-done").innerText();
    const reference = /GS-[0-9A-Z]{8}/.exec(done)?.[0] ?? "";
    expect(reference).not.toBe("");
    expect(await loan.getByTestId("rate-at-next-reset").innerText()).toBe(newRate);
    if (lang === "en") {
      expect(await loan.getByTestId("keep-tenure").innerText()).toContain("₹26,068");
      expect(await loan.getByTestId("keep-emi").innerText()).toContain("209");
    }
    await expectAxeClean(page);
    const callbacks = await openHydrated(admin, `${base}/admin/callbacks`);
    await callbacks.getByRole("link", { name: reference }).click();
    expect(await callbacks.getByTestId("callback-saved-loan").innerText()).toContain(
      "State Bank of India",
    );

    // Delete: the loan is gone, and nothing more is told about it.
    await loan.locator("button[aria-label]").click();
    await page.getByTestId("my-loan-notice").getByText(w.m["my-loan.deleted"]).waitFor();
    expect(await page.locator("article[data-testid^=saved-loan-]").count()).toBe(0);
    await page.close();
    await adminPage.close();
    await callbacks.close();
  });
});

describe("/my-loan without JavaScript", () => {
  it("verifies the mobile, refuses bad input beside its field and saves the loan, all as plain forms", async () => {
    const w = words("en");
    const phone = randomMobile();
    const page = await openPage(browsers.noJs, `${b.server.baseUrl}/my-loan`);
    await page.getByLabel(w.f["forms.mobile"], { exact: true }).fill(phone);
    await page.getByRole("button", { name: w.f["forms.otp.send"] }).click();
    await page.getByLabel(w.f["forms.otp.code"]).fill(await codeFor(b.sms, phone));
    await page.getByRole("button", { name: w.f["forms.otp.verify"], exact: true }).click();
    await page.getByTestId("my-loan-verified").waitFor();

    const form = page.locator("section[aria-labelledby=save-loan]");
    await form.getByLabel(w.m["my-loan.form.bank"]).selectOption("hdfc");
    await form.getByLabel(w.m["my-loan.form.rateType"]).selectOption("other");
    await form.getByLabel(w.m["my-loan.form.currentRate"]).fill("9.5");
    await form.getByLabel(w.m["my-loan.form.outstanding"]).fill("₹25,00,000");
    await form.getByLabel(w.m["my-loan.form.remainingMonths"]).fill("999");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: w.m["my-loan.form.submit"] }).click();
    const months = page.getByLabel(w.m["my-loan.form.remainingMonths"]);
    expect(await months.getAttribute("aria-invalid")).toBe("true");
    await page.getByText(SAVED_LOAN_MESSAGES.remainingMonths).waitFor();
    // What was typed stays.
    expect(await page.getByLabel(w.m["my-loan.form.outstanding"]).inputValue()).toBe("₹25,00,000");
    await page.getByLabel(w.m["my-loan.form.remainingMonths"]).fill("240");
    await page.getByRole("checkbox").first().check();
    await page
      .locator("section[aria-labelledby=save-loan]")
      .getByRole("button", { name: w.m["my-loan.form.submit"] })
      .click();
    await page.getByTestId("my-loan-notice").getByText(w.m["my-loan.saved"]).waitFor();
    const loan = page.locator("article[data-testid^=saved-loan-]");
    await loan.getByText(w.m["my-loan.other"]).waitFor();
    await loan.locator("svg[data-chart^=chart-balance-] polyline").first().waitFor({
      state: "attached",
    });
    await page.close();
  });
});

describe("/account's My loan", () => {
  it.each(["en", "hi"] as const)(
    "a signed-in customer saves a loan with the account's mobile, no code (%s); axe clean",
    async (lang) => {
      const w = words(lang);
      const base = b.server.baseUrl;
      const email = uniqueEmail(`account-${lang}`);
      const password = "a long enough password";
      const mobile = randomMobile();
      await registerAccount(new ApiClient(base), {
        surname: "Verma",
        mobile,
        email,
        password,
      });
      const context = await browsers.launch();
      const page = await context.newPage();
      await loginThroughForm(page, base, email, password);
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.goto(`${base}${w.prefix}/account`);
      await page.waitForSelector("html[data-hydrated]");
      const section = page.getByTestId("account-my-loan");
      await section.getByRole("heading", { name: w.m["my-loan.account.heading"] }).waitFor();
      await fillLoan(section, w, ["icici", "8.5", istDay(0, -2), "6", "40,00,000", "180"]);
      await section.locator("section[aria-labelledby=save-loan]").getByRole("checkbox").check();
      await section.getByRole("button", { name: w.m["my-loan.form.submit"] }).click();
      await section.getByText(w.m["my-loan.saved"]).waitFor();
      await section.locator("article[data-testid^=saved-loan-]").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );
});

describe("who has my data", () => {
  it("lists a loan saved with the enquiry's mobile in the ledger on /track", async () => {
    const lead = await b.postLead();
    await b.propose(lead, "hdfc");
    // Verified on /track (one code: a second within 30 s would be refused), then a loan saved
    // with the same token; approving the bank posts the look-up again, which reads the ledger.
    const page = await openTrack(browsers.js, b.server.baseUrl, b.sms, lead, "en", true);
    const approve = page.getByRole("button", {
      name: enLoanFile["loan-file.approveLabel"].replace("{bank}", "HDFC Bank"),
    });
    await approve.waitFor();
    const token = await page.locator('input[name="otp_verification"]').first().inputValue();
    const saved = await new ApiClient(b.server.baseUrl).post("/api/my-loans", {
      phone: lead.phone,
      otp_verification: token,
      bank: "sbi",
      rate_type: "other",
      current_rate: 9,
      outstanding: 2_000_000,
      remaining_months: 180,
      consent: true,
    });
    expect(saved.status, saved.text).toBe(201);
    await approve.click();
    const ledger = page.getByTestId("ledger");
    await ledger
      .getByText(enLoanFile["loan-file.ledger.savedLoan"].replace("{bank}", "State Bank of India"))
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
