import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import { signedInAdminBrowser, suiteBrowsers } from "../support/browser.ts";
import { queryDb } from "../support/db-query.ts";
import { holdScripts } from "../support/held-scripts.ts";
import { baseUrl, databaseUrl, dialect } from "../support/injected.ts";

// A press while the page starts takes effect exactly once (docs/decisions/038-a-press-while-the-page-starts.md).
// Each try slows the CPU (Chromium's CPU throttling, as a slow phone or a busy office PC), holds the
// page's scripts back, lets them go and presses one submit button at a moment of the page's start:
// before the script has run, while React hydrates, after. Whatever the moment, the press is sent
// once (one request), changes the server's state once, and the page says so.

const browsers = suiteBrowsers();

/** Milliseconds after the scripts are let go at which a try presses; "hydrated" waits for it. */
type Moment = number | "hydrated";
// Before the script has run (0), while it loads and React hydrates, and after. At 12× the admin
// page on this machine hydrates 2–6 s after the scripts are let go, so its middle moments fall in
// that stretch whatever the machine's load.
const MOMENTS: Record<number, Moment[]> = {
  4: [0, 250, 600, 1000, "hydrated"],
  12: [0, 800, 1600, 2400, "hydrated"],
};
interface StartingPage {
  page: Page;
  /** Lets the held scripts through (and returns at once: the page starts from here). */
  release(): void;
}

/** A page with the CPU slowed `rate` times and its scripts held back (tests/support/held-scripts.ts). */
async function openSlowed(
  context: BrowserContext,
  url: string,
  rate: number,
): Promise<StartingPage> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  const held = await holdScripts(page);
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await held.asked;
  return { page, release: () => held.letGo() };
}

/** Waits for the moment, then presses (a real click: pointer down, up). */
async function pressAt(page: Page, moment: Moment, press: () => Promise<void>) {
  if (moment === "hydrated") await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
  else if (moment > 0) await page.waitForTimeout(moment);
  const hydratedBefore = await page.evaluate(() => !!document.documentElement.dataset.hydrated);
  await press();
  return hydratedBefore;
}

