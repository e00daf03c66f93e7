import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { authenticator } from "../../scripts/lib/authenticator.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.mjs";
import { ApiClient } from "./api-client.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./server.ts";

/** A fresh Chromium profile. `javaScriptEnabled: false` proves the HTML-first path. */
export async function launchBrowser(
  options: {
    javaScriptEnabled?: boolean;
    viewport?: { width: number; height: number };
    reducedMotion?: "reduce" | "no-preference";
  } = {},
): Promise<BrowserContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gharsetu-chromium-"));
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
}

/**
 * The browsers of one test file, launched before its first test and closed after its last:
 * `js`, and with `noJs: true` also `noJs`, a profile with JavaScript off (the HTML-first path).
 * `launch()` starts another (a phone's width, reduced motion) that is closed with them, even when
 * the test that launched it fails first.
 */
export function suiteBrowsers(options: { noJs?: boolean } = {}) {
  const launched: BrowserContext[] = [];
  const browsers = {
    js: undefined as unknown as BrowserContext,
    noJs: undefined as unknown as BrowserContext,
    async launch(launchOptions?: Parameters<typeof launchBrowser>[0]) {
      const context = await launchBrowser(launchOptions);
      launched.push(context);
      return context;
    },
  };
  beforeAll(async () => {
    browsers.js = await browsers.launch();
    if (options.noJs) browsers.noJs = await browsers.launch({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    // A context a test closed itself closes again without complaint.
    await Promise.all(launched.map((context) => context.close().catch(() => {})));
  });
  return browsers;
}

/** An API client signed in as the seeded admin before the file's first test. */
export function suiteAdmin(baseUrl: string): ApiClient {
  const admin = new ApiClient(baseUrl);
  beforeAll(async () => {
    await admin.login();
  });
  return admin;
}

/** Opens a page at `url` and waits for its load (all a page without JavaScript needs). */
export async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Opens a page and waits until React has hydrated (root sets html[data-hydrated]). */
export async function openHydrated(context: BrowserContext, url: string): Promise<Page> {
  const page = await openPage(context, url);
  await page.waitForSelector("html[data-hydrated]");
  return page;
}

/** axe-core with WCAG 2.1 A/AA rules; returns only serious and critical violations. */
export async function seriousViolations(page: Page) {
  return axeViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"], ["serious", "critical"]);
}

/** Opens each of `paths` in `context` and expects no serious or critical axe violation on it. */
export async function expectNoSeriousViolations(
  context: BrowserContext,
  baseUrl: string,
  paths: readonly string[],
) {
  for (const path of paths) {
    const page = await openHydrated(context, `${baseUrl}${path}`);
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    await page.close();
  }
}

/** Every violation of any impact, WCAG 2.1 AA and axe's best practices (landmarks, headings). */
export async function allViolations(page: Page) {
  return axeViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
}

async function axeViolations(page: Page, tags: string[], impacts?: string[]) {
  // Legacy mode runs axe once in the page: the default (runPartial) opens a new page for every
  // analysis to finish the run there, which doubled each check's time (docs/testing.md).
  const result = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  return result.violations
    .filter((v) => !impacts || impacts.includes(v.impact ?? ""))
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
    }));
}

/**
 * Signs in through the real login form and, for staff and admin, the second step in the page
 * (`completeSignIn`). `javaScript: false` for a profile without it (no hydration to wait for).
 */
export async function loginThroughForm(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  { javaScript = true }: { javaScript?: boolean } = {},
) {
  await page.goto(`${baseUrl}/login`);
  if (javaScript) await page.waitForSelector("html[data-hydrated]");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: /log in|sign in/i }).click();
  return completeSignIn(page, baseUrl, email, { javaScript });
}

const isLoginForm = (pathname: string) => pathname === "/login" || pathname === "/hi/login";
const CODE_LABEL = "Code from your authenticator app";

