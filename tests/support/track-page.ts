import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { BANK_APPLICATION_STAGES, type Stage } from "../../app/domain/loan-file/stages.ts";
import enForms from "../../app/i18n/en/forms.ts";
import enLoanFile from "../../app/i18n/en/loan-file.ts";
import hiForms from "../../app/i18n/hi/forms.ts";
import hiLoanFile from "../../app/i18n/hi/loan-file.ts";
import { openHydrated } from "./browser.ts";

// The borrower on /track in Chromium (docs/product/loan-file.md, docs/product/borrower-view.md):
// the page's words from the catalogues it uses, the look-up, the OTP verification with the code
// read from the test's SMS receiver, and a bank's stage as the page shows it. Shared by the
// loan-file and borrower-view end-to-end tests.

/** The stages these tests see a bank at on /track (all but rejected), each with its message id. */
type ShownStage = Exclude<Stage, "rejected">;
export const STAGES = Object.fromEntries(
  BANK_APPLICATION_STAGES.filter((stage) => stage !== "rejected").map((stage) => [
    stage,
    `loan-file.stage.${stage}`,
  ]),
) as { readonly [S in ShownStage]: `loan-file.stage.${S}` };

/** The words of the borrower's pages, from the catalogues the pages use. */
export function trackWords(lang: "en" | "hi") {
  const forms = lang === "en" ? enForms : hiForms;
  const file = lang === "en" ? enLoanFile : hiLoanFile;
  const fill = (text: string, bank: string) => text.replace("{bank}", bank);
  return {
    prefix: lang === "en" ? "" : "/hi",
    file,
    reference: forms["forms.reference"],
    mobile: forms["forms.mobile"],
    track: forms["forms.track.submit"],
    sendCode: lang === "en" ? "Send code" : "कोड भेजें",
    code: lang === "en" ? "Code from the SMS" : "SMS में आया कोड",
    verify: lang === "en" ? "Verify" : "वेरिफ़ाई करें",
    approve: (bank: string) => fill(file["loan-file.approveLabel"], bank),
    decline: (bank: string) => fill(file["loan-file.declineLabel"], bank),
    stopSharing: (bank: string) => fill(file["loan-file.ledger.stopLabel"], bank),
    stage: (stage: keyof typeof STAGES) => file[STAGES[stage]],
  };
}

/** The latest verification code sent to `phone`, from the test's SMS receiver. */
export async function codeFor(sms: { to: string; message: string }[], phone: string) {
  let code = "";
  await expect
    .poll(() => {
      const last = sms.filter((m) => m.to === `+91${phone}` && /\b\d{6}\b/.test(m.message)).at(-1);
      code = /\b(\d{6})\b/.exec(last?.message ?? "")?.[1] ?? "";
      return code;
    })
    .not.toBe("");
  return code;
}

/** Looks the enquiry up on /track; verifies the mobile by OTP when `verify` says so. */
export async function openTrack(
  context: BrowserContext,
  baseUrl: string,
  sms: { to: string; message: string }[],
  lead: { reference: string; phone: string },
  lang: "en" | "hi",
  verify: boolean,
): Promise<Page> {
  const w = trackWords(lang);
  const page = await openHydrated(context, `${baseUrl}${w.prefix}/track`);
  await page.getByLabel(w.reference).fill(lead.reference);
  await page.getByLabel(w.mobile).first().fill(lead.phone);
  await page.getByRole("button", { name: w.track }).click();
  await page.getByTestId("loan-file").waitFor();
  if (verify) {
    const before = sms.length;
    await page.getByRole("button", { name: w.sendCode }).click();
    await expect.poll(() => sms.length).toBeGreaterThan(before);
    await page.getByLabel(w.code).fill(await codeFor(sms, lead.phone));
    await page.getByRole("button", { name: w.verify, exact: true }).click();
  }
  return page;
}

export async function stageOnTrack(page: Page, bank: string): Promise<string> {
  return (await page.getByTestId(`bank-${bank}`).getByTestId("bank-stage").textContent()) ?? "";
}
