import crypto from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SAMPLE_ADMIN_PAGES } from "../support/admin-pages.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import {
  launchBrowser,
  loginThroughForm,
  openHydrated,
  seriousViolations,
  signedInThroughForm,
} from "../support/browser.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../support/server.ts";

// The admin area (issue 5; docs/product/team.md, docs/product/forms.md and
// docs/product/http-api.md) driven through the browser as an admin.

const baseUrl = inject("baseUrl");
let browser: BrowserContext;
let page: Page;
let api: ApiClient;

/**
 * A complete, valid application as the wizard posts it (docs/product/forms.md "The eligibility
 * application"), from a Kolkata applicant.
 */
function application(lastName: string, email: string) {
  return validLeadPayload({
    property_worth: 5_000_000,
    borrow_amount: 2_500_000,
    postal_code: "700001",
    yearly_income: 1_200_000,
    in_tax_bracket: "no",
    monthly_living_expenditure: 20_000,
    last_name: lastName,
    email,
    phone_number: "98765 43210",
  });
}

async function goto(path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector("html[data-hydrated]");
}

/**
 * The record at `path` as it was before the enclosing block's first test (filled in then), put
 * back by PUT after its last, so that the block's edits do not leak into other tests.
 */
function keptRecord<T extends object>(path: string): T {
  const kept = {} as T;
  beforeAll(async () => {
    Object.assign(kept, (await api.get(path)).json);
  });
  afterAll(async () => {
    await api.put(path, kept);
  });
  return kept;
}

beforeAll(async () => {
  api = new ApiClient(baseUrl);
  await api.login();
  ({ context: browser, page } = await signedInThroughForm(
    baseUrl,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    "/admin",
  ));
});
afterAll(async () => {
  await browser?.close();
});