/**
 * After the password went in on /login: waits until the form answered. A refused password stays
 * there (`step: "refused"`); a customer is sent on (`"none"`); staff and admin get the second step,
 * done here as a person with an authenticator app would: on /admin/two-step (the first sign-in)
 * the secret is read off the page, a code from it turns two-step on, the recovery codes are kept
 * and "Continue" goes on; on /login/two-step the next code is entered. Either way the browser
 * ends where the sign-in was going.
 */
export async function completeSignIn(
  page: Page,
  baseUrl: string,
  email: string,
  { javaScript = true }: { javaScript?: boolean } = {},
): Promise<{ step: "refused" | "none" | "enrol" | "code"; recoveryCodes?: string[] }> {
  const left = page.waitForURL((url) => !isLoginForm(url.pathname));
  const refused = page.locator("#login-error").waitFor();
  // The loser of the race times out later: not an error of the test.
  left.catch(() => {});
  refused.catch(() => {});
  await Promise.race([left, refused]);
  const where = new URL(page.url()).pathname;
  if (isLoginForm(where)) return { step: "refused" };
  if (where === "/admin/two-step") {
    if (javaScript) await page.waitForSelector("html[data-hydrated]");
    const secret = ((await page.locator("#two-step-secret").textContent()) ?? "").replace(
      /\s/g,
      "",
    );
    await authenticator.rememberSecret(baseUrl, email, secret);
    await authenticator.withNextCode(baseUrl, email, async (code) => {
      await page.getByLabel(CODE_LABEL).fill(code);
      await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
      await page.locator("#recovery-codes li").first().waitFor();
    });
    const recoveryCodes = (await page.locator("#recovery-codes li").allTextContents()).map((c) =>
      c.trim(),
    );
    await authenticator.rememberRecoveryCodes(baseUrl, email, recoveryCodes);
    await page.getByRole("link", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname !== "/admin/two-step");
    return { step: "enrol", recoveryCodes };
  }
  if (where === "/login/two-step") {
    if (javaScript) await page.waitForSelector("html[data-hydrated]");
    await authenticator.withNextCode(baseUrl, email, async (code) => {
      await page.getByLabel(CODE_LABEL).fill(code);
      await page.getByRole("button", { name: "Verify" }).click();
      await page.waitForURL((url) => url.pathname !== "/login/two-step");
    });
    return { step: "code" };
  }
  return { step: "none" };
}

/** A fresh browser signed in through the real login form, on the page it lands on (`landing`). */
export async function signedInThroughForm(
  baseUrl: string,
  email: string,
  password: string,
  landing: string,
) {
  const context = await launchBrowser();
  const page = await context.newPage();
  await loginThroughForm(page, baseUrl, email, password);
  await page.waitForURL((url) => url.pathname === landing);
  return { context, page };
}

/**
 * A fresh browser already signed in as the seeded admin: the run's shared admin session (see
 * `ApiClient.login`), or with `fresh: true` one of its own, for a test that signs it out.
 */
export async function signedInAdminBrowser(
  baseUrl: string,
  { fresh = false, ...options }: Parameters<typeof launchBrowser>[0] & { fresh?: boolean } = {},
): Promise<BrowserContext> {
  const api = new ApiClient(baseUrl);
  await api.login(ADMIN_EMAIL, ADMIN_PASSWORD, { fresh });
  const [name, value] = api.cookie.split("=");
  const context = await launchBrowser(options);
  await context.addCookies([{ name, value, url: baseUrl }]);
  return context;
}

/** What /api/auth/me says of the browser's cookies: its status and, on 200, the user's email. */
export async function sessionOf(
  context: BrowserContext,
  baseUrl: string,
): Promise<{ status: number; email: string | null }> {
  const cookies = await context.cookies(baseUrl);
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const res = await fetch(`${baseUrl}/api/auth/me`, { headers: { cookie } });
  if (res.status !== 200) return { status: res.status, email: null };
  return { status: 200, email: ((await res.json()) as { user: { email: string } }).user.email };
}
