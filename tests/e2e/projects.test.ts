import Database from "better-sqlite3";
import { describe, expect, inject, it } from "vitest";
import { CITIES } from "../../app/domain/enums.ts";
import {
  expectNoSeriousViolations,
  openHydrated,
  openPage,
  suiteBrowsers,
} from "../support/browser.ts";

// /projects and /loan/:bank/projects/:city (docs/product/pages.md "Approved projects").
const baseUrl = inject("baseUrl");

const browsers = suiteBrowsers({ noJs: true });

function withDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(inject("databaseUrl"), { fileMustExist: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

describe("/projects", () => {
  it("goes to the chosen bank and city with JavaScript off (a plain GET form)", async () => {
    const page = await openPage(browsers.noJs, `${baseUrl}/projects`);
    await page.getByLabel("Bank", { exact: true }).selectOption("hdfc");
    await page.getByLabel("City", { exact: true }).selectOption("pune");
    await page.getByRole("button", { name: "Show projects" }).click();
    await page.waitForURL(`${baseUrl}/loan/hdfc/projects/pune`);
    await expect(page.locator("main article").count()).resolves.toBeGreaterThan(0);
    await page.close();
  });

  it("goes there with JavaScript too, and the city tiles follow the chosen bank", async () => {
    const page = await openHydrated(browsers.js, `${baseUrl}/projects`);
    const tiles = page.locator("main ul").last().getByRole("link");
    await expect(
      tiles.evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).resolves.toEqual(CITIES.map((city) => `/loan/sbi/projects/${city.toLowerCase()}`));
    await page.getByLabel("Bank", { exact: true }).selectOption("icici");
    await expect(page.locator('main a[href="/loan/icici/projects/mumbai"]').count()).resolves.toBe(
      1,
    );
    await page.getByLabel("City", { exact: true }).selectOption("chennai");
    await page.getByRole("button", { name: "Show projects" }).click();
    await page.waitForURL(`${baseUrl}/loan/icici/projects/chennai`);
    await page
      .getByRole("heading", { level: 1, name: "ICICI Bank approved projects in Chennai" })
      .waitFor();
    await page.close();
  });

  it("answers an invalid choice with HTTP 400 and a clear message", async () => {
    const res = await fetch(`${baseUrl}/projects?bank=nobank&city=atlantis`);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Choose a bank from the list.");
    expect(html).toContain("Choose a city from the list.");
  });
});

describe("/loan/:bank/projects/:city", () => {
  it("lists the projects as cards with image, name, builder, location, BHK and price", async () => {
    const expected = withDb(
      (db) =>
        db
          .prepare(
            "select name from projects where bank_slug = 'sbi' and city = 'mumbai' order by name",
          )
          .all() as { name: string }[],
    );
    expect(expected.length).toBeGreaterThan(0);
    const page = await openHydrated(browsers.js, `${baseUrl}/loan/sbi/projects/mumbai`);
    const cards = page.locator("main article");
    await expect(cards.count()).resolves.toBe(expected.length);
    await expect(cards.locator("h3").allTextContents()).resolves.toEqual(
      expected.map((p) => p.name),
    );
    const first = cards.first();
    const img = first.locator("img");
    await expect(img.getAttribute("width")).resolves.toBe("480");
    await expect(img.getAttribute("height")).resolves.toBe("320");
    await expect(img.getAttribute("src")).resolves.toMatch(
      /^\/images\/projects\/tower-[1-6]\.svg$/,
    );
    const text = (await first.textContent()) ?? "";
    expect(text).toMatch(/^.+by .+Location.+Configuration.*BHK.*Price.*₹/);
    await page.close();
  });

  it("answers an unknown bank or city with HTTP 404 and 'Page not found.'", async () => {
    for (const path of ["/loan/sbi/projects/atlantis", "/loan/nobank/projects/mumbai"]) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("Page not found.");
    }
  });

  it("shows the eligibility wizard, at the bank's rate, when no project comes back", async () => {
    const removed = withDb((db) => {
      const rows = db
        .prepare("select * from projects where bank_slug = 'idfc' and city = 'kolkata'")
        .all() as Record<string, unknown>[];
      db.prepare("delete from projects where bank_slug = 'idfc' and city = 'kolkata'").run();
      return rows;
    });
    try {
      const page = await openHydrated(browsers.js, `${baseUrl}/loan/idfc/projects/kolkata`);
      await expect(page.locator("main article").count()).resolves.toBe(0);
      await page
        .getByRole("heading", { name: /No approved projects listed in Kolkata yet/ })
        .waitFor();
      await page.getByRole("heading", { name: "Loan details" }).waitFor();
      await page.close();
      // Without JavaScript the wizard is one form that posts with the bank (and so its rate).
      const html = await (await fetch(`${baseUrl}/loan/idfc/projects/kolkata`)).text();
      expect(html).toContain('action="/eligibility-form?bank=idfc"');
      // The Hindi page says the same in Hindi (the wizard brings its own text).
      const hindi = await fetch(`${baseUrl}/hi/loan/idfc/projects/kolkata`);
      expect(hindi.status).toBe(200);
      const hindiHtml = (await hindi.text()).replaceAll("<!-- -->", "");
      expect(hindiHtml).toContain("कोलकाता में अभी कोई मंज़ूर प्रोजेक्ट सूची में नहीं है");
      expect(hindiHtml).toContain("हमने कोलकाता में IDFC FIRST Bank से मंज़ूर प्रोजेक्ट अभी");
      expect(hindiHtml).not.toContain("No approved projects listed");
    } finally {
      withDb((db) => {
        for (const row of removed) {
          const keys = Object.keys(row);
          db.prepare(
            `insert into projects (${keys.join(", ")}) values (${keys.map(() => "?").join(", ")})`,
          ).run(...keys.map((k) => row[k]));
        }
      });
    }
  });

  it("has no serious or critical axe violations on /projects and a city page at 1280 and 360 px", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 740 },
    ]) {
      const context = await browsers.launch({ viewport });
      await expectNoSeriousViolations(context, baseUrl, ["/projects", "/loan/sbi/projects/mumbai"]);
      await context.close();
    }
  });
});
