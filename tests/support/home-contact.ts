import type { Locator, Page } from "playwright-core";

// The home page's Get in Touch form (docs/product/pages.md), as the home and typed-before-script
// specs fill it.

/** The form's section, and its sender fields filled as Asha Rao with `email` and a phone. */
export async function fillContactSender(page: Page, email: string): Promise<Locator> {
  const contact = page.locator("section#contact");
  await contact.getByLabel("First Name").fill("Asha");
  await contact.getByLabel("Last Name").fill("Rao");
  await contact.getByLabel("Email").fill(email);
  await contact.locator("input[type=tel]").fill("+91 98765 43210");
  return contact;
}
