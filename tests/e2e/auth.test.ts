import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { suiteCustomer } from "../support/accounts.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { loginThroughForm, openHydrated, sessionOf, suiteBrowsers } from "../support/browser.ts";
import { validLeadPayload } from "../support/lead-payload.ts";

// Sign-in screens (docs/product/pages.md and docs/product/forms.md): registration, login, logout,
// account.

const baseUrl = inject("baseUrl");
const browsers = suiteBrowsers();

const FIELD_LABELS = [
  "First name",
  "Surname",
  "Date of birth",
  "Mobile number",
  "Email",
  "Password",
] as const;

async function fillRegistration(page: Page, email: string) {
  await page.getByLabel("First name").fill("Asha");
  await page.getByLabel("Surname").fill("Rao");
  await page.getByLabel("Date of birth").fill("1990-05-17");
  await page.getByLabel("Mobile number").fill("+91 98765 43210");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("a-long-password");
}

async function fieldValues(page: Page): Promise<string[]> {
  return Promise.all(
    FIELD_LABELS.map((label) => page.getByLabel(label, { exact: true }).inputValue()),
  );
}

async function signedInEmail(context: BrowserContext): Promise<string | null> {
  return (await sessionOf(context, baseUrl)).email;
}

describe("register", () => {
  it("has no top bar, shows the help line and the current year", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/register`);
    // The head comes from the page's SEO record, which admins edit.
    const seo = (await (await fetch(`${baseUrl}/api/seo/register`)).json()) as {
      meta_title: string;
    };
    expect(await page.title()).toBe(seo.meta_title);
    expect(await page.getByRole("navigation").count()).toBe(0);
    const text = await page.locator("body").innerText();
    expect(text).toContain(`© ${new Date().getFullYear()}`);
    expect(text).toMatch(/Need help\? Call \+91/);
    expect(text).not.toMatch(/AEST|911/);
    await page.close();
  });

  it("registers, says 'Registered successfully!' and clears the form; a second try gets the duplicate message", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/register`);
    const email = uniqueEmail("register");
    await fillRegistration(page, email);
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("Registered successfully!").waitFor();
    expect(await fieldValues(page)).toEqual(["", "", "", "", "", ""]);

    await fillRegistration(page, email.toUpperCase());
    await page.getByRole("button", { name: "Register" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "An account with this email already exists." })
      .waitFor();
    // What the user typed stays, except the password.
    expect(await page.getByLabel("Surname").inputValue()).toBe("Rao");
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    await page.close();
  });

  it("Cancel clears every field, the password included", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/register`);
    await fillRegistration(page, uniqueEmail("cancel"));
    expect((await fieldValues(page)).every((v) => v !== "")).toBe(true);
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(await fieldValues(page)).toEqual(["", "", "", "", "", ""]);
    expect(new URL(page.url()).pathname).toBe("/register");
    await page.close();
  });

  it("shows the shared schema's messages next to the fields before sending anything", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/register`);
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST") posted = true;
    });
    await page.getByLabel("Surname").fill("Rao");
    await page.getByLabel("Mobile number").fill("12345");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText("Enter a valid 10-digit Indian mobile number.").waitFor();
    await page.getByText("Enter a valid email address.").waitFor();
    await page.getByText("Password must be at least 8 characters.").waitFor();
    expect(await page.getByLabel("Mobile number").getAttribute("aria-invalid")).toBe("true");
    expect(posted).toBe(false);
    await page.close();
  });

  it("without JavaScript the server checks the fields and Cancel reloads an empty form", async () => {
    const noJs = await browsers.launch({ javaScriptEnabled: false });
    try {
      const page = await noJs.newPage();
      await page.goto(`${baseUrl}/register`);
      await page.getByLabel("Surname").fill("Rao");
      await page.getByLabel("Mobile number").fill("98765 43210");
      await page.getByLabel("Email").fill(uniqueEmail("nojs"));
      await page.getByLabel("Password").fill("a-long-password");
      await page.getByLabel("Date of birth").fill("2020-01-01");
      await page.getByRole("button", { name: "Register" }).click();
      await page.getByText("You must be at least 18 years old.").waitFor();
      expect(await page.getByLabel("Surname").inputValue()).toBe("Rao");
      expect(await page.getByLabel("Password").inputValue()).toBe("");
      await page.getByRole("button", { name: "Cancel" }).click();
      await page.waitForLoadState("load");
      expect(await fieldValues(page)).toEqual(["", "", "", "", "", ""]);
      expect(await page.getByText("You must be at least 18 years old.").count()).toBe(0);
    } finally {
      await noJs.close();
    }
  });
});

