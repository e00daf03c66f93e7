import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";
import { type BorrowerServer, startBorrowerServer } from "../support/borrower-server.ts";
import { seriousViolations, suiteBrowsers } from "../support/browser.ts";
import { openTrack, stageOnTrack, trackWords } from "../support/track-page.ts";

// The borrower's own view in Chromium (docs/product/borrower-view.md), in English and Hindi: the
// borrower verifies the mobile on /track, approves the two proposed banks, reads the ledger "who
// has my data" (the banks it went to, the notices sent), stops sharing with one bank and sees it
// withdrawn, told on the page. axe finds nothing serious on any state of the page.

const SLOW = 240_000;
const browsers = suiteBrowsers();
let b: BorrowerServer;
let bankNames: Record<string, string>;

beforeAll(async () => {
  b = await startBorrowerServer("sqlite", { RATE_LIMIT_FACTOR: "20" });
  const banks = await new ApiClient(b.server.baseUrl).get("/api/banks");
  bankNames = Object.fromEntries(
    (banks.json as { slug: string; name: string }[]).map((bank) => [bank.slug, bank.name]),
  );
}, 120_000);

afterAll(async () => {
  await b?.stop();
});

describe.each([
  ["en", "sbi", "hdfc"],
  ["hi", "icici", "axis"],
] as const)("the ledger and stopping a bank (%s)", (lang, kept, stopped) => {
  it(
    "verify on /track, approve two banks, read who has the data, stop sharing with one: it shows withdrawn",
    async () => {
      const w = trackWords(lang);
      const lead = await b.postLead({ language: lang });
      await b.propose(lead, kept);
      await b.propose(lead, stopped);

      const page = await openTrack(browsers.js, b.server.baseUrl, b.sms, lead, lang, true);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang);
      for (const bank of [kept, stopped]) {
        await page.getByRole("button", { name: w.approve(bankNames[bank]) }).click();
        await expect.poll(() => stageOnTrack(page, bank)).toBe(w.stage("approved"));
      }

      // The ledger: both banks shared, the notices of the two proposals among the messages.
      const ledger = page.getByTestId("ledger");
      await ledger.getByRole("heading", { name: w.file["loan-file.ledger.title"] }).waitFor();
      const shared = (bank: string) =>
        w.file["loan-file.ledger.bank.approved"].replace("{bank}", bankNames[bank]);
      for (const bank of [kept, stopped]) await ledger.getByText(shared(bank)).waitFor();
      const entries = await ledger.getByTestId("ledger-entries").innerText();
      expect(entries).toContain(
        w.file["loan-file.ledger.step.proposed"]
          .replace("{channel}", w.file["loan-file.ledger.channel.email"])
          .replace("{bank}", bankNames[kept]),
      );
      expect(await ledger.getByTestId("ledger-views").innerText()).not.toBe("");
      expect(await seriousViolations(page)).toEqual([]);

      // Stop sharing with one bank: it becomes withdrawn, the page says so, the other stays.
      await ledger.getByRole("button", { name: w.stopSharing(bankNames[stopped]) }).click();
      await expect.poll(() => stageOnTrack(page, stopped)).toBe(w.stage("withdrawn"));
      expect(await stageOnTrack(page, kept)).toBe(w.stage("approved"));
      await ledger
        .getByRole("status")
        .getByText(w.file["loan-file.didWithdraw"].replace("{bank}", bankNames[stopped]))
        .waitFor();
      await ledger
        .getByTestId("ledger-entries")
        .getByText(w.file["loan-file.ledger.bank.withdrawn"].replace("{bank}", bankNames[stopped]))
        .waitFor();
      // A withdrawn bank offers no second stop; the kept one still does.
      expect(
        await ledger.getByRole("button", { name: w.stopSharing(bankNames[stopped]) }).count(),
      ).toBe(0);
      await ledger.getByRole("button", { name: w.stopSharing(bankNames[kept]) }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    },
    SLOW,
  );
});
