// The tight rate limits (server/security.ts applies them; docs/product/http-api.md): which POSTs
// each counts, how many it allows and what it answers. Here, not in server/, because the API's
// document says which calls answer 429 from the same table (routes/+shared/contracts).

/** What each tight limit answers when it refuses (429), by the limit's name. */
export const LIMIT_MESSAGES = {
  login: "Too many sign-in attempts. Please wait a few minutes and try again.",
  register: "Too many registrations from this network. Please try again later.",
  leads: "Too many applications in a short time. Please wait a minute and try again.",
  offers: "Too many offer checks in a short time. Please wait a minute and try again.",
  contact: "Too many messages in a short time. Please try again in a few minutes.",
  callbacks: "Too many callback requests in a short time. Please try again in a few minutes.",
  grievances: "Too many grievances in a short time. Please try again in a few minutes.",
  otp: "Too many verification attempts. Please try again in a few minutes.",
  track: "Too many look-ups in a short time. Please try again in a few minutes.",
  withdraw: "Too many requests in a short time. Please try again in a few minutes.",
};

export type LimitName = keyof typeof LIMIT_MESSAGES;

/** A tight limit: its name, its window in minutes, the posts allowed in it, the paths it counts. */
export type LimitRule = [name: LimitName, minutes: number, limit: number, paths: string[]];

export const LIMIT_RULES: LimitRule[] = [
  // Two-step sign-in's codes count with the passwords (docs/product/team.md "Two-step sign-in"):
  // guessing a code is as slow as guessing a password.
  [
    "login",
    5,
    10,
    [
      "/api/auth/login",
      "/login",
      "/api/auth/mfa",
      "/api/auth/mfa/setup",
      "/login/two-step",
      "/admin/two-step",
    ],
  ],
  ["register", 15, 10, ["/api/register", "/register"]],
  ["leads", 1, 20, ["/api/eligibility-applications", "/eligibility-form"]],
  // docs/product/offers.md "Snapshots": the lead POST's per-address limit, counted on its own so
  // that comparing offers never stops a borrower from sending their enquiry.
  ["offers", 1, 20, ["/api/offers", "/offers"]],
  ["contact", 10, 10, ["/api/contact-messages", "/"]],
  // docs/product/borrower-journey.md (issue 12). Tracking and withdrawal are tight: they answer "is
  // there an enquiry with this reference and phone", which must not be enumerable.
  ["callbacks", 10, 10, ["/api/callback-requests", "/callback-request"]],
  // docs/product/borrower-view.md "Grievances": as tight as the other public forms.
  ["grievances", 10, 10, ["/api/grievances", "/grievance"]],
  ["otp", 10, 20, ["/api/otp", "/api/otp/verify"]],
  // Choosing a lender and My loan answer "does this reference or mobile verify", as /track does
  // (docs/product/offers.md "Choosing a lender", docs/product/my-loan.md "Pages"): one budget.
  [
    "track",
    10,
    20,
    ["/api/track", "/track", "/api/track/offers/:id/choose", "/offers/:id", "/my-loan"],
  ],
  ["withdraw", 10, 10, ["/api/consent/withdraw", "/privacy"]],
];

const byPath = new Map<string, LimitName>();
const byPattern: [RegExp, LimitName][] = [];
for (const [name, , , paths] of LIMIT_RULES) {
  for (const path of paths) {
    // `/offers/:id`: a `:name` segment stands for any one segment.
    if (path.includes("/:"))
      byPattern.push([new RegExp(`^${path.replace(/:[a-z]+/g, "[^/]+")}$`), name]);
    else byPath.set(path, name);
  }
}

/** The tight limit that counts a POST to this path (without `/hi` or `.data`), if any. */
export function tightLimitOf(path: string): LimitName | undefined {
  return byPath.get(path) ?? byPattern.find(([pattern]) => pattern.test(path))?.[1];
}
