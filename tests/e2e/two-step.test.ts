import jsQR from "jsqr";
import type { BrowserContext, Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { authenticator, stepAt, totp } from "../../scripts/lib/authenticator.mjs";
import { newStaffMember, STAFF_PASSWORD } from "../support/accounts.ts";
import { ApiClient } from "../support/api-client.ts";
import { launchBrowser, openPage, seriousViolations } from "../support/browser.ts";

// Two-step sign-in in Chromium (docs/product/team.md "Two-step sign-in"): a new staff member signs
// in, is held on the enrolment page, scans its QR code as a phone's camera would (the test decodes
// the picture on the screen), confirms the first code, keeps the recovery codes; signs out, signs
// in with a code, and again with a recovery code. axe on each new page. Codes come from the tests'
// authenticator app (scripts/lib/authenticator.mjs, docs/testing.md), each for a step not used
// before; it waits for a new step only when the three the server takes are used, never a fixed
// time.

const baseUrl = inject("baseUrl");
let browser: BrowserContext;
let page: Page;
let email = "";
let secret = "";
let recoveryCodes: string[] = [];

/**
 * Types the authenticator's next code into `label`, presses `button` and waits for `answered`
 * (the page the server sent the browser to): the code is in flight only while its step is good.
 */
async function enterCode(label: string, button: string, answered: () => Promise<unknown>) {
  await authenticator.withNextCode(baseUrl, email, async (code) => {
    await page.getByLabel(label).fill(code);
    await page.getByRole("button", { name: button }).click();
    await answered();
  });
}

async function expectAxeClean(what: string) {
  expect({ what, violations: await seriousViolations(page) }).toEqual({ what, violations: [] });
}

/** What a phone's camera reads from the QR code on the screen. */
async function scanQrCode(): Promise<string> {
  const shot = await page.locator("#two-step-qr").screenshot();
  const png = PNG.sync.read(shot);
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!found) throw new Error("no QR code could be read on the enrolment page");
  return found.data;
}

async function signOut() {
  await page.goto(`${baseUrl}/logout`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByRole("button", { name: /log out/i }).click();
  await page.waitForURL((u) => u.pathname === "/");
}

/** Signs out, then in with the password: on the code page, hydrated. */
async function signOutAndBackToCodePage() {
  await signOut();
  await signInWithPassword();
  await page.waitForURL((u) => u.pathname === "/login/two-step");
  await page.waitForSelector("html[data-hydrated]");
}

/** On the code page: "No phone with you?", then `code` as the recovery code. */
async function useRecoveryCode(code: string) {
  await page.getByText("No phone with you? Use a recovery code").click();
  await page.getByLabel("Recovery code").fill(code);
  await page.getByRole("button", { name: "Use recovery code" }).click();
}

async function signInWithPassword() {
  await page.goto(`${baseUrl}/login?redirectTo=%2Fadmin%2Feligibility`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: /log in/i }).click();
}

