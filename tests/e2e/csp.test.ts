import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { suiteBrowsers } from "../support/browser.ts";

// The site's Content-Security-Policy (server/security.ts) holds on the public pages as a visitor
// uses them: no script, eval, style or connection the policy refuses. Chromium reports each
// refusal twice, as a `securitypolicyviolation` event in the page and as a DevTools issue (what
// Lighthouse's "inspector issues" audit reads); both are collected. The first use of a zod object
// schema in the browser used to probe `new Function` (app/utils/deferred-modules.ts): /track
// parses at load, the calculators as a visitor types.

const baseUrl = inject("baseUrl");
const browsers = suiteBrowsers();

async function collectViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue") {
      const d = issue.details.contentSecurityPolicyIssueDetails;
      found.push(
        `issue: ${d?.violatedDirective} ${d?.contentSecurityPolicyViolationType} ${d?.sourceCodeLocation?.url ?? ""}`,
      );
    }
  });
  await cdp.send("Audits.enable");
  await page.exposeFunction("__reportCspViolation", (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `event: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return found;
}

const PAGES = [
  "/",
  "/hi",
  "/track",
  "/hi/track",
  "/eligibility-form",
  "/grievance",
  "/hi/grievance",
  "/partners",
  "/loan/sbi",
  "/home-loan-interest-rates",
];

describe("the Content-Security-Policy is never violated", () => {
  it.each(PAGES)("%s: loaded, hydrated and scrolled to the end", async (path) => {
    const page = await browsers.js.newPage();
    const violations = await collectViolations(page);
    await page.goto(`${baseUrl}${path}`);
    await page.waitForSelector("html[data-hydrated]");
    // Sections below the first screen hydrate when reached (ADR 033): reach them all.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
    await page.close();
  });

  it("/calculators/emi: typing an amount validates it in the browser", async () => {
    const page = await browsers.js.newPage();
    const violations = await collectViolations(page);
    await page.goto(`${baseUrl}/calculators/emi`);
    await page.waitForSelector("html[data-hydrated]");
    const amount = page.getByRole("textbox").first();
    await amount.fill("2500000");
    await amount.press("Tab");
    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
    await page.close();
  });
});