/** The requests of `page` that `match`: method and path. */
function countRequests(page: Page, match: (method: string, url: URL) => boolean) {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (match(request.method(), url)) seen.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

interface TryResult {
  target: string;
  rate: number;
  moment: Moment;
  hydratedBefore: boolean;
  requests: number;
  changes: number;
  said: boolean;
}

/** One line per try, so a failing run shows which moments lost (or doubled) the press. */
function report(results: TryResult[]) {
  for (const r of results) {
    const ok = r.requests === 1 && r.changes === 1 && r.said;
    console.log(
      `${ok ? "ok  " : "FAIL"} ${r.target} ${r.rate}x press at ${r.moment}${typeof r.moment === "number" ? " ms" : ""}` +
        ` (hydrated before: ${r.hydratedBefore}): requests ${r.requests}, changes ${r.changes}, said ${r.said}`,
    );
  }
}

function allOnce(results: TryResult[]) {
  return results
    .filter((r) => !(r.requests === 1 && r.changes === 1 && r.said))
    .map((r) => `${r.target} ${r.rate}x at ${r.moment}`);
}

// ---------------------------------------------------------------------------------------------
// The three presses: an admin row action, a public form, an island's button.

let admin: BrowserContext;
const api = new ApiClient(baseUrl);

beforeAll(async () => {
  admin = await signedInAdminBrowser(baseUrl);
});
afterAll(async () => {
  await admin?.close();
});

async function newCustomer(): Promise<{ id: number; email: string }> {
  const email = uniqueEmail("press");
  const res = await api.post("/api/register", {
    surname: "Press",
    mobile: "9876543210",
    email,
    password: "a long enough password",
  });
  expect(res.status).toBe(201);
  const [row] = await queryDb<{ id: number }>(
    dialect,
    databaseUrl,
    "SELECT id FROM users WHERE email = ?",
    [email],
  );
  return { id: Number(row.id), email };
}

async function roleOf(email: string): Promise<string> {
  const [row] = await queryDb<{ role: string }>(
    dialect,
    databaseUrl,
    "SELECT role FROM users WHERE email = ?",
    [email],
  );
  return row.role;
}

/** /admin/users 'Grant staff role' on a new customer's row. */
async function grantStaff(
  context: BrowserContext,
  rate: number,
  moment: Moment,
): Promise<TryResult> {
  const { email } = await newCustomer();
  const { page, release } = await openSlowed(context, `${baseUrl}/admin/users`, rate);
  const posts = countRequests(
    page,
    (method, url) => method === "POST" && url.pathname.startsWith("/admin/users"),
  );
  const button = page.getByRole("button", { name: `Grant staff role to ${email}` });
  release();
  const hydratedBefore = await pressAt(page, moment, () => button.click());
  const notice = page.getByText(`${email} is now staff.`);
  const said = await notice
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  // A lost press would have had time to arrive by now; a doubled one too.
  await page.waitForTimeout(500);
  const role = await roleOf(email);
  await page.close();
  return {
    target: "admin grant",
    rate,
    moment,
    hydratedBefore,
    requests: posts.length,
    changes: role === "staff" ? 1 : 0,
    said,
  };
}

/** The callback request form on /callback-request, filled before the script. */
async function requestCallback(
  context: BrowserContext,
  rate: number,
  moment: Moment,
): Promise<TryResult> {
  const name = `Press ${uniqueEmail("x").slice(2, 12)}`;
  const { page, release } = await openSlowed(context, `${baseUrl}/callback-request`, rate);
  const posts = countRequests(
    page,
    (method, url) =>
      method === "POST" &&
      (url.pathname === "/callback-request" ||
        url.pathname === "/callback-request.data" ||
        url.pathname === "/api/callback-requests"),
  );
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel("Best time to call (IST)").selectOption("14:00-17:00");
  await page.getByLabel(/I agree to be called/).check();
  release();
  const hydratedBefore = await pressAt(page, moment, () =>
    page.getByRole("button", { name: "Request a callback" }).click(),
  );
  const said = await page
    .getByTestId("callback-reference")
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  await page.waitForTimeout(500);
  const [row] = await queryDb<{ n: number }>(
    dialect,
    databaseUrl,
    "SELECT count(*) AS n FROM callback_requests WHERE name = ?",
    [name],
  );
  await page.close();
  return {
    target: "callback",
    rate,
    moment,
    hydratedBefore,
    requests: posts.length,
    changes: Number(row.n),
    said,
  };
}

/** The home page's comparison (an island, docs/decisions/033): 'Add Bank' once, two banks → three. */
async function addBank(context: BrowserContext, rate: number, moment: Moment): Promise<TryResult> {
  const { page, release } = await openSlowed(context, `${baseUrl}/`, rate);
  // Without the script, Add Bank is a GET of the page with add=1; with it, a column added in place.
  const adds = countRequests(
    page,
    (method, url) => method === "GET" && url.pathname === "/" && url.searchParams.has("add"),
  );
  const section = page.locator("#compare");
  await section.scrollIntoViewIfNeeded();
  release();
  const hydratedBefore = await pressAt(page, moment, () =>
    section.getByRole("button", { name: "Add Bank" }).click(),
  );
  const said = await page
    .waitForFunction(
      () => document.querySelector("#compare [aria-live]")?.textContent?.startsWith("Comparing 3 "),
      undefined,
      { timeout: 15_000 },
    )
    .then(() => true)
    .catch(() => false);
  await page.waitForTimeout(500);
  const columns = await section.locator('thead th[scope="col"] span').allTextContents();
  await page.close();
  return {
    target: "home Add Bank",
    rate,
    moment,
    hydratedBefore,
    // In place is no request at all; without the script, one page load.
    requests: Math.max(adds.length, 1),
    changes: columns.length - 2 === 1 && new Set(columns).size === 3 ? 1 : columns.length - 2,
    said,
  };
}

describe("a press while the page starts takes effect exactly once", () => {
  for (const rate of [4, 12]) {
    it(`at ${rate}× CPU: admin row action, callback form, comparison's Add Bank`, {
      timeout: 600_000,
    }, async () => {
      const results: TryResult[] = [];
      // The three of one moment at once: a loaded machine, and a run of a few minutes.
      for (const moment of MOMENTS[rate]) {
        results.push(
          ...(await Promise.all([
            grantStaff(admin, rate, moment),
            requestCallback(browsers.js, rate, moment),
            addBank(browsers.js, rate, moment),
          ])),
        );
      }
      report(results);
      expect(allOnce(results)).toEqual([]);
    });
  }

  it("three admin pages at once, each pressing on its own row", { timeout: 600_000 }, async () => {
    const results: TryResult[] = [];
    for (const rate of [4, 12]) {
      for (const moment of MOMENTS[rate].slice(1, 3)) {
        results.push(...(await Promise.all([0, 1, 2].map(() => grantStaff(admin, rate, moment)))));
      }
    }
    report(results);
    expect(allOnce(results)).toEqual([]);
  });

  it("a press held through hydration (down before the script, up after) is sent once, its button busy until then", async () => {
    const { email } = await newCustomer();
    const { page, release } = await openSlowed(admin, `${baseUrl}/admin/users`, 1);
    const posts = countRequests(
      page,
      (method, url) => method === "POST" && url.pathname.startsWith("/admin/users"),
    );
    const button = page.getByRole("button", { name: `Grant staff role to ${email}` });
    // The users table is wider than the window: bring the row's button into view first, as a
    // person scrolls to it before pressing (its middle was past the window's edge at 1280 px).
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) throw new Error("the button is not on the page");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    release();
    await page.waitForSelector("html[data-hydrated]");
    // Hydration moved the rows: the pointer is no longer over the button it went down on.
    expect(await button.boundingBox()).not.toEqual(box);
    expect(await button.getAttribute("aria-busy")).toBe("true");
    await page.mouse.up();
    await page.getByText(`${email} is now staff.`).waitFor();
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    expect(await roleOf(email)).toBe("staff");
    expect(await button.count()).toBe(0);
    await page.close();
  });
});