describe("login and logout", () => {
  const { email, password } = suiteCustomer(baseUrl, {
    emailPrefix: "login",
    surname: "Verma",
    mobile: "9123456780",
  });

  it("a wrong password shows 'Invalid email or password.', keeps the email and clears the password", async () => {
    const context = await browsers.launch();
    try {
      const page = await context.newPage();
      await loginThroughForm(page, baseUrl, email, "wrong-password");
      const alert = page.getByRole("alert").filter({ hasText: "Invalid email or password." });
      await alert.waitFor();
      expect(await page.getByLabel("Email").inputValue()).toBe(email);
      expect(await page.getByLabel("Password").inputValue()).toBe("");
      expect(await signedInEmail(context)).toBeNull();
      expect(await page.getByRole("navigation").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("a customer signs in, lands home, sees their account; GET /logout asks, POST /logout signs out", async () => {
    const context = await browsers.launch();
    try {
      const page = await context.newPage();
      await loginThroughForm(page, baseUrl, email, password);
      await page.waitForURL((url) => url.pathname === "/");
      expect(await signedInEmail(context)).toBe(email);
      // Session cookie: HttpOnly, SameSite=Lax.
      const session = (await context.cookies(baseUrl)).find((c) => c.name === "__session");
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe("Lax");

      await page.goto(`${baseUrl}/account`);
      await page.getByRole("heading", { name: "Your account" }).waitFor();
      await page.getByText("You have not checked your eligibility yet.").waitFor();
      expect(
        await page.getByRole("link", { name: "Start eligibility check" }).getAttribute("href"),
      ).toBe("/eligibility-form");

      // A GET never signs anyone out.
      const res = await page.goto(`${baseUrl}/logout`);
      expect(res?.status()).toBe(200);
      await page.waitForSelector("html[data-hydrated]");
      expect(await signedInEmail(context)).toBe(email);
      await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(await signedInEmail(context)).toBeNull();

      const account = await page.goto(`${baseUrl}/account`);
      expect(account?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe("/login");
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/account");
    } finally {
      await context.close();
    }
  });

  it("an application sent while signed in shows on the account page with amount, result and status", async () => {
    const api = new ApiClient(baseUrl);
    await api.login(email, password);
    // A refinance of ₹25 lakh, so the account page has its own amount to show.
    const lead = await api.post(
      "/api/eligibility-applications",
      validLeadPayload({
        loan_purpose: "i'm refinancing",
        found_property: null,
        property_worth: 6_000_000,
        borrow_amount: 2_500_000,
        first_name: "Ravi",
        last_name: "Verma",
        email,
        phone_number: "9123456780",
      }),
    );
    expect(lead.status).toBe(201);

    const context = await browsers.launch();
    try {
      const page = await context.newPage();
      await loginThroughForm(page, baseUrl, email, password);
      await page.waitForURL((url) => url.pathname === "/");
      await page.goto(`${baseUrl}/account`);
      const item = page.getByRole("listitem").filter({ hasText: `Application #${lead.json.id}` });
      await item.waitFor();
      const text = await item.innerText();
      expect(text).toContain("₹25,00,000");
      expect(text).toContain(lead.json.eligibility_message);
      expect(text).toContain("New");
    } finally {
      await context.close();
    }
  });

  it("works without JavaScript: the HTML form signs in and redirectTo is honoured", async () => {
    const noJs = await browsers.launch({ javaScriptEnabled: false });
    try {
      const page = await noJs.newPage();
      await page.goto(`${baseUrl}/login?redirectTo=${encodeURIComponent("/account")}`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL((url) => url.pathname === "/account");
      await page.getByRole("heading", { name: "Your account" }).waitFor();
    } finally {
      await noJs.close();
    }
  });

  it("never redirects off-site after sign-in", async () => {
    const api = new ApiClient(baseUrl);
    const res = await api.request(
      "POST",
      "/login",
      new URLSearchParams({ email, password, redirectTo: "//evil.example/steal" }).toString(),
      { "content-type": "application/x-www-form-urlencoded" },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });
});
