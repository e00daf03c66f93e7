import { describe, expect, inject, it } from "vitest";
import { ApiClient } from "../support/api-client.ts";

// A page's loader data carries the messages of the namespaces it renders, and only those
// (app/i18n/catalogues.server.ts, ADR 021). The privacy notice's text (~9 kB in English) travels
// with /privacy, not with every page that has a form: it was part of the "forms" messages until
// session 29 (docs/performance.md, "Plain Lighthouse against ours").

const client = new ApiClient(inject("baseUrl"));

/** One of the notice's message ids, as the loader data spells it (also in "forms.privacy.intro"). */
const NOTICE_ID = "privacy.intro";

describe("the privacy notice's messages", () => {
  it.each(["/privacy", "/hi/privacy"])("travel with %s", async (path) => {
    const res = await client.get(path, { accept: "text/html" });
    expect(res.status).toBe(200);
    expect(res.text.includes(NOTICE_ID), "the notice's messages in the page").toBe(true);
  });

  it.each([
    "/",
    "/hi",
    "/loan/sbi",
    "/hi/loan/sbi",
    "/eligibility-form",
    "/calculators/emi",
    "/callback-request",
    "/hi/callback-request",
    "/track",
  ])("stay off %s, which shows forms but not the notice", async (path) => {
    const res = await client.get(path, { accept: "text/html" });
    expect(res.status).toBe(200);
    // The page does say where the notice is (the consent's link), just not its whole text.
    expect(/href="(\/hi)?\/privacy"/.test(res.text), "a link to the notice").toBe(true);
    expect(res.text.includes(NOTICE_ID), "the notice's messages in the page").toBe(false);
  });
});
