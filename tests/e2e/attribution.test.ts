import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  openHydrated,
  signedInAdminBrowser,
  suiteAdmin,
  suiteBrowsers,
} from "../support/browser.ts";
import { randomMobile } from "../support/db-query.ts";
import { requestCallback } from "./support-callback.ts";

// Where leads come from (docs/product/speed-to-lead.md): a visitor arrives from an ad, browses,
// asks for a callback from the site, and the team sees the ad on the request's admin page and in
// the funnel report's source row.

const baseUrl = inject("baseUrl");
const browsers = suiteBrowsers();
const admin = suiteAdmin(baseUrl);
let adminBrowser: Awaited<ReturnType<typeof signedInAdminBrowser>>;

beforeAll(async () => {
  adminBrowser = await signedInAdminBrowser(baseUrl);
});
afterAll(async () => {
  await adminBrowser?.close();
});

describe("attribution in the browser", () => {
  it("a visit from a Google ad, then a callback request from the site: the admin detail shows the source", async () => {
    const landing = await openHydrated(
      browsers.js,
      `${baseUrl}/?utm_source=google&utm_medium=cpc&utm_campaign=hl-bangalore`,
    );
    const cookie = (await browsers.js.cookies(baseUrl)).find((c) => c.name === "gs_source");
    expect(cookie?.value).toBeTruthy();
    // Browsing on without utm_* keeps the first touch; the request goes from the site's own page.
    await landing.goto(`${baseUrl}/callback-request`);
    await landing.waitForSelector("html[data-hydrated]");
    const reference = await requestCallback(landing, {
      name: "Anita Desai",
      phone: randomMobile(),
      city: "Bengaluru",
    });

    const list = await admin.get("/api/callback-requests");
    const row = list.json.find((r: { reference: string }) => r.reference === reference);
    expect(row?.first_source).toBe("google");

    const detail = await openHydrated(adminBrowser, `${baseUrl}/admin/callbacks/${row.id}`);
    const panel = detail.locator("section", {
      has: detail.getByRole("heading", { name: "Where it came from" }),
    });
    await panel.waitFor();
    const text = await panel.innerText();
    expect(text).toContain("google");
    expect(text).toContain("cpc");
    expect(text).toContain("hl-bangalore");
    expect(text).toContain("Landing page");
    await detail.close();

    // The funnel report (docs/product/speed-to-lead.md "The funnel report") counts it in the
    // google row of today's figures once its summary has been refreshed (at most a minute).
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const query = `from=${today}&to=${today}&group=source`;
    const googleRow = async () =>
      (await admin.get(`/api/reports/funnel?${query}`)).json.rows.find(
        (r: { key: string }) => r.key === "google",
      );
    await expect
      .poll(async () => (await googleRow())?.enquiries ?? 0, { timeout: 75_000, interval: 2_000 })
      .toBeGreaterThanOrEqual(1);
    const report = await openHydrated(adminBrowser, `${baseUrl}/admin/reports?${query}`);
    const googleLine = report
      .getByRole("row")
      .filter({ has: report.getByText("google", { exact: true }) });
    await expect.poll(() => googleLine.count()).toBeGreaterThanOrEqual(1);
    expect(await googleLine.first().innerText()).toMatch(/google\s+[1-9]/);
    await report.close();
    await landing.close();
  }, 180_000);
});
