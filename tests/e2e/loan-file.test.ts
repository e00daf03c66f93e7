import crypto from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enLoanFile from "../../app/i18n/en/loan-file.ts";
import hiLoanFile from "../../app/i18n/hi/loan-file.ts";
import { ApiClient, uniqueEmail } from "../support/api-client.ts";
import {
  launchBrowser,
  openHydrated,
  seriousViolations,
  signedInAdminBrowser,
} from "../support/browser.ts";
import { randomMobile } from "../support/db-query.ts";
import { validLeadPayload } from "../support/lead-payload.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { startSmsReceiver } from "../support/sms-receiver.ts";
import { TestSmtp } from "../support/smtp.ts";
import { openTrack as openTrackPage, stageOnTrack, trackWords } from "../support/track-page.ts";

// The loan file in Chromium (docs/product/loan-file.md, issue 22), on a server of its own whose
// mail goes to an SMTP server on loopback and whose SMS go to a signed webhook: staff propose two
// banks on the admin lead page; the borrower verifies the mobile on /track, approves one and
// declines the other, uploads a PDF and a photo; staff verify the documents, log the file in,
// record the sanction and the disbursal; /track shows each step; and each step reached the
// borrower once by e-mail and once by SMS. The borrower's side again in Hindi.

const SLOW = 300_000;
const SECRET = `whsec-${crypto.randomBytes(6).toString("hex")}`;
const sms: { to: string; message: string }[] = [];
const smtp = new TestSmtp();
let receiver: Awaited<ReturnType<typeof startSmsReceiver>>;
let server: RunningServer;
let baseUrl: string;
let borrower: BrowserContext;
let staff: BrowserContext;
let bankNames: Record<string, string>;

beforeAll(async () => {
  await smtp.start();
  receiver = await startSmsReceiver(SECRET, ({ to, message, signed }) => {
    if (signed) sms.push({ to, message });
  });
  server = await startServer({
    RATE_LIMIT_FACTOR: "20",
    SMTP_URL: smtp.url,
    MAIL_FROM: "GharSetu <mail@example.test>",
    MAIL_POLL_MS: "200",
    SMS_PROVIDER: "webhook",
    SMS_WEBHOOK_URL: receiver.url,
    SMS_WEBHOOK_SECRET: SECRET,
    // The 09:00–21:00 IST hold is proved in tests/integration/loan-file.test.ts; here SMS go at
    // once, whatever the hour the suite runs.
    SMS_SEND_HOURS: "00:00-24:00",
  });
  baseUrl = server.baseUrl;
  borrower = await launchBrowser();
  staff = await signedInAdminBrowser(baseUrl);
  const banks = await new ApiClient(baseUrl).get("/api/banks");
  bankNames = Object.fromEntries(
    (banks.json as { slug: string; name: string }[]).map((b) => [b.slug, b.name]),
  );
}, 120_000);

afterAll(async () => {
  await borrower?.close();
  await staff?.close();
  await server?.stop();
  receiver?.server.close();
  await smtp.stop();
});

interface Lead {
  id: number;
  reference: string;
  phone: string;
  email: string;
}

async function postLead(language: "en" | "hi"): Promise<Lead> {
  const phone = randomMobile();
  const email = uniqueEmail("loan-file");
  const res = await new ApiClient(baseUrl).post(
    "/api/eligibility-applications",
    validLeadPayload({ phone_number: phone, email, language }),
  );
  expect(res.status, res.text).toBe(201);
  return { id: Number(res.json.id), reference: res.json.reference, phone, email };
}

const words = trackWords;

/** The loan-file notices mailed to `email` (not the enquiry's confirmation). */
function noticesByMail(email: string) {
  return smtp.received.filter(
    (m) => m.to === email && /^(loan-file|bank-application):/.test(m.outboxKey),
  );
}

/** The SMS for `phone` that are loan-file notices (not verification codes). */
function noticesBySms(phone: string) {
  return sms.filter((m) => m.to === `+91${phone}` && !/\b\d{6}\b/.test(m.message));
}

/** Looks the enquiry up on /track; verifies the mobile by OTP when `verify` says so. */
const openTrack = (lead: Lead, lang: "en" | "hi", verify: boolean) =>
  openTrackPage(borrower, baseUrl, sms, lead, lang, verify);

