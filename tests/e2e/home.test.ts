import Database from "better-sqlite3";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { EMI_EXAMPLE, HOME_FAQS, LOAN_TYPE_CONTENT } from "../../app/content/home.ts";
import { formatInr } from "../../app/domain/format.ts";
import { loanBreakdown } from "../../app/domain/loan/emi.ts";
import homeEn from "../../app/i18n/en/home.ts";
import { openHydrated, openPage, seriousViolations, suiteBrowsers } from "../support/browser.ts";
import { fillContactSender } from "../support/home-contact.ts";

const baseUrl = inject("baseUrl");
const THANKS = "Thanks! We'll get back to you within 24 hours.";

const browsers = suiteBrowsers();

async function home(context: BrowserContext = browsers.js): Promise<Page> {
  const page = await openHydrated(context, baseUrl);
  page.on("pageerror", (error) => {
    throw error;
  });
  return page;
}

/** The stored contact message, read straight from the test server's SQLite file. */
function storedMessage(email: string) {
  const db = new Database(inject("databaseUrl"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select * from contact_messages where email = ?").get(email) as
      | { email: string; consent_at: string | null; consent_notice_version: string | null }
      | undefined;
  } finally {
    db.close();
  }
}

function section(page: Page, heading: string | RegExp) {
  return page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
}

async function figures(page: Page) {
  const panel = page.locator("[data-loan-breakdown]").first();
  const text = (name: string) => panel.locator(`[data-figure=${name}]`).textContent();
  return {
    emi: await text("emi"),
    principal: await text("principal"),
    interest: await text("interest"),
    total: await text("total"),
  };
}

function expected(principal: number | string, annualRate: number | string, years: number | string) {
  const b = loanBreakdown({ principal, annualRate, years });
  return {
    emi: formatInr(b.emi),
    principal: formatInr(b.principal),
    interest: formatInr(b.totalInterest),
    total: formatInr(b.totalAmount),
  };
}

/** The home page in a browser of its own with a fake clock, hydrated; and its hero carousel. */
async function openCarousel(options?: Parameters<typeof browsers.launch>[0]) {
  const context = await browsers.launch(options);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(baseUrl);
  await page.waitForSelector("html[data-hydrated]");
  const carousel = page.locator(
    '[aria-roledescription="carousel"][aria-label="Home loan highlights"]',
  );
  return { context, page, carousel };
}

describe("home page: EMI calculator and loan breakdown", () => {
  it("starts at 10,00,000 / 6.5% / 5 years with the domain's figures", async () => {
    const page = await home();
    const calc = section(page, "Loan Breakdown");
    await expect(calc.getByLabel("Loan amount (₹)").inputValue()).resolves.toBe("1000000");
    await expect(calc.getByLabel("Interest rate (% per year)").inputValue()).resolves.toBe("6.5");
    await expect(calc.getByLabel("Loan tenure (years)").inputValue()).resolves.toBe("5");
    expect(await figures(page)).toEqual(expected(1_000_000, 6.5, 5));
    expect((await figures(page)).emi).toBe("₹19,566");
    await page.close();
  });

  it("updates the figures as inputs change and matches the FAQ's example EMI", async () => {
    const page = await home();
    const calc = section(page, "Loan Breakdown");
    await calc.getByLabel("Loan amount (₹)").fill(String(EMI_EXAMPLE.principal));
    await calc.getByLabel("Interest rate (% per year)").fill(String(EMI_EXAMPLE.rate));
    await calc.getByLabel("Loan tenure (years)").fill(String(EMI_EXAMPLE.years));
    const now = await figures(page);
    expect(now).toEqual(expected(EMI_EXAMPLE.principal, EMI_EXAMPLE.rate, EMI_EXAMPLE.years));
    // docs/product/pages.md "Text facts", quoted in the FAQ: ₹18,935 for ₹25 lakh at 6.70% over
    // 20 years.
    expect(now.emi).toBe(formatInr(EMI_EXAMPLE.emi));
    expect(HOME_FAQS.some((n) => homeEn[`home.faq.${n}.a`].includes("₹18,935"))).toBe(true);
    await page.close();
  });

  it("shows a hint, never NaN, while an input is empty or out of range", async () => {
    const page = await home();
    const calc = section(page, "Loan Breakdown");
    const rate = calc.getByLabel("Interest rate (% per year)");
    await rate.fill("");
    await expect(
      calc.getByText("Enter the yearly interest rate, for example 8.5.").isVisible(),
    ).resolves.toBe(true);
    await expect(rate.getAttribute("aria-invalid")).resolves.toBe("true");
    expect((await figures(page)).emi).toBe("₹0");
    const years = calc.getByLabel("Loan tenure (years)");
    await rate.fill("7");
    await years.fill("60");
    await expect(
      calc.getByText("Enter a tenure between 1 and 30 years.").isVisible(),
    ).resolves.toBe(true);
    await years.fill("0");
    await expect(
      calc.getByText("Enter a tenure between 1 and 30 years.").isVisible(),
    ).resolves.toBe(true);
    expect(await calc.textContent()).not.toMatch(/NaN|Infinity/);
    await years.fill("10");
    expect(await figures(page)).toEqual(expected(1_000_000, 7, 10));
    await page.close();
  });
});

describe("home page: hero", () => {
  it("shows the default rate and sends the bank picker to the eligibility form", async () => {
    const page = await home();
    await expect(page.getByText("from 7.35% per annum").isVisible()).resolves.toBe(true);
    await expect(page.getByText(/Fixed and variable/).isVisible()).resolves.toBe(true);
    await page.getByLabel("Choose your bank").selectOption("hdfc");
    await page.getByRole("button", { name: "Start Eligibility Check" }).click();
    await page.waitForURL(/\/eligibility-form\?bank=hdfc$/);
    await page.close();
  });

  it("carousel advances every 10 s, and the next arrow, dots and pause button work", async () => {
    const { context, page, carousel } = await openCarousel();
    const visibleSlide = () =>
      carousel.locator('[aria-roledescription="slide"]:visible').getAttribute("aria-label");
    await expect(visibleSlide()).resolves.toBe("1 of 4");
    await page.clock.runFor(10_500);
    await expect(visibleSlide()).resolves.toBe("2 of 4");
    await page.clock.runFor(10_500);
    await expect(visibleSlide()).resolves.toBe("3 of 4");

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(visibleSlide()).resolves.toBe("4 of 4");
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(visibleSlide()).resolves.toBe("1 of 4");
    const dots = carousel.locator("[data-carousel-dot]");
    expect(await dots.count()).toBe(4);
    await dots.nth(2).click();
    await expect(visibleSlide()).resolves.toBe("3 of 4");
    await expect(dots.nth(2).getAttribute("aria-current")).resolves.toBe("true");

    // Paused by the button, it stays put even once focus and pointer have left.
    await carousel.getByRole("button", { name: "Pause slide show" }).click();
    await expect(carousel.getByRole("button", { name: "Play slide show" }).count()).resolves.toBe(
      1,
    );
    await page.mouse.move(5, 890);
    await page.locator("h1").click();
    await page.clock.runFor(25_000);
    await expect(visibleSlide()).resolves.toBe("3 of 4");
    // Playing again, it moves on after 10 s.
    await carousel.getByRole("button", { name: "Play slide show" }).click();
    await page.mouse.move(5, 890);
    await page.locator("h1").click();
    await page.clock.runFor(10_500);
    await expect(visibleSlide()).resolves.toBe("4 of 4");
    await context.close();
  });

  it("does not rotate, count or scroll the logos under reduced motion", async () => {
    const { context, page, carousel } = await openCarousel({ reducedMotion: "reduce" });
    await expect(carousel.getByRole("button", { name: "Play slide show" }).count()).resolves.toBe(
      1,
    );
    await page.clock.runFor(21_000);
    await expect(
      carousel.locator('[aria-roledescription="slide"]:visible').getAttribute("aria-label"),
    ).resolves.toBe("1 of 4");
    const counter = page.locator("[data-rewards-counter]:visible");
    await expect(counter.textContent()).resolves.toBe("0.30%");
    const strip = section(page, /partner banks/);
    const track = strip.locator("ul").first().locator("..");
    await expect(track.evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe("none");
    await context.close();
  });
});

describe("home page: sections 2-4", () => {
  it("logo strip links every bank once for people, with an aria-hidden copy for the loop", async () => {
    const page = await home();
    const strip = section(page, /partner banks/);
    const lists = strip.locator("ul");
    expect(await lists.count()).toBe(2);
    await expect(lists.nth(1).getAttribute("aria-hidden")).resolves.toBe("true");
    const links = lists.nth(0).getByRole("link");
    expect(await links.count()).toBe(10);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    for (const href of hrefs) expect(href).toMatch(/^\/loan\/[a-z]+$/);
    expect(await lists.nth(1).locator("a[tabindex='-1']").count()).toBe(10);
    await page.close();
  });

  it("strike-through line grows with scroll position", async () => {
    const page = await home();
    const heading = section(page, "Say Goodbye to Hassles, Hello to Smart Loans");
    const strike = () =>
      heading.evaluate((el) => Number(getComputedStyle(el).getPropertyValue("--strike")));
    await page.evaluate(() => window.scrollTo(0, 0));
    const before = await strike();
    await heading.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await expect.poll(strike).toBe(1);
    expect(before).toBeLessThan(1);
    await page.close();
  });

  it("loan tabs default to Home Loan and switch by click and arrow keys", async () => {
    const page = await home();
    const tablist = page.getByRole("tablist", { name: "Loan types" });
    const tab = (name: string) => tablist.getByRole("tab", { name, exact: true });
    const visibleTitle = () => page.locator('[role="tabpanel"]:visible h3').first().textContent();
    await expect(tab("Home Loan").getAttribute("aria-selected")).resolves.toBe("true");
    expect(await visibleTitle()).toBe("Home Loan");

    await tab("Re-finance").click();
    await expect(tab("Re-finance").getAttribute("aria-selected")).resolves.toBe("true");
    // With JavaScript the tab link switches in place: no navigation.
    expect(new URL(page.url()).search).toBe("");
    await expect(tab("Home Loan").getAttribute("aria-selected")).resolves.toBe("false");
    expect(await visibleTitle()).toBe("Re-finance");
    await expect(
      page
        .locator('[role="tabpanel"]:visible')
        .getByRole("link", { name: /Apply Now/ })
        .getAttribute("href"),
    ).resolves.toBe("/eligibility-form?loanType=re-finance");

    await page.keyboard.press("ArrowRight");
    expect(await visibleTitle()).toBe("Commercial Loan");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      "Commercial Loan",
    );
    await page.keyboard.press("End");
    expect(await visibleTitle()).toBe("Construction Loan");
    await page.keyboard.press("ArrowRight");
    expect(await visibleTitle()).toBe("Home Loan");
    await page.keyboard.press("ArrowLeft");
    expect(await visibleTitle()).toBe("Construction Loan");
    await page.keyboard.press("Home");
    expect(await visibleTitle()).toBe("Home Loan");
    // Only the selected tab is in the Tab order.
    expect(await tablist.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
    expect(await tablist.getByRole("tab").count()).toBe(LOAN_TYPE_CONTENT.length);
    await page.close();
  });

  it("opens at the loan type the URL names, and follows the URL on client-side navigation", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/?loan=re-finance`);
    const tablist = page.getByRole("tablist", { name: "Loan types" });
    const panelTitles = () =>
      page.locator('section#loan-types [role="tabpanel"] h3').allTextContents();
    await expect(
      tablist.getByRole("tab", { name: "Re-finance", exact: true }).getAttribute("aria-selected"),
    ).resolves.toBe("true");
    expect(await panelTitles()).toEqual(["Re-finance"]);
    // "Home Loans" in the top bar is a client-side navigation to / (no ?loan): Home Loan again.
    await page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("link", { name: "Home Loans" })
      .click();
    await page.waitForURL(`${baseUrl}/`);
    await expect
      .poll(() =>
        tablist.getByRole("tab", { name: "Home Loan", exact: true }).getAttribute("aria-selected"),
      )
      .toBe("true");
    expect(await panelTitles()).toEqual(["Home Loan"]);
    // An unknown slug is the default tab, not an error.
    await page.goto(`${baseUrl}/?loan=nope`);
    expect(await panelTitles()).toEqual(["Home Loan"]);
    await page.close();
  });

  it("at 360 px brings the selected loan type's tab into the sideways-scrolling strip", async () => {
    const narrow = await browsers.launch({ viewport: { width: 360, height: 740 } });
    const page = await openHydrated(narrow, `${baseUrl}/?loan=construction-loan`);
    const tab = page.getByRole("tab", { name: "Construction Loan", exact: true });
    await expect(tab.getAttribute("aria-selected")).resolves.toBe("true");
    const inStrip = () =>
      page.evaluate(() => {
        const list = document.querySelector('[role="tablist"][aria-label="Loan types"]');
        const selected = list?.querySelector('[aria-selected="true"]');
        if (!list || !selected) return false;
        const a = list.getBoundingClientRect();
        const b = selected.getBoundingClientRect();
        return b.left >= a.left - 1 && b.right <= a.right + 1;
      });
    await expect.poll(inStrip).toBe(true);
    // Only the strip scrolled: the page itself is still at the top.
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await narrow.close();
  });

  it("'Be Rewarded' counts up to 0.30% once scrolled into view", async () => {
    const page = await home();
    const counter = page.locator("[data-rewards-counter]:visible");
    // Below the fold at 1280 × 900: still waiting at zero.
    await expect(counter.textContent()).resolves.toBe("0.00%");
    await counter.scrollIntoViewIfNeeded();
    await expect.poll(() => counter.textContent(), { timeout: 8_000, interval: 200 }).toBe("0.30%");
    await page.close();
  });
});

describe("home page: sections 5-9", () => {
  it("has the comparison, the four steps, the explainer and Why Choose Us buttons", async () => {
    const page = await home();
    await expect(page.locator("section#compare h2").textContent()).resolves.toBe(
      "Compare Home Loan Offers",
    );
    // docs/product/pages.md "Compare screen": the home comparison starts with the first two banks
    // of the list.
    const banks = (await (await fetch(`${baseUrl}/api/banks`)).json()) as { name: string }[];
    const columns = page.locator("section#compare table thead th");
    expect((await columns.allTextContents()).map((t) => t.trim())).toEqual([
      banks[0].name,
      banks[1].name,
    ]);
    const steps = section(page, "Your loan in four steps").locator("li h3");
    expect(await steps.allTextContents()).toEqual([
      "Step 1: Apply Online",
      "Step 2: Get Pre-Approved",
      "Step 3: Choose Your Loan",
      "Step 4: Get Funded",
    ]);

    const why = section(page, "Why Choose Us");
    const href = (name: string) =>
      why.getByRole("link", { name, exact: true }).getAttribute("href");
    await expect(href("Apply Now")).resolves.toBe("/eligibility-form");
    await expect(href("Check Rates")).resolves.toBe("#compare");
    await expect(href("Get Help")).resolves.toBe("#contact");

    const explainer = page.getByRole("tablist", { name: "Service steps" });
    const stepTabs = explainer.getByRole("tab");
    expect(await stepTabs.count()).toBe(5);
    await expect(stepTabs.first().getAttribute("aria-selected")).resolves.toBe("true");
    await stepTabs.nth(2).click();
    const panel = page.locator('[role="tabpanel"]:visible').filter({ hasText: "Step 3 of 5" });
    await expect(panel.getByRole("heading", { name: "Submit Inquiry" }).isVisible()).resolves.toBe(
      true,
    );
    // The site's phone number, as a tap-to-call link (no {phone} placeholder).
    await expect(panel.getByRole("link").getAttribute("href")).resolves.toMatch(/^tel:\+?\d+$/);
    expect(await panel.textContent()).not.toContain("{phone}");
    await page.keyboard.press("ArrowDown");
    await expect(stepTabs.nth(3).getAttribute("aria-selected")).resolves.toBe("true");
    await page.close();
  });

  it("FAQ: 12 questions, one open at a time, clicking the open one closes it", async () => {
    const page = await home();
    const faq = section(page, "Frequently asked questions");
    const buttons = faq.locator("button[aria-expanded]");
    expect(await buttons.count()).toBe(12);
    const openCount = () => faq.locator("button[aria-expanded=true]").count();
    expect(await openCount()).toBe(0);

    await buttons.nth(0).click();
    await expect(buttons.nth(0).getAttribute("aria-expanded")).resolves.toBe("true");
    const firstPanel = page.locator(`#${await buttons.nth(0).getAttribute("aria-controls")}`);
    await expect(firstPanel.isVisible()).resolves.toBe(true);
    await expect(firstPanel.textContent()).resolves.toContain(
      homeEn[`home.faq.${HOME_FAQS[0]}.a`].slice(0, 40),
    );

    await buttons.nth(3).click();
    await expect(buttons.nth(3).getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(buttons.nth(0).getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(firstPanel.isVisible()).resolves.toBe(false);
    expect(await openCount()).toBe(1);

    await buttons.nth(3).click();
    expect(await openCount()).toBe(0);
    await page.close();
  });
});

describe("home page: Get in Touch", () => {
  it("shows contact details and hours from the site configuration", async () => {
    const page = await home();
    const contact = page.locator("section#contact");
    await expect(
      contact.getByRole("link", { name: /^\+91/ }).getAttribute("href"),
    ).resolves.toMatch(/^tel:/);
    await expect(contact.getByText(/IST/).first().isVisible()).resolves.toBe(true);
    const consent = contact.getByLabel(/I agree/);
    await expect(consent.isChecked()).resolves.toBe(false);
    await expect(
      contact.getByRole("link", { name: "privacy notice" }).getAttribute("href"),
    ).resolves.toBe("/privacy");
    // The honeypot is out of sight and out of the accessibility tree.
    const trap = contact.locator('input[name="website"]');
    await expect(trap.getAttribute("tabindex")).resolves.toBe("-1");
    await expect(trap.locator("xpath=..").getAttribute("aria-hidden")).resolves.toBe("true");
    await page.close();
  });

  it("shows field errors on an empty submit, next to the fields", async () => {
    const page = await home();
    const contact = page.locator("section#contact");
    await contact.getByRole("button", { name: "Send message" }).click();
    const email = contact.getByLabel("Email");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    const describedBy = await email.getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy}`).textContent()).resolves.toBe("Email is required.");
    const phone = contact
      .getByLabel("Phone", { exact: false })
      .and(contact.locator("input[type=tel]"));
    await expect(
      page.locator(`#${await phone.getAttribute("aria-describedby")}`).textContent(),
    ).resolves.toBe("Phone number is required.");
    await expect(page.getByText(THANKS).count()).resolves.toBe(0);
    // Focus lands on the first field to fix.
    await expect(page.evaluate(() => document.activeElement?.getAttribute("name"))).resolves.toBe(
      "email",
    );
    await page.close();
  });

  it("refuses a message without consent, and accepts it with consent", async () => {
    const page = await home();
    const address = `home-e2e-${Date.now()}@example.test`;
    const contact = await fillContactSender(page, address);
    await contact
      .getByLabel("How can we help with your home loan?")
      .fill("A 40 lakh loan in Pune.");
    await contact.getByRole("button", { name: "Send message" }).click();
    const consent = contact.getByLabel(/I agree/);
    await expect.poll(() => consent.getAttribute("aria-invalid")).toBe("true");
    await expect(
      page.locator(`#${await consent.getAttribute("aria-describedby")}`).textContent(),
    ).resolves.toMatch(/agree/i);
    expect(storedMessage(address)).toBeUndefined();

    await consent.check();
    await contact.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => contact.getByRole("status").textContent()).toBe(THANKS);
    const row = storedMessage(address);
    expect(row?.email).toBe(address);
    expect(row?.consent_at).toBeTruthy();
    // The form starts afresh (reset in an effect after the thank-you renders, hence the poll).
    await expect.poll(() => contact.getByLabel("Email").inputValue()).toBe("");
    await expect.poll(() => consent.isChecked()).toBe(false);
    await page.close();
  });

  it("a send that fails outright (rate limit, offline) is kept on the device and says it will be sent", async () => {
    const page = await home();
    // The form goes through the device outbox to the JSON API (docs/decisions/028-database-outages.md).
    await page.route(/\/api\/contact-messages$/, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 429,
            contentType: "application/json",
            body: JSON.stringify({ error: "Too many messages in a short time." }),
          })
        : route.continue(),
    );
    const contact = page.locator("section#contact");
    await contact.getByLabel("Email").fill("limited@example.test");
    await contact.locator("input[type=tel]").fill("9876543210");
    await contact.getByLabel(/I agree/).check();
    await contact.getByRole("button", { name: "Send message" }).click();
    await expect
      .poll(() => contact.getByTestId("contact-queued").textContent())
      .toMatch(/saved on this device and will be sent automatically/);
    await expect(contact.getByLabel("Email").inputValue()).resolves.toBe("limited@example.test");
    await page.evaluate(() => localStorage.removeItem("gharsetu:form-outbox:contact"));
    await page.close();
  });
});

