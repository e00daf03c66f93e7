import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { GRIEVANCE_REFERENCE_PATTERN } from "../../app/domain/reference/reference.ts";
import errorsFormsEn from "../../app/i18n/en/errors-forms.ts";
import errorsGrievanceEn from "../../app/i18n/en/errors-grievance.ts";
import grievanceEn from "../../app/i18n/en/grievance.ts";
import partnersEn from "../../app/i18n/en/partners.ts";
import errorsFormsHi from "../../app/i18n/hi/errors-forms.ts";
import errorsGrievanceHi from "../../app/i18n/hi/errors-grievance.ts";
import grievanceHi from "../../app/i18n/hi/grievance.ts";
import partnersHi from "../../app/i18n/hi/partners.ts";
import { allViolations, openHydrated, suiteAdmin, suiteBrowsers } from "../support/browser.ts";
import { queryDb, randomMobile } from "../support/db-query.ts";
import { baseUrl, databaseUrl, dialect } from "../support/injected.ts";
import { englishTextsOf } from "./support-hindi.ts";

// docs/product/borrower-view.md "Grievances" and "Partners and how we are paid" in Chromium, in
// English and in Hindi: the grievance form with and without JavaScript, the partner banks, and axe
// (every impact, best practices included) on both pages.

const browsers = suiteBrowsers({ noJs: true });
const admin = suiteAdmin(baseUrl);

/** English catalogue texts of these pages that differ in Hindi: none may show on a Hindi page. */
const ENGLISH = englishTextsOf([
  [grievanceEn, grievanceHi],
  [partnersEn, partnersHi],
  [errorsFormsEn, errorsFormsHi],
  [errorsGrievanceEn, errorsGrievanceHi],
]);

async function visibleEnglish(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return ENGLISH.filter((english) => text.includes(english));
}

async function storedGrievance(reference: string) {
  const [row] = await queryDb<{ phone: string; language: string; text: string }>(
    dialect,
    databaseUrl,
    "SELECT phone, language, text FROM grievances WHERE reference = ?",
    [reference],
  );
  return row;
}

/**
 * Sends the form with `button` and expects it refused in place: each field's message next to it,
 * the first one waited for (the messages show after the answer).
 */
async function sendRefused(page: Page, button: string, messages: Record<string, string>) {
  await page.getByRole("button", { name: button }).click();
  const [[first, message], ...others] = Object.entries(messages);
  await expect.poll(() => page.locator(`#grievance-${first}-error`).textContent()).toBe(message);
  for (const [field, text] of others) {
    expect(await page.locator(`#grievance-${field}-error`).innerText()).toBe(text);
  }
}

/** Sends the form with `button`; returns the grievance reference the page then shows. */
async function sendAccepted(page: Page, button: string): Promise<string> {
  await page.getByRole("button", { name: button }).click();
  const reference = await page.getByTestId("grievance-reference").innerText();
  expect(reference).toMatch(GRIEVANCE_REFERENCE_PATTERN);
  return reference;
}