/** A small real PDF and a PNG photo (a 1×1 pixel), as a phone's files would be. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);

/** The borrower uploads on the verified /track: a file from the phone, or a camera photo. */
async function uploadOnTrack(
  page: Page,
  lang: "en" | "hi",
  code: string,
  input: "file" | "photo",
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const file_ = lang === "en" ? enLoanFile : hiLoanFile;
  const item = page.getByTestId(`borrower-document-${code}`);
  await item
    .getByLabel(file_[input === "file" ? "loan-file.documents.file" : "loan-file.documents.photo"])
    .setInputFiles(file);
  await item.getByRole("button", { name: file_["loan-file.documents.upload"] }).click();
  await expect
    .poll(() => item.innerText(), { timeout: 20_000 })
    .toContain(file_["loan-file.documents.status.received"]);
  await item.getByText(file.name).waitFor();
}

/** Staff: the admin lead page's Loan file panel. */
async function openLeadAsStaff(lead: Lead): Promise<Page> {
  return openHydrated(staff, `${baseUrl}/admin/eligibility/${lead.id}`);
}

async function proposeAsStaff(page: Page, bank: string) {
  await page.getByLabel("Propose a bank").selectOption(bank);
  await page.getByRole("button", { name: "Propose", exact: true }).click();
  await page.getByRole("article", { name: bankNames[bank] }).waitFor();
}

async function moveAsStaff(
  page: Page,
  bank: string,
  title: string,
  fields: Record<string, string>,
  stageText: string,
) {
  const card = page.getByRole("article", { name: bankNames[bank] });
  await card.locator("summary", { hasText: title }).click();
  const form = card.locator("details[open] form");
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: `${title} at ${bankNames[bank]}` }).click();
  await card
    .getByRole("list", { name: `${bankNames[bank]} history` })
    .getByText(stageText)
    .waitFor();
}

describe("the loan file, from proposal to disbursal", () => {
  it(
    "staff propose two banks; the borrower approves one, declines the other and uploads a PDF and a photo on /track; staff verify them, log in, sanction and disburse; each step told once by e-mail and SMS",
    async () => {
      const lead = await postLead("en");
      const w = words("en");
      const admin = await openLeadAsStaff(lead);
      await proposeAsStaff(admin, "sbi");
      await proposeAsStaff(admin, "hdfc");
      expect(await seriousViolations(admin)).toEqual([]);

      // The borrower: both banks wait for a decision; no button before the mobile is verified.
      const page = await openTrack(lead, "en", false);
      expect(await stageOnTrack(page, "sbi")).toBe(w.stage("proposed"));
      expect(await page.getByRole("button", { name: w.approve(bankNames.sbi) }).count()).toBe(0);
      await page.close();

      const verified = await openTrack(lead, "en", true);
      const approve = verified.getByRole("button", { name: w.approve(bankNames.sbi) });
      await approve.waitFor();
      // What approving means is said before the button.
      await verified
        .getByTestId("bank-sbi")
        .getByText(enLoanFile["loan-file.approveMeans"].replace("{bank}", bankNames.sbi))
        .waitFor();
      expect(await seriousViolations(verified)).toEqual([]);
      await approve.click();
      await expect.poll(() => stageOnTrack(verified, "sbi")).toBe(w.stage("approved"));
      await verified.getByRole("button", { name: w.decline(bankNames.hdfc) }).click();
      await expect.poll(() => stageOnTrack(verified, "hdfc")).toBe(w.stage("declined"));
      // The documents, still verified: a PDF from the phone's files, a photo from its camera.
      await uploadOnTrack(verified, "en", "identity", "file", {
        name: "pan-card.pdf",
        mimeType: "application/pdf",
        buffer: PDF,
      });
      await uploadOnTrack(verified, "en", "address", "photo", {
        name: "electricity-bill.png",
        mimeType: "image/png",
        buffer: PNG,
      });
      expect(await seriousViolations(verified)).toEqual([]);
      await verified.close();

      // Staff see both files and verify them.
      await admin.reload();
      for (const [code, name] of [
        ["identity", "pan-card.pdf"],
        ["address", "electricity-bill.png"],
      ]) {
        const item = admin.getByTestId(`document-${code}`);
        await item.getByRole("link", { name }).waitFor();
        await item.getByRole("button", { name: "Verify", exact: true }).click();
        await admin
          .getByTestId(`document-${code}`)
          .getByText("Verified", { exact: true })
          .waitFor();
      }

      // Staff work the approved bank; the declined one offers no move.
      await admin.reload();
      const declinedCard = admin.getByRole("article", { name: bankNames.hdfc });
      expect(await declinedCard.locator("summary").count()).toBe(0);
      await moveAsStaff(
        admin,
        "sbi",
        "Record the log-in",
        { "Bank's reference": "SBI-HL-2026-0042" },
        "Logged in",
      );
      let track = await openTrack(lead, "en", false);
      expect(await stageOnTrack(track, "sbi")).toBe(w.stage("logged_in"));
      await track.close();

      await moveAsStaff(
        admin,
        "sbi",
        "Record the sanction",
        {
          "Sanctioned amount (₹)": "4200000",
          "Rate (% a year)": "8.5",
          "Processing fee (₹)": "10000",
          "Valid until": "2027-02-28",
        },
        "Sanctioned",
      );
      track = await openTrack(lead, "en", false);
      expect(await stageOnTrack(track, "sbi")).toBe(w.stage("sanctioned"));
      await track.close();

      await moveAsStaff(
        admin,
        "sbi",
        "Record the disbursal",
        { "Amount paid out (₹)": "4200000", "Paid out on": "2026-12-15" },
        "Disbursed",
      );
      expect(await seriousViolations(admin)).toEqual([]);
      await admin.close();
      // A second code for the same mobile waits 30 s (docs/product/borrower-journey.md "Mobile
      // verification"): the amounts after OTP are proved in tests/integration/loan-file.test.ts.
      track = await openTrack(lead, "en", false);
      expect(await stageOnTrack(track, "sbi")).toBe(w.stage("disbursed"));
      expect(await stageOnTrack(track, "hdfc")).toBe(w.stage("declined"));
      // Before the code: each document's status, no file names.
      const identity = track.getByTestId("borrower-document-identity");
      expect(await identity.innerText()).toContain(
        enLoanFile["loan-file.documents.status.verified"],
      );
      expect(await identity.innerText()).not.toContain("pan-card.pdf");
      expect(await track.getByTestId("borrower-document-income").innerText()).toContain(
        enLoanFile["loan-file.documents.status.pending"],
      );
      expect(await seriousViolations(track)).toEqual([]);
      await track.close();

      // Six steps: documents requested, two banks proposed, logged in, sanctioned, disbursed.
      // Each reached the borrower once by e-mail and once by SMS; approving and declining are the
      // borrower's own acts and are not told back.
      await expect.poll(() => noticesByMail(lead.email).length, { timeout: 20_000 }).toBe(6);
      const mails = noticesByMail(lead.email);
      expect(new Set(mails.map((m) => m.outboxKey)).size).toBe(6);
      await expect.poll(() => noticesBySms(lead.phone).length, { timeout: 20_000 }).toBe(6);
      expect(new Set(noticesBySms(lead.phone).map((m) => m.message)).size).toBe(6);
      // Nothing more arrives later (a retry would show here).
      await new Promise((r) => setTimeout(r, 1500));
      expect(noticesByMail(lead.email)).toHaveLength(6);
      expect(noticesBySms(lead.phone)).toHaveLength(6);
    },
    SLOW,
  );
});

