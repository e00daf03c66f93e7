import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import { openHydrated, openPage, seriousViolations, suiteBrowsers } from "../support/browser.ts";
import { randomMobile } from "../support/db-query.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { suiteSmsServer } from "./support-sms-server.ts";

// The borrower's documents on /track in Chromium (docs/product/loan-file.md "Documents"): after
// the look-up and the OTP, the checklist with a file input and a camera input per item; with
// script the upload goes by XMLHttpRequest to the JSON call (progress shown) and the page looks
// up again; without script the same form posts as plain multipart.

const SLOW = 240_000;
const suite = suiteSmsServer();
const browsers = suiteBrowsers({ noJs: true });

const pdf = Buffer.from("%PDF-1.4\n% a test document\n%%EOF\n");

interface Lead {
  id: number;
  reference: string;
  phone: string;
}

/** A new enquiry, by the JSON call, with a mobile of its own. */
async function postLead(): Promise<Lead> {
  const phone = randomMobile();
  const lead = await new ApiClient(suite.baseUrl).post(
    "/api/eligibility-applications",
    validLeadPayload({ phone_number: phone }),
  );
  return { id: lead.json.id, reference: lead.json.reference, phone };
}

/** /track with script: `lead` looked up and its mobile verified by OTP, the checklist showing. */
async function openVerifiedTrack({ reference, phone }: Lead): Promise<Page> {
  const page = await openHydrated(browsers.js, `${suite.baseUrl}/track`);
  await page.getByLabel("Reference").fill(reference);
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Track" }).click();
  await page.getByRole("heading", { name: "Your documents" }).waitFor();
  await page.getByRole("button", { name: "Send code" }).first().click();
  await page.getByLabel("Code from the SMS").fill(await suite.codeFor(phone));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.getByTestId("borrower-document-identity").getByLabel("Choose a file").waitFor();
  return page;
}

describe("documents on /track", { timeout: SLOW }, () => {
  it("after the OTP, uploads by XMLHttpRequest to the JSON call and shows the item received", async () => {
    const lead = await postLead();
    const page = await openVerifiedTrack(lead);
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
  });

  it("without script the same form posts as plain multipart, and a program is refused", async () => {
    const lead = await postLead();
    // The OTP needs script; the token it gives is what the plain form carries afterwards.
    const page = await openVerifiedTrack(lead);
    const token = await page
      .getByTestId("borrower-document-address")
      .locator('input[name="otp_verification"]')
      .getAttribute("value");
    await page.close();

    const plain = await openPage(browsers.noJs, `${suite.baseUrl}/track`);
    // A page posted without script: the hidden fields are rebuilt by a form of our own.
    await plain.setContent(`<form method="post" enctype="multipart/form-data" action="${suite.baseUrl}/track/documents/address">
        <input name="reference" value="${lead.reference}"><input name="phone" value="${lead.phone}">
        <input name="otp_verification" value="${token}"><input type="file" name="file"><button>Go</button></form>`);
    await plain.locator('input[type="file"]').setInputFiles({
      name: "setup.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0]), Buffer.alloc(64)]),
    });
    await plain.getByRole("button", { name: "Go" }).click();
    await plain.getByText("Upload a PDF, JPEG or PNG file.").waitFor();
    await plain.close();
  });

  it("the team's Documents panel: the file listed with its download link, axe clean, Verify and Reject", async () => {
    const lead = await postLead();
    const page = await openHydrated(suite.staff, `${suite.baseUrl}/admin/eligibility/${lead.id}`);
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
  });
});
