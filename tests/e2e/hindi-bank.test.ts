import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import en from "../../app/i18n/en/bank.ts";
import hi from "../../app/i18n/hi/bank.ts";
import { ApiClient } from "../support/api-client.ts";
import { openHydrated, signedInAdminBrowser, suiteBrowsers } from "../support/browser.ts";

// The bank pages in Hindi (docs/product/pages.md "Hindi", issue 15): /hi/loan/:bank,
// /hi/loan/:bank/projects/:city and /hi/projects answer in Hindi, and a bank's Hindi text entered
// by an admin shows on the Hindi page only.
const baseUrl = inject("baseUrl");

const browsers = suiteBrowsers();

/** The visible text of a server-rendered page: no scripts, styles or tags. */
async function pageOf(path: string) {
  const res = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
  const html = (await res.text()).replaceAll("<!-- -->", "");
  const text = html
    .replace(/<head\b[\s\S]*?<\/head>/, " ")
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
  return { res, html, text };
}

/**
 * English values of the "bank" catalogue that differ in Hindi, without their {placeholders} and
 * <tags>: none of their fragments of three or more words may show on a Hindi page.
 */
function englishFragments(): string[] {
  const fragments = new Set<string>();
  for (const [key, value] of Object.entries(en)) {
    if (hi[key as keyof typeof hi] === value) continue;
    for (const part of value.split(/\{[^}]*\}|<\/?\d+>|[.:;,?]/)) {
      const words = part.trim();
      if (words.split(/\s+/).length >= 3) fragments.add(words);
    }
  }
  return [...fragments];
}

function englishLeft(text: string): string[] {
  return englishFragments().filter((fragment) => text.includes(fragment));
}

describe("Hindi bank pages", () => {
  it("serves /hi/loan/sbi in Hindi: lang, heading, figures, sections and FAQ", async () => {
    const { res, html, text } = await pageOf("/hi/loan/sbi");
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html[^>]* lang="hi"/);
    expect(html).toMatch(/<h1[^>]*>State Bank of India होम लोन<\/h1>/);
    expect(text).toContain("ब्याज दर");
    expect(text).toContain("प्रोसेसिंग फ़ीस");
    expect(text).toContain(hi["bank.faq.emiStart.q"]);
    expect(text).toContain("State Bank of India से मंज़ूर प्रोजेक्ट");
    // The as-of date in Hindi, machine-readable as before.
    expect(html).toMatch(
      /सांकेतिक, <time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} नवंबर \d{4}<\/time> के अनुसार/,
    );
    // The seeded Hindi bank text (app/db/seed-banks-hi.ts) replaces the English.
    expect(text).toContain("स्टेट बैंक ऑफ़ इंडिया देश का सबसे बड़ा सरकारी बैंक है");
    expect(text).not.toContain("State Bank of India is the country's largest public-sector bank");
    expect(text).toContain("30 साल तक");
    // Links stay in Hindi.
    expect(html).toContain('href="/hi/eligibility-form?bank=sbi"');
    expect(html).toContain('href="/hi/loan/sbi/projects/mumbai"');
  });

  it("leaves none of the bank page's own English on /hi/loan/sbi, sr-only text and labels included", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/hi/loan/sbi`);
    // The page's own text: the calculator, the comparison, the callback form and the blog slider
    // are shared components with their own namespaces ("compare", "forms").
    const text = await page.evaluate(() => {
      const main = document.querySelector("main")?.cloneNode(true) as HTMLElement;
      // parentNode.removeChild: a form's own .remove can be shadowed by a control named "remove".
      for (const selector of [
        "#emi-calculator > div",
        "#compare > :not(h2):not(p)",
        "#callback",
        '[aria-labelledby="blog-heading"] > :not(h2)',
      ]) {
        for (const element of main.querySelectorAll(selector))
          element.parentNode?.removeChild(element);
      }
      const attributes = [...main.querySelectorAll("[aria-label], [alt], [title]")].map((e) =>
        ["aria-label", "alt", "title"].map((name) => e.getAttribute(name) ?? "").join(" "),
      );
      return `${main.textContent} ${attributes.join(" ")}`.replace(/\s+/g, " ");
    });
    expect(text).toContain("State Bank of India होम लोन");
    expect(englishLeft(text)).toEqual([]);
    await page.close();
  });

  it("serves /hi/projects and a city page in Hindi, with Hindi city names and Hindi links", async () => {
    const picker = await pageOf("/hi/projects");
    expect(picker.res.status).toBe(200);
    expect(picker.html).toMatch(/<html[^>]* lang="hi"/);
    expect(picker.text).toContain(hi["bank.picker.title"]);
    expect(picker.text).toContain("मुंबई");
    expect(picker.html).toContain('action="/hi/projects"');
    expect(englishLeft(picker.text)).toEqual([]);

    const city = await pageOf("/hi/loan/hdfc/projects/pune");
    expect(city.res.status).toBe(200);
    expect(city.html).toMatch(/<html[^>]* lang="hi"/);
    expect(city.html).toMatch(/<h1[^>]*>पुणे में HDFC Bank से मंज़ूर प्रोजेक्ट<\/h1>/);
    expect(city.text).toMatch(/पुणे में \d+ प्रोजेक्ट/);
    expect(city.text).toContain("बिल्डर:");
    expect(city.html).toContain('href="/hi/loan/hdfc"');
    expect(englishLeft(city.text)).toEqual([]);
  });

  it("keeps Hindi visitors on Hindi addresses: redirects, the picker and the 404", async () => {
    const upper = await fetch(`${baseUrl}/hi/loan/SBI`, { redirect: "manual" });
    expect(upper.status).toBe(301);
    expect(new URL(upper.headers.get("location") ?? "", baseUrl).pathname).toBe("/hi/loan/sbi");
    const chosen = await fetch(`${baseUrl}/hi/projects?bank=axis&city=pune`, {
      redirect: "manual",
    });
    expect(chosen.status).toBe(302);
    expect(new URL(chosen.headers.get("location") ?? "", baseUrl).pathname).toBe(
      "/hi/loan/axis/projects/pune",
    );
    const invalid = await pageOf("/hi/projects?bank=nope&city=atlantis");
    expect(invalid.res.status).toBe(400);
    expect(invalid.text).toContain(hi["bank.picker.errorBank"]);
    expect(invalid.text).toContain(hi["bank.picker.errorCity"]);
    expect(invalid.text).not.toContain(en["bank.picker.errorBank"]);
    for (const path of ["/hi/loan/no-such-bank", "/hi/loan/sbi/projects/atlantis"]) {
      const missing = await pageOf(path);
      expect(missing.res.status, path).toBe(404);
      expect(missing.html, path).toMatch(/<html[^>]* lang="hi"/);
    }
  });

  it("leaves the English pages in English", async () => {
    const { res, html, text } = await pageOf("/loan/sbi");
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toMatch(/<h1[^>]*>State Bank of India Home Loan<\/h1>/);
    expect(text).toContain(en["bank.faq.emiStart.q"]);
    expect(text).toContain("State Bank of India is the country's largest public-sector bank");
    expect(text).not.toMatch(/[\u0900-\u097F]{3,} [\u0900-\u097F]{3,} [\u0900-\u097F]{3,}/);
    const city = await pageOf("/loan/hdfc/projects/pune");
    expect(city.html).toMatch(/<h1[^>]*>HDFC Bank approved projects in Pune<\/h1>/);
  });

  it("keeps the bank's Hindi text after hydration, in the FAQ answers too", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/hi/loan/icici`);
    await page.getByRole("heading", { level: 1, name: "ICICI Bank होम लोन" }).waitFor();
    await page.locator("#faq button[aria-expanded]").first().click();
    await expect(page.locator("#faq").innerText()).resolves.toContain(
      hi["bank.faq.emiStart.a1"].slice(0, 40),
    );
    await page.close();
  });
});