describe("the borrower's side in Hindi", () => {
  it(
    "a Hindi enquiry: /hi/track shows the banks in Hindi, approves one and declines the other; the notices come in Hindi",
    async () => {
      const lead = await postLead("hi");
      const w = words("hi");
      const admin = await openLeadAsStaff(lead);
      await proposeAsStaff(admin, "icici");
      await proposeAsStaff(admin, "axis");
      await admin.close();

      const page = await openTrack(lead, "hi", true);
      expect(await page.locator("html").getAttribute("lang")).toBe("hi");
      expect(await stageOnTrack(page, "icici")).toBe(w.stage("proposed"));
      const approve = page.getByRole("button", { name: w.approve(bankNames.icici) });
      await approve.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await approve.click();
      await expect.poll(() => stageOnTrack(page, "icici")).toBe(w.stage("approved"));
      await page.getByRole("button", { name: w.decline(bankNames.axis) }).click();
      await expect.poll(() => stageOnTrack(page, "axis")).toBe(w.stage("declined"));
      await uploadOnTrack(page, "hi", "income", "photo", {
        name: "salary-slip.png",
        mimeType: "image/png",
        buffer: PNG,
      });
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();

      // Documents requested and two proposals: three notices each way, in Hindi.
      await expect.poll(() => noticesByMail(lead.email).length, { timeout: 20_000 }).toBe(3);
      for (const mail of noticesByMail(lead.email)) {
        expect(mail.text).toMatch(/[\u0900-\u097F]/);
      }
      await expect.poll(() => noticesBySms(lead.phone).length, { timeout: 20_000 }).toBe(3);
      for (const m of noticesBySms(lead.phone)) expect(m.message).toMatch(/[\u0900-\u097F]/);
    },
    SLOW,
  );
});
