import { describe, expect, it } from "vitest";
import { GRIEVANCE_MESSAGES } from "../domain/grievances/schema.ts";
import { GRIEVANCE_SPAM, GRIEVANCE_THANKS } from "../modules/grievances/submit.server.ts";
import { pageMessages } from "./catalogues.server.ts";

// Every English message the grievance form can show (docs/product/borrower-view.md "Grievances")
// has its Hindi on the page, whichever errors-… namespace holds it: the grievance page loads
// "errors-forms" (the messages it shares with the other forms) and "errors-grievance".

const MESSAGES = [
  ...Object.values(GRIEVANCE_MESSAGES),
  GRIEVANCE_SPAM,
  GRIEVANCE_THANKS,
  "Too many grievances in a short time. Please try again in a few minutes.",
];

describe("the grievance page's messages", () => {
  it("are all translated into Hindi on the Hindi page", () => {
    const { errors } = pageMessages("hi", ["errors-forms", "errors-grievance"]);
    for (const text of MESSAGES) {
      expect(errors[text], text).toMatch(/[\u0900-\u097F]/);
    }
  });
});