describe("a bank's Hindi description, entered by an admin", () => {
  const api = new ApiClient(baseUrl);
  // biome-ignore lint/suspicious/noExplicitAny: the bank as GET returns it
  let original: any;
  const hindi = "कोटक का यह हिंदी विवरण एडमिन ने अभी लिखा है।";

  beforeAll(async () => {
    await api.login();
    original = (await api.get("/api/banks/kotak")).json;
  });
  afterAll(async () => {
    if (original) await api.put("/api/banks/kotak", original);
  });

  it("is saved from the admin editor and shows on /hi/loan/kotak only", async () => {
    const admin = await signedInAdminBrowser(baseUrl);
    const page = await openHydrated(admin, `${baseUrl}/admin/banks/kotak`);
    const field = page.getByLabel("Description (Hindi)");
    await expect(field.inputValue()).resolves.toBe(original.descriptionHi ?? "");
    await field.fill(hindi);
    await page.getByRole("button", { name: "Save bank" }).click();
    await page.getByText("Kotak Mahindra Bank saved.", { exact: false }).waitFor();
    await admin.close();

    const saved = (await api.get("/api/banks/kotak")).json;
    expect(saved.descriptionHi).toBe(hindi);
    expect(saved.description).toBe(original.description);

    const hindiPage = await pageOf("/hi/loan/kotak");
    expect(hindiPage.text).toContain(hindi);
    expect(hindiPage.text).not.toContain(original.description.split("\n")[0]);
    const englishPage = await pageOf("/loan/kotak");
    expect(englishPage.text).not.toContain(hindi);
    expect(englishPage.text).toContain(original.description.split("\n")[0]);
  });

  it("falls back to the English description on /hi once the Hindi is cleared", async () => {
    const res = await api.put("/api/banks/kotak", { ...original, descriptionHi: null });
    expect(res.status).toBe(200);
    expect(res.json.descriptionHi).toBeNull();
    const hindiPage = await pageOf("/hi/loan/kotak");
    expect(hindiPage.text).toContain(original.description.split("\n")[0]);
    expect(hindiPage.text).not.toContain(hindi);
  });
});
