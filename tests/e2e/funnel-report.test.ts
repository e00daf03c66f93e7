import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import {
  launchBrowser,
  openHydrated,
  openPage,
  seriousViolations,
  signedInAdminBrowser,
} from "../support/browser.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { waitFor } from "../support/smtp.ts";

// /admin/reports in Chromium (docs/product/speed-to-lead.md "The funnel report"): an admin sees
// the funnel's table, both SVG charts drawn by the server (named, described, with their figures
// as tables), the CSV link, and no serious axe violation; the range form works without
// JavaScript. A server of this file's own refreshes the summary every 500 ms.

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ FUNNEL_REFRESH_MS: "500", RATE_LIMIT_FACTOR: "20" });
  const visitor = new ApiClient(server.baseUrl);
  for (let i = 0; i < 3; i++) {
    const res = await visitor.post(
      "/api/eligibility-applications",
      validLeadPayload({ first_name: "Report", last_name: `Lead${i}` }),
    );
    expect(res.status).toBe(201);
  }
  const callback = await visitor.post("/api/callback-requests", {
    name: "Report Callback",
    phone: "+91 98765 43210",
    city: "Pune",
    preferred_slot: "08:00-11:00",
    consent: true,
  });
  expect(callback.status).toBe(201);
  const admin = new ApiClient(server.baseUrl);
  await admin.login();
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await waitFor(
    async () => {
      const res = await admin.get(`/api/reports/funnel?from=${today}&to=${today}`);
      return res.json?.rows?.[0]?.enquiries === 4;
    },
    { timeoutMs: 20_000, what: "the four enquiries in the report" },
  );
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe("/admin/reports", () => {
  it("shows the table and the server's SVG charts to an admin, axe clean", async () => {
    const context = await signedInAdminBrowser(server.baseUrl);
    try {
      const page = await openHydrated(context, `${server.baseUrl}/admin/reports`);
      await page.getByRole("heading", { level: 1, name: "Reports" }).waitFor();
      // The first view: twelve weeks by week; this week's row holds the four enquiries.
      const table = page.getByRole("table", { name: "The funnel by week" });
      const rows = table.locator("tbody tr");
      expect(await rows.count()).toBeGreaterThanOrEqual(12);
      await expect.poll(() => rows.last().locator("td").first().textContent()).toBe("4");

      for (const [id, name] of [
        ["chart-weekly", "Enquiries and disbursals by week"],
        ["chart-conversion", "Conversion by source"],
      ] as const) {
        const chart = page.locator(`svg[data-chart="${id}"]`);
        await expect.poll(() => chart.getAttribute("role")).toBe("img");
        expect(await chart.locator("title").textContent()).toBe(name);
        expect(await chart.locator("desc").textContent()).not.toBe("");
        expect(await chart.locator("rect").count()).toBeGreaterThan(0);
        await page.getByRole("img", { name }).waitFor();
      }
      expect(await page.locator('svg[data-chart="chart-weekly"] path').count()).toBe(1);

      // The charts are in the server's HTML, not drawn by the browser.
      const html = await (
        await fetch(page.url(), { headers: { cookie: await cookieOf(context) } })
      ).text();
      expect(html).toContain('data-chart="chart-weekly"');
      expect(html).toContain('data-chart="chart-conversion"');

      const csv = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
      expect(csv).toMatch(
        /^\/api\/reports\/funnel\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&group=week&format=csv$/,
      );

      expect(await seriousViolations(page)).toEqual([]);
      // With the chart's figures opened too.
      for (const summary of await page.getByText("The figures of this chart").all())
        await summary.click();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the range form works without JavaScript: by source, the direct row", async () => {
    const admin = new ApiClient(server.baseUrl);
    await admin.login();
    const context = await launchBrowser({ javaScriptEnabled: false });
    try {
      const [name, value] = admin.cookie.split("=");
      await context.addCookies([{ name, value, url: server.baseUrl }]);
      const page = await openPage(context, `${server.baseUrl}/admin/reports`);
      await page.getByLabel("Rows by").selectOption("source");
      await page.getByRole("button", { name: "Show" }).click();
      await page.waitForURL((url) => url.searchParams.get("group") === "source");
      const table = page.getByRole("table", { name: "The funnel by source" });
      expect(await table.locator("tbody tr th").first().textContent()).toBe("(direct)");
      expect(await table.locator("tbody tr td").first().textContent()).toBe("4");
    } finally {
      await context.close();
    }
  });
});

async function cookieOf(context: import("playwright-core").BrowserContext) {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}
