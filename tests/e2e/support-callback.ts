import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { REFERENCE_PATTERN } from "../../app/domain/reference/reference.ts";

// The English callback form (docs/product/borrower-journey.md "Callback requests"), on
// /callback-request, a bank page or a calculator. Shared by the attribution, borrower-journey and
// calculators tests.

/**
 * Fills the form in `form` (the page, or the form on a page with more than one) with the 2 pm –
 * 5 pm slot and consent, sends it, and returns the reference the page shows, a GS- reference.
 */
export async function requestCallback(
  page: Page,
  fields: { name: string; phone: string; city: string },
  form: Page | Locator = page,
): Promise<string> {
  await form.getByLabel("Name").fill(fields.name);
  await form.getByLabel("Mobile number").fill(fields.phone);
  await form.getByLabel("City").fill(fields.city);
  await form.getByLabel("Best time to call (IST)").selectOption("14:00-17:00");
  await form.getByLabel(/I agree to be called/).check();
  await form.getByRole("button", { name: "Request a callback" }).click();
  const shown = page.getByTestId("callback-reference");
  await shown.waitFor();
  const reference = (await shown.textContent()) ?? "";
  expect(reference).toMatch(REFERENCE_PATTERN);
  return reference;
}