describe("admin layout", () => {
  it("shows the sidebar without the public top bar, marks the current page and remembers collapsing", async () => {
    await goto("/admin");
    expect(await page.title()).toBe("Admin · Dashboard");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const name of ["Dashboard", "Users", "Leads", "Banks", "SEO", "Messages", "Blog"]) {
      expect(await nav.getByRole("link", { name, exact: false }).count()).toBeGreaterThan(0);
    }
    expect(await nav.getByRole("link", { name: /^Home/ }).getAttribute("href")).toBe("/");
    expect(await nav.getByRole("link", { name: "Blog" }).getAttribute("href")).toBe("/#blog");
    expect(await nav.getByRole("button", { name: "Logout" }).count()).toBe(1);
    expect(await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe(
      "page",
    );
    // Only the admin sidebar: no public top bar on /admin.
    expect(await page.getByRole("navigation").count()).toBe(1);

    await nav.getByRole("link", { name: "SEO" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/seo");
    await nav.locator('a[aria-current="page"]', { hasText: "SEO" }).waitFor();
    expect(
      await nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current"),
    ).toBeNull();

    const toggle = page.getByRole("button", { name: "Menu" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await page.waitForFunction(
      () =>
        document
          .querySelector('button[aria-controls="admin-nav"]')
          ?.getAttribute("aria-expanded") === "false",
    );
    // Collapsed, every destination keeps its accessible name.
    expect(await nav.getByRole("link", { name: "Banks" }).count()).toBe(1);
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await page.getByRole("button", { name: "Menu" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });

  it("matches admin paths case-insensitively (/admin/Seo, /admin/Eligibility)", async () => {
    const seo = await page.goto(`${baseUrl}/admin/Seo`);
    expect(seo?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "SEO" }).waitFor();
    const list = await page.goto(`${baseUrl}/admin/Eligibility`);
    expect(list?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
  });

  it("answers 404 inside the admin layout for an unknown admin page", async () => {
    const res = await page.goto(`${baseUrl}/admin/no-such-page`);
    expect(res?.status()).toBe(404);
    await page.getByText("Page not found.").waitFor();
    expect(await page.getByRole("navigation", { name: "Admin" }).count()).toBe(1);
  });
});

describe("leads", () => {
  const lastName = `Kapoor${crypto.randomBytes(4).toString("hex")}`;
  const leadEmail = uniqueEmail("lead");
  let id: number;

  beforeAll(async () => {
    const res = await new ApiClient(baseUrl).post(
      "/api/eligibility-applications",
      application(lastName, leadEmail),
    );
    expect(res.status).toBe(201);
    id = res.json.id;
  });

  it("the dashboard counts it and lists it among the latest", async () => {
    await goto("/admin");
    const figures = page.getByRole("region", { name: "Key figures" });
    const text = await figures.innerText();
    expect(text).toMatch(/Applications today\s*[1-9]/);
    expect(text).toMatch(/Eligible share\s*\d+(\.\d)?%/);
    await page.getByRole("link", { name: `Asha ${lastName}` }).waitFor();
  });

  it("appears first in the table, is found by search and opens", async () => {
    await goto("/admin/eligibility");
    const firstRow = page.locator("tbody tr").first();
    expect(await firstRow.innerText()).toContain(lastName);
    expect(await firstRow.innerText()).toContain("₹25,00,000");
    expect(await firstRow.innerText()).toContain("₹50,00,000");

    await page.getByLabel("Search name, email, phone or reference").fill(lastName.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === lastName.toLowerCase());
    await page.getByText("Showing 1–1 of 1 application").waitFor();
    expect(await page.locator("tbody tr").count()).toBe(1);

    // Filters combine and are part of the URL.
    await page.getByLabel("Eligible").selectOption("false");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.searchParams.get("eligible") === "false");
    await page.getByText("No applications found.").waitFor();
    await page.getByLabel("Eligible").selectOption("true");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.searchParams.get("eligible") === "true");
    // The URL changes a moment before React renders the new rows.
    await page.locator("tbody tr").first().waitFor();
    expect(await page.locator("tbody tr").count()).toBe(1);

    await page.getByRole("link", { name: `Asha ${lastName}` }).click();
    await page.waitForURL((url) => url.pathname === `/admin/eligibility/${id}`);
    await page.getByRole("heading", { level: 1, name: `Lead #${id}: Asha ${lastName}` }).waitFor();
    for (const group of [
      "1. Loan details",
      "2. Your details",
      "3. Income & Employment",
      "4. Expenses",
      "5. Do I qualify?",
      "Consent",
    ]) {
      await page.getByRole("heading", { name: group }).waitFor();
    }
    const body = await page.locator("main").innerText();
    expect(body).toContain("Privacy notice version");
    expect(body).toContain("Acme Pvt Ltd");
  });

  it("changes the status and shows who changed it", async () => {
    await goto(`/admin/eligibility/${id}`);
    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await page.getByRole("button", { name: "Update status" }).click();
    await page.getByText("Status changed to Contacted.").waitFor();
    const history = page.getByRole("list", { name: "Status history" });
    await history.getByText(`by ${ADMIN_EMAIL}`).waitFor();
    expect(await history.innerText()).toContain("Contacted");
    const stored = await api.get(`/api/eligibility-applications/${id}`);
    expect(stored.json.status).toBe("contacted");
  });

  it("exports the current filter as CSV: a header row and the lead", async () => {
    await goto(`/admin/eligibility?q=${encodeURIComponent(lastName)}`);
    const link = page.getByRole("link", { name: /Export CSV/ });
    const href = await link.getAttribute("href");
    expect(href).toContain("format=csv");
    expect(href).toContain(`q=${lastName}`);
    const res = await page.request.get(`${baseUrl}${href}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/csv");
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^id,/);
    expect(lines[0]).toContain("email");
    expect(lines[1]).toContain(leadEmail);
    expect(lines[1]).toContain(lastName);
  });

  it("deletes the lead only after confirmation, then says so on the list", async () => {
    await goto(`/admin/eligibility/${id}`);
    await page.getByRole("button", { name: "Delete application" }).click();
    const dialog = page.getByRole("dialog", { name: `Delete application #${id}?` });
    await dialog.waitFor();
    // Cancel first: nothing happens.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect((await api.get(`/api/eligibility-applications/${id}`)).status).toBe(200);

    await page.getByRole("button", { name: "Delete application" }).click();
    await dialog.getByRole("button", { name: "Delete permanently" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/eligibility");
    await page.getByText(`Lead #${id} was deleted.`).waitFor();
    expect((await api.get(`/api/eligibility-applications/${id}`)).status).toBe(404);
    await goto(`/admin/eligibility?q=${encodeURIComponent(lastName)}`);
    await page.getByText("No applications found.").waitFor();
  });

  it("without JavaScript, deleting needs the confirmation box", async () => {
    const res = await new ApiClient(baseUrl).post(
      "/api/eligibility-applications",
      application(lastName, uniqueEmail("lead")),
    );
    const secondId = res.json.id as number;
    const noJs = await launchBrowser({ javaScriptEnabled: false });
    try {
      const p = await noJs.newPage();
      await loginThroughForm(p, baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD, { javaScript: false });
      await p.waitForURL((url) => url.pathname === "/admin");
      await p.goto(`${baseUrl}/admin/eligibility/${secondId}`);
      await p.getByLabel(`Yes, permanently delete application #${secondId}.`).check();
      await p.getByRole("button", { name: "Delete application" }).click();
      await p.waitForURL((url) => url.pathname === "/admin/eligibility");
      await p.getByText(`Lead #${secondId} was deleted.`).waitFor();
    } finally {
      await noJs.close();
    }
    // A POST without confirm=yes is refused.
    const third = await new ApiClient(baseUrl).post(
      "/api/eligibility-applications",
      application(lastName, uniqueEmail("lead")),
    );
    const cookie = (await browser.cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join("; ");
    const refused = await fetch(`${baseUrl}/admin/eligibility/${third.json.id}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete" }),
      redirect: "manual",
    });
    expect(refused.status).toBe(400);
    expect((await api.get(`/api/eligibility-applications/${third.json.id}`)).status).toBe(200);
    await api.delete(`/api/eligibility-applications/${third.json.id}`);
  });

  it("pages through 20 applications at a time, keeping the filter in the links", async () => {
    const tag = `Page${crypto.randomBytes(4).toString("hex")}`;
    const client = new ApiClient(baseUrl);
    for (let i = 0; i < 21; i++) {
      const res = await client.post(
        "/api/eligibility-applications",
        application(tag, uniqueEmail("page")),
      );
      expect(res.status).toBe(201);
    }
    await goto(`/admin/eligibility?q=${tag}`);
    await page.getByText("Showing 1–20 of 21 applications").waitFor();
    expect(await page.locator("tbody tr").count()).toBe(20);
    await page
      .getByRole("navigation", { name: "Applications pages" })
      .getByRole("link", { name: "Next" })
      .click();
    await page.waitForURL(
      (url) => url.searchParams.get("page") === "2" && url.searchParams.get("q") === tag,
    );
    await page.getByText("Showing 21–21 of 21 applications").waitFor();
    expect(await page.locator("tbody tr").count()).toBe(1);
    const list = await api.get(`/api/eligibility-applications?q=${tag}&pageSize=100`);
    for (const row of list.json as Array<{ id: number }>)
      await api.delete(`/api/eligibility-applications/${row.id}`);
  });

  it("a list the loader cannot read shows '⚠️ Error loading data: …' inside the admin layout", async () => {
    const res = await page.goto(`${baseUrl}/admin/eligibility?page=abc`);
    expect(res?.status()).toBe(400);
    await page.getByText("⚠️ Error loading data: page must be a whole number from 1.").waitFor();
    expect(await page.getByRole("navigation", { name: "Admin" }).count()).toBe(1);
  });

  it("an unknown application id is a 404 inside the admin layout", async () => {
    const res = await page.goto(`${baseUrl}/admin/eligibility/99999999`);
    expect(res?.status()).toBe(404);
    await page.getByText("Application not found.").waitFor();
  });
});

describe("SEO editor", () => {
  // Other test files read the home page's head.
  const original = keptRecord<{
    meta_title: string;
    meta_description: string;
    schema_json: unknown;
  }>("/api/seo/home");

  it("refuses invalid JSON in the browser without sending anything", async () => {
    await goto("/admin/seo?page=home");
    expect(await page.getByLabel("Meta title").inputValue()).toBe(original.meta_title);
    let posted = false;
    const onRequest = (r: { method(): string }) => {
      if (r.method() !== "GET") posted = true;
    };
    page.on("request", onRequest);
    await page.getByLabel("Schema JSON (JSON-LD)").fill('{"@context": "https://schema.org", ');
    await page.getByRole("button", { name: "Save" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toBe("❌ Schema JSON is invalid. Please check formatting.");
    expect(posted).toBe(false);
    page.off("request", onRequest);
    expect((await api.get("/api/seo/home")).json.schema_json).toEqual(original.schema_json);
  });

  it("the action refuses invalid JSON too (a post without the page's script)", async () => {
    const cookie = (await browser.cookies(baseUrl)).map((c) => `${c.name}=${c.value}`).join("; ");
    const res = await fetch(`${baseUrl}/admin/seo?page=home`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        page: "home",
        meta_title: "X",
        meta_description: "Y",
        schema_json: "{nope",
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("❌ Schema JSON is invalid. Please check formatting.");
    expect((await api.get("/api/seo/home")).json.meta_title).toBe(original.meta_title);
  });

  it("saves valid JSON, shows the server's message, and the home page carries the new title", async () => {
    const title = `Compare home loans ${crypto.randomBytes(3).toString("hex")} | GharSetu`;
    await goto("/admin/seo?page=home");
    await page.getByLabel("Meta title").fill(title);
    await page.getByText(`${title.length} characters · aim for about 60`).waitFor();
    await page
      .getByLabel("Schema JSON (JSON-LD)")
      .fill(
        JSON.stringify(
          { "@context": "https://schema.org", "@type": "WebSite", name: "GharSetu", url: "/" },
          null,
          2,
        ),
      );
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("status").filter({ hasText: "SEO updated successfully." }).waitFor();
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('"@type":"WebSite"');
  });

  it("lists every page with a record and opens the chosen one", async () => {
    await goto("/admin/seo");
    const options = await page
      .getByLabel("Page", { exact: true })
      .locator("option")
      .allTextContents();
    expect(options.some((o) => o.startsWith("home"))).toBe(true);
    expect(options.some((o) => o.startsWith("loan-sbi"))).toBe(true);
    expect(options.some((o) => o.startsWith("eligibility-form"))).toBe(true);
    await page.getByLabel("Page", { exact: true }).selectOption("loan-sbi");
    await page.getByRole("button", { name: "Open" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "loan-sbi");
    await page.getByRole("heading", { name: "Editing: loan-sbi (/loan/sbi)" }).waitFor();
  });
});

describe("banks", () => {
  const original = keptRecord<Record<string, unknown>>("/api/banks/sbi");

  it("lists banks with their calculator rate and as-of date", async () => {
    await goto("/admin/banks");
    const row = page.getByRole("row").filter({ hasText: "State Bank of India" });
    expect(await row.innerText()).toContain(`${original.calculatorRate}% p.a.`);
    await row.getByRole("link", { name: /Edit/ }).click();
    await page.waitForURL((url) => url.pathname === "/admin/banks/sbi");
  });

  it("shows validation errors next to the fields and saves nothing", async () => {
    await goto("/admin/banks/sbi");
    await page.getByLabel("Calculator rate (% per annum)").fill("40");
    await page.getByLabel("Name", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save bank" }).click();
    await page.getByText("Calculator rate must be between 1 and 25.").waitFor();
    await page.getByText("Name is required.", { exact: true }).waitFor();
    expect((await api.get("/api/banks/sbi")).json.calculatorRate).toBe(original.calculatorRate);
  });

  it("saves a new calculator rate, and /loan/sbi shows it at once", async () => {
    await goto("/admin/banks/sbi");
    expect(await page.getByLabel("Pros").inputValue()).toBe((original.pros as string[]).join("\n"));
    await page.getByLabel("Calculator rate (% per annum)").fill("7.65");
    await page.getByRole("button", { name: "Save bank" }).click();
    await page.getByText("State Bank of India saved.", { exact: false }).waitFor();
    expect((await api.get("/api/banks/sbi")).json.calculatorRate).toBe(7.65);
    expect((await api.get("/api/banks/sbi")).json.pros).toEqual(original.pros);
    const html = await (await fetch(`${baseUrl}/loan/sbi`)).text();
    expect(html).toContain("7.65");
  });

  it("edits the rate range, checks lowest ≤ highest, and the rates table shows it at once", async () => {
    await goto("/admin/banks/sbi");
    await page.getByLabel("Lowest rate (% per annum)").fill("9.5");
    await page.getByLabel("Highest rate (% per annum)").fill("9");
    await page.getByRole("button", { name: "Save bank" }).click();
    await page.getByText("Highest rate must be at least the lowest rate.").first().waitFor();
    expect((await api.get("/api/banks/sbi")).json.rateMin).toBe(original.rateMin);
    await page.getByLabel("Highest rate (% per annum)").fill("10.25");
    await page.getByRole("button", { name: "Save bank" }).click();
    await page.getByText("State Bank of India saved.", { exact: false }).waitFor();
    expect((await api.get("/api/banks/sbi")).json).toMatchObject({ rateMin: 9.5, rateMax: 10.25 });
    const html = await (await fetch(`${baseUrl}/home-loan-interest-rates`)).text();
    expect(html).toContain("9.50% – 10.25%");
  });
});

describe("users", () => {
  it("refuses to let an admin demote themselves", async () => {
    await goto("/admin/users");
    const me = page.getByRole("row").filter({ hasText: `${ADMIN_EMAIL} (you)` });
    await me.getByRole("button", { name: /Demote to customer/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Demote" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "You cannot remove your own admin role." })
      .first()
      .waitFor();
    expect((await api.get("/api/auth/me")).json.user.role).toBe("admin");
  });

  it("promotes a customer to admin and demotes them again after confirmation", async () => {
    const email = uniqueEmail("staff");
    const reg = await new ApiClient(baseUrl).post("/api/register", {
      surname: "Nair",
      mobile: "9988776655",
      email,
      password: "staff-password-1",
    });
    expect(reg.status).toBe(201);
    await goto("/admin/users");
    const row = () => page.getByRole("row").filter({ hasText: email });
    expect(await row().innerText()).toContain("Customer");
    await row()
      .getByRole("button", { name: /Promote to admin/ })
      .click();
    await page.getByText(`${email} is now an admin.`).waitFor();
    await row().getByText("Admin", { exact: true }).waitFor();

    await row()
      .getByRole("button", { name: /Demote to customer/ })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Demote" }).click();
    await page.getByText(`${email} is now a customer.`).waitFor();
    await row().getByText("Customer", { exact: true }).waitFor();
  });
});

describe("messages", () => {
  it("lists contact messages newest first, highlights unread ones and marks them read", async () => {
    const client = new ApiClient(baseUrl);
    const tag = crypto.randomBytes(4).toString("hex");
    const res = await client.post("/api/contact-messages", {
      first_name: "Kiran",
      last_name: `Das${tag}`,
      email: uniqueEmail("contact"),
      phone: "9876501234",
      message: `Please call me about a balance transfer (${tag}).`,
      consent: true,
    });
    expect(res.status).toBe(201);
    await goto("/admin/messages");
    const item = page.getByRole("article", { name: new RegExp(`Kiran Das${tag}`) });
    expect(await item.innerText()).toContain("Unread");
    const firstArticle = page.getByRole("article").first();
    expect(await firstArticle.innerText()).toContain(tag);
    await item.getByRole("button", { name: /Mark as read/ }).click();
    await item.getByText("Unread", { exact: true }).waitFor({ state: "detached" });
    expect(await item.innerText()).toMatch(/· Read \d/);
    expect(await item.getByRole("button", { name: /Mark as read/ }).count()).toBe(0);
  });
});

describe("accessibility", () => {
  it.each(SAMPLE_ADMIN_PAGES)("%s has no serious or critical axe violations", async (path) => {
    await goto(path);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.title()).toMatch(/^Admin · /);
  });

  it("an application detail page has no serious or critical axe violations", async () => {
    const res = await new ApiClient(baseUrl).post(
      "/api/eligibility-applications",
      application(`Axe${crypto.randomBytes(3).toString("hex")}`, uniqueEmail("axe")),
    );
    await goto(`/admin/eligibility/${res.json.id}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Delete application" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await api.delete(`/api/eligibility-applications/${res.json.id}`);
  });

  it.each(["/login", "/register", "/logout"])(
    "%s has no serious or critical axe violations",
    async (path) => {
      const context = await launchBrowser();
      try {
        const p = await openHydrated(context, `${baseUrl}${path}`);
        expect(await seriousViolations(p)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