describe("/grievance", () => {
  it("names the officer, points to the RBI after 30 days, refuses bad input in place and shows the reference", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/grievance`);
    try {
      await expect(page.locator("h1").innerText()).resolves.toBe("Grievance redressal");
      expect(await page.getByRole("link", { name: "cms.rbi.org.in" }).getAttribute("href")).toBe(
        "https://cms.rbi.org.in",
      );
      expect(await page.getByTestId("grievance-officer-name").innerText()).toBe(
        "Grievance Officer, GharSetu",
      );
      expect(await allViolations(page)).toEqual([]);

      await page.getByLabel("Mobile number").fill("12345");
      await page.getByLabel("What went wrong?").fill("The bank called me at 10 pm.");
      await sendRefused(page, "Send grievance", {
        phone: "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
        consent: "Please agree to the privacy notice so that we can look into your grievance.",
      });
      // Focus goes to the first field to fix; the page with its messages passes axe too.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("grievance-phone");
      expect(await allViolations(page)).toEqual([]);

      const phone = randomMobile();
      await page.getByLabel("Mobile number").fill(phone);
      await page.getByLabel("E-mail (optional)").fill("e2e-grievance@example.test");
      await page.getByLabel(/I agree that GharSetu uses these details/).check();
      const reference = await sendAccepted(page, "Send grievance");
      await expect(page.locator("h2#grievance-done").innerText()).resolves.toBe(
        "Grievance received",
      );
      expect(await storedGrievance(reference)).toMatchObject({ phone, language: "en" });
      expect(await allViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("works without JavaScript: the form posts to the page, which shows the reference", async () => {
    const page = await browsers.noJs.newPage();
    try {
      await page.goto(`${baseUrl}/grievance`);
      const phone = randomMobile();
      await page.getByLabel("Mobile number").fill(phone);
      await page.getByLabel("What went wrong?").fill("Sent without JavaScript.");
      await page.getByLabel(/I agree that GharSetu uses these details/).check();
      const reference = await sendAccepted(page, "Send grievance");
      expect(await storedGrievance(reference)).toMatchObject({ phone });
    } finally {
      await page.close();
    }
  });

  it("/hi/grievance: Hindi labels and messages, the reference, and no English left", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/hi/grievance`);
    try {
      expect(await page.locator("html").getAttribute("lang")).toBe("hi");
      await expect(page.locator("h1").innerText()).resolves.toBe("शिकायत निवारण");
      expect(await page.locator("form").getAttribute("action")).toBe("/hi/grievance");
      expect(await allViolations(page)).toEqual([]);
      await page.getByLabel("मोबाइल नंबर").fill("12345");
      await sendRefused(page, "शिकायत भेजें", {
        text: "कृपया बताएँ कि क्या गड़बड़ हुई।",
        phone: "6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर डालें।",
      });
      expect(await visibleEnglish(page)).toEqual([]);

      await page.getByLabel("मोबाइल नंबर").fill(randomMobile());
      await page.getByLabel("क्या गड़बड़ हुई?").fill("बैंक ने रात 10 बजे फ़ोन किया।");
      await page.getByLabel(/मैं सहमत हूँ/).check();
      const reference = await sendAccepted(page, "शिकायत भेजें");
      expect(await storedGrievance(reference)).toMatchObject({
        language: "hi",
        text: "बैंक ने रात 10 बजे फ़ोन किया।",
      });
      expect(await visibleEnglish(page)).toEqual([]);
      expect(await allViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("/partners", () => {
  const partnerLinks = (page: Page) =>
    page.getByTestId("partner-banks").getByRole("link").allInnerTexts();

  it("lists the partner banks, in English and in Hindi, and follows the admin's flag", async () => {
    const idfc = (await admin.get("/api/banks/idfc")).json as Record<string, unknown>;
    const { slug: _slug, ...body } = idfc;
    const page = await openHydrated(browsers.js, `${baseUrl}/partners`);
    try {
      await expect(page.locator("h1").innerText()).resolves.toBe(
        "Our partners and how we are paid",
      );
      expect(await partnerLinks(page)).toContain("State Bank of India");
      expect(await partnerLinks(page)).toContain(String(idfc.name));
      expect(await page.locator("main").innerText()).toContain(
        "The lender pays us a fee when it disburses a loan that came to it through us.",
      );
      expect(await allViolations(page)).toEqual([]);

      expect((await admin.put("/api/banks/idfc", { ...body, partner: false })).status).toBe(200);
      await page.reload();
      await page.waitForSelector("html[data-hydrated]");
      expect(await partnerLinks(page)).not.toContain(String(idfc.name));

      await page.goto(`${baseUrl}/hi/partners`);
      await page.waitForSelector("html[data-hydrated]");
      await expect(page.locator("h1").innerText()).resolves.toBe(
        "हमारे पार्टनर और हमें पैसा कैसे मिलता है",
      );
      expect(await partnerLinks(page)).toContain("State Bank of India");
      expect(await partnerLinks(page)).not.toContain(String(idfc.name));
      expect(
        await page.getByTestId("partner-banks").getByRole("link").first().getAttribute("href"),
      ).toMatch(/^\/hi\/loan\//);
      expect(await visibleEnglish(page)).toEqual([]);
      expect(await allViolations(page)).toEqual([]);
    } finally {
      await admin.put("/api/banks/idfc", { ...body, partner: true });
      await page.close();
    }
  });

  it("is linked from every page's footer, with /grievance, in both languages", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/`);
    try {
      const footer = page.locator("footer");
      expect(await footer.getByRole("link", { name: "Grievances" }).getAttribute("href")).toBe(
        "/grievance",
      );
      await footer.getByRole("link", { name: "Our partners and how we are paid" }).click();
      await page.waitForURL(`${baseUrl}/partners`);
      await page.goto(`${baseUrl}/hi`);
      await page.waitForSelector("html[data-hydrated]");
      expect(
        await page.locator("footer").getByRole("link", { name: "शिकायत" }).getAttribute("href"),
      ).toBe("/hi/grievance");
    } finally {
      await page.close();
    }
  });
});
