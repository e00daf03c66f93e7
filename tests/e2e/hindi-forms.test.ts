import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { REFERENCE_PATTERN } from "../../app/domain/reference/reference.ts";
import authEn from "../../app/i18n/en/auth.ts";
import errorsEn from "../../app/i18n/en/errors-forms.ts";
import formsEn from "../../app/i18n/en/forms.ts";
import authHi from "../../app/i18n/hi/auth.ts";
import errorsHi from "../../app/i18n/hi/errors-forms.ts";
import formsHi from "../../app/i18n/hi/forms.ts";
import { openHydrated, suiteBrowsers } from "../support/browser.ts";
import { randomMobile } from "../support/db-query.ts";
import { englishTextsOf } from "./support-hindi.ts";

// The callback, tracking, withdrawal, sign-in and registration forms in Hindi
// (docs/product/borrower-journey.md and docs/product/pages.md): Hindi labels and messages, the same
// fields and values, localized form actions.

const baseUrl = inject("baseUrl");
const browsers = suiteBrowsers();

/** English texts of our catalogues that differ in Hindi: none may show on a Hindi page. */
const ENGLISH = englishTextsOf([
  [formsEn, formsHi],
  [authEn, authHi],
  [errorsEn, errorsHi],
]);

async function visibleEnglish(page: Page): Promise<string[]> {
  const lines = await page.evaluate(() => {
    const attrs = [
      ...document.querySelectorAll("[aria-label],[placeholder],[title],[alt]"),
    ].flatMap((el) =>
      ["aria-label", "placeholder", "title", "alt"].map((a) => el.getAttribute(a) ?? ""),
    );
    return [...document.body.innerText.split("\n"), ...attrs].map((line) => line.trim());
  });
  const text = lines.join("\n");
  // One word ("Bank") counts only as a whole line: it is also part of bank names.
  return ENGLISH.filter((english) =>
    english.includes(" ") ? text.includes(english) : lines.includes(english),
  );
}

/** The track and withdrawal forms' answer to a reference and number that match nothing. */
const NOT_FOUND = "इस रेफ़रेंस नंबर और मोबाइल नंबर से कोई पूछताछ नहीं मिली।";

/**
 * Opens `path` hydrated, checks its h1, takes the `steps`, then checks no English text is left on
 * screen; closes the page either way.
 */
async function onHindiPage(path: string, h1: string, steps: (page: Page) => Promise<void>) {
  const page = await openHydrated(browsers.js, `${baseUrl}${path}`);
  try {
    await expect(page.locator("h1").innerText()).resolves.toBe(h1);
    await steps(page);
    expect(await visibleEnglish(page)).toEqual([]);
  } finally {
    await page.close();
  }
}

describe("Hindi forms", () => {
  it("requests a callback from /hi/callback-request with Hindi labels and messages", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/hi/callback-request`);
    try {
      expect(await page.locator("html").getAttribute("lang")).toBe("hi");
      await expect(page.locator("h1").innerText()).resolves.toBe("कॉल बैक का अनुरोध करें");
      const form = page.locator("form[aria-labelledby]");
      expect(await form.getAttribute("action")).toBe("/hi/callback-request");
      await page.getByLabel("नाम", { exact: true }).fill("Asha");
      await page.getByLabel("मोबाइल नंबर").fill("12345");
      await page.getByLabel("शहर").fill("Pune");
      await page.getByLabel("कॉल के लिए सही समय (IST)").selectOption("11:00-14:00");
      // The slot's value stays the English form value; its label is Hindi.
      expect(await page.locator("option[value='11:00-14:00']").innerText()).toBe(
        "सुबह 11 – दोपहर 2 बजे",
      );
      await page.getByLabel(/होम लोन के बारे में मुझे इस नंबर पर कॉल/).check();
      expect(await form.getByRole("link", { name: "निजता सूचना" }).getAttribute("href")).toBe(
        "/hi/privacy",
      );
      await page.getByRole("button", { name: "कॉल बैक का अनुरोध करें" }).click();
      await page.getByText("6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर डालें।").waitFor();
      expect(await visibleEnglish(page)).toEqual([]);

      await page.getByLabel("मोबाइल नंबर").fill(randomMobile());
      await page.getByRole("button", { name: "कॉल बैक का अनुरोध करें" }).click();
      const reference = page.getByTestId("callback-reference");
      await reference.waitFor();
      expect(await reference.innerText()).toMatch(REFERENCE_PATTERN);
      await page.getByText("कॉल बैक का अनुरोध मिल गया").waitFor();
      await page.getByText(/धन्यवाद! आपके चुने हुए समय पर हम आपको कॉल करेंगे/).waitFor();
      expect(await visibleEnglish(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it("shows the Hindi not-found message on /hi/track for a wrong reference", async () => {
    await onHindiPage("/hi/track", "अपनी पूछताछ की स्थिति देखें", async (page) => {
      await page.getByLabel("रेफ़रेंस नंबर").fill("GS-ZZZZZZZZ");
      await page.getByLabel("मोबाइल नंबर").fill("9876543210");
      await page.getByRole("button", { name: "स्थिति देखें" }).click();
      await page.getByText(NOT_FOUND).waitFor();
      expect(new URL(page.url()).pathname).toBe("/hi/track");
    });
  }, 60_000);

  it("answers /hi/track in Hindi without JavaScript", async () => {
    const res = await fetch(`${baseUrl}/hi/track`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ reference: "GS-ZZZZZZZZ", phone: "9876543210" }),
    });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(NOT_FOUND);
    expect(html).toContain('action="/hi/track"');
  });

  it("shows the privacy notice and the withdrawal form in Hindi", async () => {
    await onHindiPage("/hi/privacy", "निजता सूचना", async (page) => {
      await page.getByRole("heading", { name: "7. सहमति वापस लें" }).waitFor();
      await page.getByText(/डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023/).waitFor();
      const form = page.locator("form[aria-labelledby='withdraw']");
      expect(await form.getAttribute("action")).toBe("/hi/privacy#withdraw");
      await form.getByLabel("रेफ़रेंस नंबर").fill("GS-ZZZZZZZZ");
      await form.getByLabel("मोबाइल नंबर").fill("9876543210");
      await form.getByRole("button", { name: "सहमति वापस लें" }).click();
      await page.getByText(NOT_FOUND).waitFor();
    });
  }, 60_000);

  it("shows /hi/login and /hi/register in Hindi, with Hindi messages", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/hi/login`);
    try {
      await expect(page.locator("h1").innerText()).resolves.toBe("लॉग इन करें");
      await page.getByLabel("ईमेल").fill("nobody@example.test");
      await page.getByLabel("पासवर्ड").fill("wrong-password");
      await page.getByRole("button", { name: "लॉग इन करें" }).click();
      await page.getByText("ईमेल या पासवर्ड गलत है।").waitFor();
      expect(new URL(page.url()).pathname).toBe("/hi/login");
      expect(await visibleEnglish(page)).toEqual([]);

      await page.getByRole("link", { name: "खाता बनाएँ" }).click();
      await page.getByRole("heading", { level: 1, name: "अपना खाता बनाएँ" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/hi/register");
      await page.getByLabel("मोबाइल नंबर").fill("12");
      await page.getByRole("button", { name: "रजिस्टर करें" }).click();
      await page.getByText("उपनाम डालना ज़रूरी है।").waitFor();
      await page.getByText("10 अंकों का सही भारतीय मोबाइल नंबर डालें।").waitFor();
      expect(await visibleEnglish(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