describe("home page with JavaScript off", () => {
  let noJs: BrowserContext;
  beforeAll(async () => {
    noJs = await browsers.launch({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noJs?.close();
  });

  it("shows every section and every FAQ answer; a loan-type tab is a link to its panel", async () => {
    const page = await openPage(noJs, baseUrl);
    for (const name of [
      "Say Goodbye to Hassles, Hello to Smart Loans",
      "Compare Home Loan Offers",
      "Loan Breakdown",
      "Your loan in four steps",
      "Why Choose Us",
      "Frequently asked questions",
      "Get in Touch",
    ]) {
      await expect(
        page.getByRole("heading", { name, exact: true }).isVisible(),
        name,
      ).resolves.toBe(true);
    }
    await expect(page.locator("h1").isVisible()).resolves.toBe(true);
    await expect(page.getByText(homeEn[`home.faq.${HOME_FAQS[11]}.a`]).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.locator("[data-rewards-counter]").first().textContent()).resolves.toBe(
      "0.30%",
    );
    expect((await figures(page)).emi).toBe("₹19,566");

    // Only the selected loan type's panel is in the page; every other tab is a link to the page
    // with its panel, which opens at the section.
    const loanSection = page.locator("section#loan-types");
    const panelTitles = () => loanSection.locator('[role="tabpanel"] h3').allTextContents();
    expect(await panelTitles()).toEqual(["Home Loan"]);
    for (const loan of LOAN_TYPE_CONTENT.slice(1)) {
      await page.getByRole("tab", { name: loan.name, exact: true }).click();
      await page.waitForURL(new RegExp(`\\?loan=${loan.slug}#loan-types$`));
      expect(await panelTitles()).toEqual([homeEn[`home.loan.${loan.id}.title`]]);
      await expect(
        page.getByRole("tab", { name: loan.name, exact: true }).getAttribute("aria-selected"),
      ).resolves.toBe("true");
      await expect(
        loanSection
          .locator('[role="tabpanel"]')
          .getByRole("link", { name: /Apply Now/ })
          .getAttribute("href"),
      ).resolves.toBe(`/eligibility-form?loanType=${loan.slug}`);
    }
    await page.close();
  });

  it("posts the contact form and shows errors, then the thank-you message", async () => {
    const page = await openPage(noJs, baseUrl);
    const contact = page.locator("section#contact");
    await contact.getByLabel("Email").fill("not-an-email");
    await contact.getByRole("button", { name: "Send message" }).click();
    await page.waitForLoadState("domcontentloaded");
    await expect(page.locator("#contact-email-error").textContent()).resolves.toBe(
      "Enter a valid email address.",
    );
    // The answer page opens at the form.
    expect(page.url()).toMatch(/#contact$/);
    // What was typed comes back.
    await expect(page.locator("#contact-email").inputValue()).resolves.toBe("not-an-email");

    const address = `home-nojs-${Date.now()}@example.test`;
    await page.locator("#contact-email").fill(address);
    await page.locator("#contact-phone").fill("9876543210");
    await page.locator("#contact-consent").check();
    await page.locator("section#contact").getByRole("button", { name: "Send message" }).click();
    await page.waitForLoadState("domcontentloaded");
    await expect(page.getByText(THANKS).isVisible()).resolves.toBe(true);
    expect(storedMessage(address)?.email).toBe(address);
    await page.close();
  });

  it("the bank picker reaches the eligibility form", async () => {
    const page = await openPage(noJs, baseUrl);
    await page.getByLabel("Choose your bank").selectOption("icici");
    await page.getByRole("button", { name: "Start Eligibility Check" }).click();
    await page.waitForURL(/\/eligibility-form\?bank=icici$/);
    await page.close();
  });
});

describe("home page accessibility", () => {
  for (const width of [1280, 360]) {
    it(`has no serious or critical axe violations at ${width} px and no sideways scroll`, async () => {
      const context = await browsers.launch({ viewport: { width, height: 800 } });
      const page = await home(context);
      expect(await seriousViolations(page)).toEqual([]);
      // Open widgets are checked too: an FAQ answer and another loan type.
      await section(page, "Frequently asked questions")
        .locator("button[aria-expanded]")
        .first()
        .click();
      await page.getByRole("tab", { name: "Loan Against Property" }).click();
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      // Name the culprits: elements past the right edge that no ancestor clips. An absolutely
      // positioned element escapes an overflow container that is not its containing block.
      const culprits = await page.evaluate(() => {
        const clips = (el: Element) => getComputedStyle(el).overflowX !== "visible";
        return [...document.querySelectorAll("body *")]
          .filter((el) => {
            if (el.getBoundingClientRect().right <= window.innerWidth + 1) return false;
            const absolute = getComputedStyle(el).position === "absolute";
            for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
              if (clips(a) && !(absolute && getComputedStyle(a).position === "static"))
                return false;
            }
            return true;
          })
          .slice(0, 5)
          .map(
            (el) =>
              `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}" in ${el.parentElement?.outerHTML.slice(0, 120)}`,
          );
      });
      expect(overflow, culprits.join("\n")).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});