beforeAll(async () => {
  const admin = new ApiClient(baseUrl);
  await admin.login();
  email = (await newStaffMember(new ApiClient(baseUrl), admin, "Newcomer")).email;
  browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe("two-step sign-in in the browser", () => {
  it("a new staff member is held on the enrolment page until they set it up", async () => {
    await signInWithPassword();
    await page.waitForURL((url) => url.pathname === "/admin/two-step");
    await page.waitForSelector("html[data-hydrated]");
    await expect(
      page.getByRole("heading", { name: "Set up two-step sign-in" }).isVisible(),
    ).resolves.toBe(true);
    // Any other admin page sends them back here.
    await page.goto(`${baseUrl}/admin/callbacks`);
    expect(new URL(page.url()).pathname).toBe("/admin/two-step");
    await page.waitForSelector("html[data-hydrated]");
    await expectAxeClean("enrolment");
  });

  it("scans the QR code, confirms the first code, and keeps the recovery codes", async () => {
    const url = new URL(await scanQrCode());
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/GharSetu:${email}`);
    expect(url.searchParams.get("issuer")).toBe("GharSetu");
    secret = url.searchParams.get("secret") ?? "";
    // The same secret is written out for a phone without a camera.
    const typed = (await page.locator("#two-step-secret").textContent())?.replace(/\s/g, "");
    expect(typed).toBe(secret);

    const field = page.getByLabel("Code from your authenticator app");
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await field.getAttribute("inputmode")).toBe("numeric");
    // A mistyped code is refused beside the field, and nothing else changes.
    await field.fill("000000");
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await page.getByText("That code is not right.").waitFor();
    await authenticator.rememberSecret(baseUrl, email, secret);
    await enterCode("Code from your authenticator app", "Turn on two-step sign-in", () =>
      page.getByRole("heading", { name: "Save your recovery codes" }).waitFor(),
    );
    recoveryCodes = (await page.locator("#recovery-codes li").allTextContents()).map((c) =>
      c.trim(),
    );
    expect(recoveryCodes).toHaveLength(10);
    const download = page.getByRole("link", { name: "Download the codes" });
    expect(decodeURIComponent((await download.getAttribute("href")) ?? "")).toContain(
      recoveryCodes[9],
    );
    await expect(page.getByRole("button", { name: "Print the codes" }).isVisible()).resolves.toBe(
      true,
    );
    await expectAxeClean("recovery codes");
    // On to where they were going: the page that sent them here.
    await page.getByRole("link", { name: "Continue" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/callbacks");
  });

  it("signs out, then signs in with the password and a code", async () => {
    await signOutAndBackToCodePage();
    await expectAxeClean("code page");
    const field = page.getByLabel("Code from your authenticator app");
    expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await field.getAttribute("inputmode")).toBe("numeric");
    await enterCode("Code from your authenticator app", "Verify", () =>
      page.waitForURL((u) => u.pathname === "/admin/eligibility"),
    );
    await expect(page.getByRole("heading", { level: 1 }).first().isVisible()).resolves.toBe(true);
  });

  it("with no phone at hand, signs in with a recovery code, which then works no more", async () => {
    await signOutAndBackToCodePage();
    await useRecoveryCode(recoveryCodes[0]);
    await page.waitForURL((u) => u.pathname === "/admin/eligibility");

    await signOutAndBackToCodePage();
    await useRecoveryCode(recoveryCodes[0]);
    await page.getByText("That recovery code is not right, or it was already used.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login/two-step");
  });

  it("the Hindi code page is the same form in Hindi, axe clean", async () => {
    await signOut();
    await page.goto(`${baseUrl}/hi/login`);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByLabel("ईमेल").fill(email);
    await page.getByLabel("पासवर्ड").fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: "लॉग इन करें" }).click();
    await page.waitForURL((u) => u.pathname === "/hi/login/two-step");
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    await expectAxeClean("Hindi code page");
    await enterCode("ऑथेंटिकेटर ऐप का कोड", "पुष्टि करें", () =>
      page.waitForURL((u) => u.pathname === "/admin"),
    );
  });

  it("works without JavaScript: enrolment and the code are plain forms", async () => {
    const admin = new ApiClient(baseUrl);
    await admin.login();
    const other = (await newStaffMember(new ApiClient(baseUrl), admin, "Plain")).email;
    const noJs = await launchBrowser({ javaScriptEnabled: false });
    try {
      const plain = await openPage(noJs, `${baseUrl}/login`);
      await plain.getByLabel("Email").fill(other);
      await plain.getByLabel("Password").fill(STAFF_PASSWORD);
      await plain.getByRole("button", { name: /log in/i }).click();
      await plain.waitForURL((u) => u.pathname === "/admin/two-step");
      const own = (await plain.locator("#two-step-secret").textContent())?.replace(/\s/g, "") ?? "";
      await plain.getByLabel("Code from your authenticator app").fill(totp(own, stepAt()));
      await plain.getByRole("button", { name: "Turn on two-step sign-in" }).click();
      await plain.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
      expect(await plain.locator("#recovery-codes li").count()).toBe(10);
      await plain.getByRole("link", { name: "Continue" }).click();
      await plain.waitForURL((u) => u.pathname === "/admin");
    } finally {
      await noJs.close();
    }
  });
});
