import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  expectNoSeriousViolations,
  launchBrowser,
  openHydrated,
  sessionOf,
  signedInAdminBrowser,
} from "../support/browser.ts";

// The public frame: top bar, banks dropdown, "I want to" menu, mobile drawer, footer, 404 page.
const baseUrl = inject("baseUrl");

let desktop: BrowserContext;
let mobile: BrowserContext;
beforeAll(async () => {
  desktop = await launchBrowser({ viewport: { width: 1280, height: 900 } });
  mobile = await launchBrowser({ viewport: { width: 360, height: 740 } });
});
afterAll(async () => {
  await desktop?.close();
  await mobile?.close();
});

/** The signed-in admin's own links, in the top bar's account menu and in the drawer alike. */
async function expectAdminAccountLinks(menu: Locator) {
  await expect(
    menu.getByRole("link", { name: "My applications" }).getAttribute("href"),
  ).resolves.toBe("/account");
  await expect(menu.getByRole("link", { name: "Admin" }).getAttribute("href")).resolves.toBe(
    "/admin",
  );
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

describe("top bar", () => {
  it("is on the home and bank pages with every destination of docs/product/pages.md", async () => {
    for (const path of ["/", "/loan/sbi"]) {
      const page = await openHydrated(desktop, `${baseUrl}${path}`);
      const nav = page.getByRole("navigation", { name: "Main", exact: true });
      await expect(nav.isVisible()).resolves.toBe(true);
      await expect(
        nav.getByRole("link", { name: "Home Loans" }).getAttribute("href"),
      ).resolves.toBe("/");
      await expect(nav.getByRole("button", { name: "Choose Your Bank" }).count()).resolves.toBe(1);
      await expect(nav.getByRole("button", { name: "I want to" }).count()).resolves.toBe(1);
      await expect(
        nav.getByRole("link", { name: "Approved projects" }).getAttribute("href"),
      ).resolves.toBe("/projects");
      await expect(
        nav.getByRole("link", { name: "Help Center" }).getAttribute("href"),
      ).resolves.toBe("/#faq");
      await expect(
        nav.getByRole("link", { name: "Compare Loan" }).getAttribute("href"),
      ).resolves.toBe("/#compare");
      const header = page.locator("header");
      await expect(header.locator('a[href^="tel:"]:visible').count()).resolves.toBe(1);
      await expect(header.getByRole("link", { name: "LOGIN" }).getAttribute("href")).resolves.toBe(
        "/login",
      );
      await page.close();
    }
  });

  it("points its hash links at sections that exist on the home page", async () => {
    const html = await (await fetch(baseUrl)).text();
    for (const id of ["emi-calculator", "faq", "compare"]) {
      expect(html.includes(`id="${id}"`), `#${id} on /`).toBe(true);
    }
  });

  it("is absent on /login, /register and /admin (which sends signed-out visitors to /login)", async () => {
    for (const path of ["/login", "/register", "/admin"]) {
      const page = await openHydrated(desktop, `${baseUrl}${path}`);
      if (path === "/admin") expect(new URL(page.url()).pathname).toBe("/login");
      await expect(page.getByRole("button", { name: "Choose Your Bank" }).count()).resolves.toBe(0);
      await expect(
        page.getByRole("navigation", { name: "Main", exact: true }).count(),
      ).resolves.toBe(0);
      await page.close();
    }
  });

  it("opens the banks dropdown by keyboard, moves with the arrows and closes on Escape", async () => {
    const page = await openHydrated(desktop, baseUrl);
    const button = page.getByRole("button", { name: "Choose Your Bank" });
    await button.focus();
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await page.keyboard.press("Enter");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    const hrefs = await panel
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/loan/sbi", "/loan/hdfc", "/loan/icici", "/loan/axis", "/loan/pnb"]);

    await page.keyboard.press("Escape");
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(panel.isVisible()).resolves.toBe(false);
    expect(await focusedText(page)).toContain("Choose Your Bank");

    // ArrowDown opens and focuses the first bank; ArrowDown again the second; Enter follows it.
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.getAttribute("href") === "/loan/sbi");
    await page.keyboard.press("ArrowDown");
    await page.waitForFunction(() => document.activeElement?.getAttribute("href") === "/loan/hdfc");
    await page.keyboard.press("End");
    await page.waitForFunction(() => document.activeElement?.getAttribute("href") === "/loan/pnb");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/loan/hdfc`);
    await page.getByRole("heading", { level: 1, name: /HDFC Bank/ }).waitFor();
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await page.close();
  });

  it("lists the 'I want to' destinations and closes when focus leaves", async () => {
    const page = await openHydrated(desktop, `${baseUrl}/loan/sbi`);
    const button = page.getByRole("button", { name: "I want to" });
    await button.click();
    const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
    const links = await panel
      .getByRole("link")
      .evaluateAll((all) => all.map((a) => [a.textContent, a.getAttribute("href")]));
    expect(links.map(([, href]) => href)).toEqual([
      "/eligibility-form?loanType=home-loan",
      "/eligibility-form?loanType=construction-loan",
      "/eligibility-form?loanType=re-finance",
      "/#emi-calculator",
      "/eligibility-form",
      "/calculators/eligibility",
      "/calculators/prepayment",
      "/calculators/balance-transfer",
      "/calculators/cost-of-buying",
      "/calculators/pmay",
      "/home-loan-interest-rates",
      "/calculators",
    ]);
    await page.mouse.click(5, 600);
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await page.close();
  });

  it("shows the signed-in user's menu with My applications, Admin and a working Log out", async () => {
    // Its own session: logging out must not end the one the other files share.
    const context = await signedInAdminBrowser(baseUrl, { fresh: true });
    const page = await openHydrated(context, baseUrl);
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "LOGIN" }).count()).resolves.toBe(0);
    const account = header.getByRole("button", { name: /Account: / });
    await account.click();
    const panel = page.locator(`#${await account.getAttribute("aria-controls")}`);
    await expectAdminAccountLinks(panel);
    await panel.getByRole("button", { name: "Log out" }).click();
    await header.getByRole("link", { name: "LOGIN" }).waitFor();
    expect((await sessionOf(context, baseUrl)).status).toBe(401);
    await context.close();
  });
});

