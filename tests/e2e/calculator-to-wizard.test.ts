import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import enCalculators from "../../app/i18n/en/calculators.ts";
import enWizard from "../../app/i18n/en/wizard.ts";
import hiCalculators from "../../app/i18n/hi/calculators.ts";
import hiWizard from "../../app/i18n/hi/wizard.ts";
import { openHydrated, suiteBrowsers } from "../support/browser.ts";
import { openWithScriptsHeld } from "../support/held-scripts.ts";

// The eligibility calculator's 'Check my eligibility' hands its amounts to the wizard
// (docs/product/calculators.md, docs/product/forms.md "The wizard's steps"). With JavaScript the
// amount fields appear only once the first questions are answered, and those answers run the
// clearing rules: a handed-over amount is a starting value, not an answer they wipe. Found from
// outside (issue 23): only the no-JavaScript path was tested, and it was the only one that worked.

const baseUrl = inject("baseUrl");
const browsers = suiteBrowsers();

const LANGUAGES = {
  en: { prefix: "", wizard: enWizard, calculators: enCalculators },
  hi: { prefix: "/hi", wizard: hiWizard, calculators: hiCalculators },
} as const;
type Lang = keyof typeof LANGUAGES;
type WizardKey = keyof typeof enWizard;

/** The wizard's controls by their on-screen labels, in one language. */
function wizard(page: Page, lang: Lang) {
  const l = (key: WizardKey) => LANGUAGES[lang].wizard[key];
  return {
    choose: (question: WizardKey, option: WizardKey) =>
      page
        .getByRole("group", { name: l(question), exact: true })
        .getByLabel(l(option), { exact: true })
        .check(),
    amount: (field: WizardKey) => page.getByLabel(l(field), { exact: true }),
  };
}

/** Buying, to live in, property found: the branch after which worth and borrow are asked. */
async function answerFirstQuestions(page: Page, lang: Lang) {
  const w = wizard(page, lang);
  await w.choose("wizard.field.loan_purpose", "wizard.option.buying");
  await w.choose("wizard.field.property_use", "wizard.option.toLiveIn");
  await w.choose("wizard.field.found_property", "wizard.option.yes");
}

async function expectHandedOverAmounts(page: Page, lang: Lang) {
  const w = wizard(page, lang);
  await w.amount("wizard.field.property_worth").waitFor();
  expect(await w.amount("wizard.field.property_worth").inputValue()).toBe("40,00,000");
  expect(await w.amount("wizard.field.borrow_amount").inputValue()).toBe("32,00,000");
}

describe("'Check my eligibility' with JavaScript", () => {
  for (const lang of ["en", "hi"] as const) {
    it(`${lang}: the calculator's amounts are in the wizard once its first questions are answered`, async () => {
      const { prefix, calculators } = LANGUAGES[lang];
      const page = await openHydrated(browsers.js, `${baseUrl}${prefix}/calculators/eligibility`);
      await page
        .getByLabel(calculators["calculators.eligibility.field.propertyValue"], { exact: true })
        .fill("40,00,000");
      const link = page.getByRole("link", {
        name: calculators["calculators.eligibility.checkEligibility"],
      });
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll("a")].some((a) =>
            a.href.includes("property_worth=4000000&borrow_amount=3200000"),
          ),
        undefined,
        { timeout: 15_000 },
      );
      await link.click();
      await page.waitForURL(
        `${baseUrl}${prefix}/eligibility-form?property_worth=4000000&borrow_amount=3200000`,
      );
      await page.getByRole("progressbar").waitFor();
      await answerFirstQuestions(page, lang);
      await expectHandedOverAmounts(page, lang);
      // Changing an earlier answer runs the clearing rules again: the amounts come back.
      await wizard(page, lang).choose("wizard.field.found_property", "wizard.option.no");
      await wizard(page, lang).choose("wizard.field.found_property", "wizard.option.yes");
      await expectHandedOverAmounts(page, lang);
      await page.close();
    });

    it(`${lang}: the amounts survive the first questions answered before the script started`, async () => {
      const { prefix } = LANGUAGES[lang];
      const { page, release } = await openWithScriptsHeld(
        browsers.js,
        `${baseUrl}${prefix}/eligibility-form?property_worth=4000000&borrow_amount=3200000`,
      );
      // The one-page form shows every question, the amounts already filled in.
      await answerFirstQuestions(page, lang);
      await release();
      // The stepper opens at the loan details (the tenure is still missing), amounts kept.
      await page.getByRole("progressbar").waitFor();
      await expectHandedOverAmounts(page, lang);
      await page.close();
    });
  }
});
