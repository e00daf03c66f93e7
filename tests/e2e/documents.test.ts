import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import {
  launchBrowser,
  openHydrated,
  seriousViolations,
  signedInAdminBrowser,
} from "../support/browser.ts";
import { randomMobile } from "../support/db-query.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { type RunningServer, startServer } from "../support/server.ts";

// The borrower's documents on /track in Chromium (docs/product/loan-file.md "Documents"): after
// the look-up and the OTP, the checklist with a file input and a camera input per item; with
// script the upload goes by XMLHttpRequest to the JSON call (progress shown) and the page looks
// up again; without script the same form posts as plain multipart.

const SLOW = 240_000;
const SECRET = `whsec-${crypto.randomBytes(6).toString("hex")}`;
const inbox: { to: string; message: string }[] = [];
let receiver: http.Server;
let server: RunningServer;
let browser: BrowserContext;
let noScript: BrowserContext;
let adminBrowser: BrowserContext;

beforeAll(async () => {
  receiver = await new Promise<http.Server>((resolve) => {
    const s = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => {
        raw += c;
      });
      req.on("end", () => {
        inbox.push(JSON.parse(raw) as { to: string; message: string });
        res.writeHead(200).end();
      });
    });
    s.listen(0, "127.0.0.1", () => resolve(s));
  });
  server = await startServer({
    RATE_LIMIT_FACTOR: "20",
    SMS_PROVIDER: "webhook",
    SMS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`,
    SMS_WEBHOOK_SECRET: SECRET,
  });
  browser = await launchBrowser();
  noScript = await launchBrowser({ javaScriptEnabled: false });
  adminBrowser = await signedInAdminBrowser(server.baseUrl);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await noScript?.close();
  await adminBrowser?.close();
  await server?.stop();
  receiver?.close();
});

async function codeFor(phone: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const sms = inbox.filter((m) => m.to === `+91${phone}`).at(-1);
    if (sms) return /\b(\d{6})\b/.exec(sms.message)?.[1] ?? "";
    if (Date.now() > deadline) throw new Error(`no SMS for ${phone}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const pdf = Buffer.from("%PDF-1.4\n% a test document\n%%EOF\n");

async function trackAndVerify(page: Page, reference: string, phone: string) {
  await page.getByLabel("Reference").fill(reference);
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Track" }).click();
  await page.getByRole("heading", { name: "Your documents" }).waitFor();
  await page.getByRole("button", { name: "Send code" }).first().click();
  await page.getByLabel("Code from the SMS").fill(await codeFor(phone));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByTestId("borrower-document-identity").getByLabel("Choose a file").waitFor();
}

describe("documents on /track", () => {
  it(
    "after the OTP, uploads by XMLHttpRequest to the JSON call and shows the item received",
    async () => {
      const phone = randomMobile();
      const lead = await new ApiClient(server.baseUrl).post(
        "/api/eligibility-applications",
        validLeadPayload({ phone_number: phone }),
      );
      const page = await openHydrated(browser, `${server.baseUrl}/track`);
      await trackAndVerify(page, lead.json.reference, phone);
      const item = page.getByTestId("borrower-document-identity");
      const photo = item.locator('input[name="photo"]');
      expect(await photo.getAttribute("capture")).toBe("environment");
      expect(await photo.getAttribute("accept")).toBe("image/*");
      expect(await item.locator('input[name="file"]').getAttribute("accept")).toBe(
        "application/pdf,image/jpeg,image/png",
      );
      await item.getByLabel("Choose a file").setInputFiles({
        name: "pan.pdf",
        mimeType: "application/pdf",
        buffer: pdf,
      });
      const sent = page.waitForRequest((r) =>
        r.url().endsWith("/api/track/documents/identity/files"),
      );
      await item.getByRole("button", { name: "Upload", exact: true }).click();
      await sent;
      await item.getByText("Received, being checked").waitFor();
      await item.getByText("pan.pdf").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    },
    SLOW,
  );

  it(
    "without script the same form posts as plain multipart, and a program is refused",
    async () => {
      const phone = randomMobile();
      const lead = await new ApiClient(server.baseUrl).post(
        "/api/eligibility-applications",
        validLeadPayload({ phone_number: phone }),
      );
      // The OTP needs script; the token it gives is what the plain form carries afterwards.
      const page = await openHydrated(browser, `${server.baseUrl}/track`);
      await trackAndVerify(page, lead.json.reference, phone);
      const token = await page
        .getByTestId("borrower-document-address")
        .locator('input[name="otp_verification"]')
        .getAttribute("value");
      await page.close();

      const plain = await noScript.newPage();
      await plain.goto(`${server.baseUrl}/track`);
      // A page posted without script: the hidden fields are rebuilt by a form of our own.
      await plain.setContent(`<form method="post" enctype="multipart/form-data" action="${server.baseUrl}/track/documents/address">
        <input name="reference" value="${lead.json.reference}"><input name="phone" value="${phone}">
        <input name="otp_verification" value="${token}"><input type="file" name="file"><button>Go</button></form>`);
      await plain.locator('input[type="file"]').setInputFiles({
        name: "setup.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0]), Buffer.alloc(64)]),
      });
      await plain.getByRole("button", { name: "Go" }).click();
      await plain.getByText("Upload a PDF, JPEG or PNG file.").waitFor();
      await plain.close();
    },
    SLOW,
  );

  it(
    "the team's Documents panel: the file listed with its download link, axe clean, Verify and Reject",
    async () => {
      const phone = randomMobile();
      const lead = await new ApiClient(server.baseUrl).post(
        "/api/eligibility-applications",
        validLeadPayload({ phone_number: phone }),
      );
      const id = lead.json.id;
      const page = await openHydrated(adminBrowser, `${server.baseUrl}/admin/eligibility/${id}`);
      const item = page.getByTestId("document-income");
      await item.getByLabel("Upload a file").setInputFiles({
        name: "slip.pdf",
        mimeType: "application/pdf",
        buffer: pdf,
      });
      await item.getByRole("button", { name: "Upload", exact: true }).click();
      await page.getByTestId("document-income").getByText("File uploaded.").waitFor();
      const link = page.getByTestId("document-income").getByRole("link", { name: "slip.pdf" });
      expect(await link.getAttribute("href")).toMatch(/^\/api\/documents\/\d+$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId("document-income").getByLabel("Reason to reject").fill("Blurred");
      await page.getByTestId("document-income").getByRole("button", { name: "Reject" }).click();
      await page.getByTestId("document-income").getByText("Reason: Blurred").waitFor();
      await page.getByTestId("document-income").getByRole("button", { name: "Verify" }).click();
      await page.getByTestId("document-income").getByText("Verified.").waitFor();
      await page.close();
    },
    SLOW,
  );
});
