import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { suiteCustomer } from "../support/accounts.ts";
import { SAMPLE_ADMIN_PAGES } from "../support/admin-pages.ts";
import { ApiClient } from "../support/api-client.ts";
import {
  completeSignIn,
  launchBrowser,
  openPage,
  signedInThroughForm,
} from "../support/browser.ts";
import { ADMIN_EMAIL } from "../support/server.ts";

// docs/product/team.md "Sign-in and sessions": /admin/* requires the admin role. Every admin page,
// including mixed-case paths (React Router matches /admin/Seo like /admin/seo), must refuse a
// signed-out visitor and a customer.

const baseUrl = inject("baseUrl");

const ADMIN_PAGES = [
  ...SAMPLE_ADMIN_PAGES,
  "/admin/eligibility/1",
  "/admin/Seo",
  "/admin/Eligibility",
  "/admin/no-such-admin-page",
];

const FORBIDDEN = "You do not have access to the admin area.";

describe("admin area, signed out", () => {
  it.each(ADMIN_PAGES)("%s redirects to /login?redirectTo=…", async (path) => {
    const res = await fetch(`${baseUrl}${path}`, { redirect: "manual" });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location") ?? "", baseUrl);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirectTo")).toBe(path);
  });

  it("a browser lands on the login form and, after signing in as admin, on the page it asked for", async () => {
    const browser = await launchBrowser();
    try {
      const page = await openPage(browser, `${baseUrl}/admin/Seo`);
      expect(new URL(page.url()).pathname).toBe("/login");
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/admin/Seo");
      await page.waitForSelector("html[data-hydrated]");
      await page.getByLabel("Email").fill(ADMIN_EMAIL);
      await page.getByLabel("Password").fill("correct-horse-battery-staple");
      await page.getByRole("button", { name: "Log in" }).click();
      await completeSignIn(page, baseUrl, ADMIN_EMAIL);
      await page.waitForURL((url) => url.pathname === "/admin/Seo");
      await page.getByRole("heading", { level: 1, name: "SEO" }).waitFor();
    } finally {
      await browser.close();
    }
  });

  it("the admin JSON API answers 401, not a page", async () => {
    const res = await fetch(`${baseUrl}/api/eligibility-applications`);
    expect(res.status).toBe(401);
  });
});

describe("admin area, signed in as a customer", () => {
  let browser: BrowserContext;
  let page: Page;
  const { email, password } = suiteCustomer(baseUrl, {
    emailPrefix: "customer",
    surname: "Sharma",
    mobile: "9876543210",
  });

  beforeAll(async () => {
    ({ context: browser, page } = await signedInThroughForm(baseUrl, email, password, "/"));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(ADMIN_PAGES)("%s answers 403 with the access page and no admin data", async (path) => {
    const res = await page.goto(`${baseUrl}${path}`);
    expect(res?.status()).toBe(403);
    expect(new URL(page.url()).pathname).toBe(path);
    await page.getByRole("heading", { level: 1, name: FORBIDDEN }).waitFor();
    expect(await page.title()).toBe("Admin · Access denied");
    // Nothing of the admin area: no sidebar, no tables, no other account's email.
    expect(await page.getByRole("navigation", { name: "Admin" }).count()).toBe(0);
    expect(await page.locator("table").count()).toBe(0);
    const html = await page.content();
    expect(html).not.toContain(ADMIN_EMAIL);
    expect(html).not.toContain("Leads, newest first");
  });

  it("client-side data requests (.data) for admin pages carry no admin data", async () => {
    const cookies = await browser.cookies(baseUrl);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    for (const path of [
      "/admin/users.data",
      "/admin.data",
      "/admin/eligibility.data",
      "/admin/messages.data",
    ]) {
      const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
      const body = await res.text();
      expect(body).toContain(FORBIDDEN);
      expect(body).not.toContain(ADMIN_EMAIL);
    }
  });

  it("admin actions refuse a customer's POST", async () => {
    const cookies = await browser.cookies(baseUrl);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const res = await fetch(`${baseUrl}/admin/users`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ userId: "1", role: "customer", confirm: "yes" }),
      redirect: "manual",
    });
    expect(res.status).toBe(403);
    // The admin is still an admin.
    const admin = new ApiClient(baseUrl);
    await admin.login();
    const me = await admin.get("/api/auth/me");
    expect(me.json.user.role).toBe("admin");
  });
});