describe("mobile drawer", () => {
  it("opens from the hamburger, takes focus, and closes with Escape or the close button", async () => {
    const page = await openHydrated(mobile, `${baseUrl}/loan/sbi`);
    await expect(
      page.getByRole("navigation", { name: "Main", exact: true }).isVisible(),
    ).resolves.toBe(false);
    const burger = page.getByRole("button", { name: "Open menu" });
    await expect(burger.getAttribute("aria-expanded")).resolves.toBe("false");

    await burger.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    // The dialog hides at once; its close event, which updates aria-expanded and focus, is
    // queued as a task after that, so the two are polled rather than read once.
    const closedWithFocusOnBurger = async () => {
      await drawer.waitFor({ state: "hidden" });
      await expect.poll(() => burger.getAttribute("aria-expanded")).toBe("false");
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-controls")))
        .toBe("site-drawer");
    };
    await drawer.waitFor();
    await expect(burger.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(page.evaluate(() => !!document.activeElement?.closest("dialog"))).resolves.toBe(
      true,
    );
    await expect(
      drawer.getByRole("link", { name: "Approved projects" }).getAttribute("href"),
    ).resolves.toBe("/projects");
    await expect(drawer.locator('a[href="/loan/pnb"]').count()).resolves.toBe(1);
    await expect(drawer.locator('a[href^="tel:"]').count()).resolves.toBe(1);

    await page.keyboard.press("Escape");
    await closedWithFocusOnBurger();

    await burger.click();
    await drawer.waitFor();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await closedWithFocusOnBurger();

    // A link inside navigates and closes the drawer.
    await burger.click();
    await drawer.getByRole("link", { name: "Approved projects" }).click();
    await page.waitForURL(`${baseUrl}/projects`);
    await drawer.waitFor({ state: "hidden" });
    await page.close();
  });
});

describe("mobile drawer, signed in", () => {
  it("offers My applications, Admin and a working Log out instead of LOGIN", async () => {
    const context = await signedInAdminBrowser(baseUrl, {
      viewport: { width: 360, height: 740 },
      fresh: true,
    });
    const page = await openHydrated(context, `${baseUrl}/projects`);
    // Not in the page until it is first opened.
    await expect(page.locator("#site-drawer").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.waitFor();
    await expect(drawer.getByRole("link", { name: "LOGIN" }).count()).resolves.toBe(0);
    await expectAdminAccountLinks(drawer);
    await drawer.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect((await sessionOf(context, baseUrl)).status).toBe(401);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "LOGIN" }).isVisible(),
    ).resolves.toBe(true);
    await context.close();
  });
});

describe("footer", () => {
  it("carries contact details, IST hours, the links, 'Apannel', the current year and the rates note", async () => {
    const page = await openHydrated(desktop, `${baseUrl}/privacy`);
    const footer = page.locator("footer");
    const text = (await footer.textContent()) ?? "";
    expect(text).toContain("GharSetu");
    expect(text).toContain(`© ${new Date().getFullYear()}`);
    expect(text).toMatch(/IST/);
    expect(text).toContain("Rates are indicative");
    await expect(footer.getByRole("link", { name: "Apannel" }).getAttribute("href")).resolves.toBe(
      "/admin",
    );
    for (const href of ["/privacy", "/projects", "/eligibility-form", "/loan/sbi", "/loan/idfc"]) {
      await expect(footer.locator(`a[href="${href}"]`).count()).resolves.toBeGreaterThan(0);
    }
    await expect(footer.locator('a[href^="tel:"]').count()).resolves.toBe(1);
    await expect(footer.locator('a[href^="mailto:"]').count()).resolves.toBe(1);
    await page.close();
  });
});

describe("404 page", () => {
  it("answers an unknown path with HTTP 404, 'Page not found.' and a Back to Home link", async () => {
    const res = await fetch(`${baseUrl}/some/unknown`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found.");
    const page = await openHydrated(desktop, `${baseUrl}/some/unknown`);
    await expect(page.getByRole("heading", { name: "Page not found." }).count()).resolves.toBe(1);
    await expect(
      page.getByRole("link", { name: "Back to Home" }).getAttribute("href"),
    ).resolves.toBe("/");
    // The visitor keeps the navigation.
    await expect(page.getByRole("button", { name: "Choose Your Bank" }).count()).resolves.toBe(1);
    await page.close();
  });

  it("has no serious or critical axe violations on /privacy and the 404 page at 1280 and 360 px", async () => {
    for (const context of [desktop, mobile]) {
      await expectNoSeriousViolations(context, baseUrl, ["/privacy", "/some/unknown"]);
    }
  });
});

describe("privacy notice", () => {
  it("states the DPDP Act basics, the grievance contact and the notice version", async () => {
    const html = await (await fetch(`${baseUrl}/privacy`)).text();
    for (const phrase of [
      "Digital Personal Data Protection Act, 2023",
      "consent",
      "24 months after our last contact",
      "Withdraw consent",
      "Grievance Officer",
      "help@gharsetu.in",
    ]) {
      expect(html).toContain(phrase);
    }
    const { CONSENT_NOTICE_VERSION } = await import("../../app/domain/enums.ts");
    expect(html).toContain(`Notice version <strong>${CONSENT_NOTICE_VERSION}</strong>`);
  });
});
