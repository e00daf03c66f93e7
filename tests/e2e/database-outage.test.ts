import path from "node:path";
import Database from "better-sqlite3";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../support/api-client.ts";
import { launchBrowser, openHydrated } from "../support/browser.ts";
import { queryDb, randomMobile } from "../support/db-query.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// A visitor sends the callback form and the contact form while the database cannot be written
// (docs/decisions/028-database-outages.md, issue 26): each page says the form is kept on the device
// and will be sent, the fields keep what was typed; when the database is back the device outbox
// sends each, and each is stored exactly once. On a server of this test's own (SQLite) whose file
// another connection holds under an exclusive lock, past the 5-second busy timeout.

const SLOW = 120_000;
let server: RunningServer;
let browser: BrowserContext;
let dbFile: string;
let holder: Database.Database | null = null;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_FACTOR: "20" });
  dbFile = path.join(server.dataDir, "gharsetu.db");
  browser = await launchBrowser();
});
afterAll(async () => {
  holder?.close();
  await browser?.close();
  await server?.stop();
});

const lock = () => {
  holder = new Database(dbFile);
  holder.exec("BEGIN EXCLUSIVE");
};
const unlock = () => {
  holder?.exec("ROLLBACK");
  holder?.close();
  holder = null;
};
const count = async (sql: string, params: unknown[]) =>
  Number((await queryDb<{ n: number }>("sqlite", dbFile, sql, params))[0].n);

describe("forms while the database is away", () => {
  it(
    "the callback and contact forms say they will be sent, keep the typed values, and each arrives once when it is back",
    async () => {
      const name = `Outage Visitor ${Date.now()}`;
      const email = uniqueEmail("outage-e2e");
      const callbackPage = await openHydrated(browser, `${server.baseUrl}/callback-request`);
      const homePage = await openHydrated(browser, `${server.baseUrl}/`);
      lock();

      // The callback request.
      await callbackPage.getByLabel("Name", { exact: true }).fill(name);
      await callbackPage.getByLabel("Mobile number").fill(randomMobile());
      await callbackPage.getByLabel("City").fill("Pune");
      await callbackPage.getByLabel("Best time to call (IST)").selectOption("11:00-14:00");
      await callbackPage.getByLabel(/I agree/).check();
      await callbackPage.getByRole("button", { name: "Request a callback" }).click();
      await expect
        .poll(() => callbackPage.getByTestId("callback-queued").textContent(), { timeout: 20_000 })
        .toMatch(/saved on this device and will be sent automatically/);
      expect(await callbackPage.getByLabel("Name", { exact: true }).inputValue()).toBe(name);

      // The contact message.
      const contact = homePage.locator("section#contact");
      await contact.getByLabel("First Name").fill("Outage");
      await contact.getByLabel("Email").fill(email);
      await contact.locator("input[type=tel]").fill(randomMobile());
      await contact
        .getByLabel("How can we help with your home loan?")
        .fill("Sent while the database was away.");
      await contact.getByLabel(/I agree/).check();
      await contact.getByRole("button", { name: "Send message" }).click();
      await expect
        .poll(() => contact.getByTestId("contact-queued").textContent(), { timeout: 20_000 })
        .toMatch(/saved on this device and will be sent automatically/);
      expect(await contact.getByLabel("Email").inputValue()).toBe(email);

      // Nothing stored yet; then the database comes back and the outboxes send (backoff, 5 s).
      unlock();
      expect(
        await count("SELECT count(*) AS n FROM callback_requests WHERE name = ?", [name]),
      ).toBe(0);
      await expect
        .poll(() => callbackPage.getByTestId("callback-reference").textContent(), {
          timeout: 30_000,
        })
        .toMatch(/^GS-/);
      await expect
        .poll(() => contact.getByRole("status").first().textContent(), { timeout: 30_000 })
        .toMatch(/get back to you within 24 hours/);

      // Each arrived exactly once, also after a reload (which sends what is still queued).
      await callbackPage.reload();
      await homePage.reload();
      await callbackPage.waitForSelector("html[data-hydrated]");
      await homePage.waitForSelector("html[data-hydrated]");
      await new Promise((r) => setTimeout(r, 500));
      expect(
        await count("SELECT count(*) AS n FROM callback_requests WHERE name = ?", [name]),
      ).toBe(1);
      expect(
        await count("SELECT count(*) AS n FROM contact_messages WHERE email = ?", [email]),
      ).toBe(1);
      expect(
        await callbackPage.evaluate(() => localStorage.getItem("gharsetu:form-outbox:callback")),
      ).toBeNull();
      expect(
        await homePage.evaluate(() => localStorage.getItem("gharsetu:form-outbox:contact")),
      ).toBeNull();
    },
    SLOW,
  );

  it(
    "the registration says it will be sent while the page stays open, and the account is made once",
    async () => {
      const email = uniqueEmail("outage-register");
      const page = await openHydrated(browser, `${server.baseUrl}/register`);
      lock();
      await page.getByLabel("Surname").fill("Outage");
      await page.getByLabel("Mobile number").fill(randomMobile());
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("a long enough password");
      await page.getByRole("button", { name: "Register" }).click();
      await expect
        .poll(() => page.getByTestId("register-queued").textContent(), { timeout: 20_000 })
        .toMatch(/Keep this page open/);
      expect(await page.getByLabel("Email").inputValue()).toBe(email);
      // Never written to the device: it carries a password.
      expect(
        await page.evaluate(() => Object.keys(localStorage).filter((k) => /register/.test(k))),
      ).toEqual([]);
      unlock();
      await expect
        .poll(() => page.getByText("Registered successfully!").count(), { timeout: 30_000 })
        .toBe(1);
      expect(await count("SELECT count(*) AS n FROM users WHERE email = ?", [email])).toBe(1);
    },
    SLOW,
  );
});
