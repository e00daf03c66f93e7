import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { CALCULATOR_NAMES } from "./domain/calculators/fields.ts";

type Lang = "en" | "hi";

/**
 * The same route module serves both languages; the Hindi twin gets its own id ("hi/routes/…"),
 * as React Router needs one per entry. Pages read their language from the path.
 */
const idFor = (lang: Lang, file: string) =>
  lang === "en" ? {} : { id: `hi/${file.replace(/\.tsx?$/, "")}` };

const page = (lang: Lang, path: string, file: string) => route(path, file, idFor(lang, file));

/** Sign-in and registration: no top bar (docs/product/pages.md "Navigation"). */
const authPages = (lang: Lang) => [
  page(lang, "login", "routes/login.tsx"),
  page(lang, "login/two-step", "routes/login-two-step.tsx"),
  page(lang, "register", "routes/register.tsx"),
];

/** The public site: top bar and footer around every page. */
const sitePages = (lang: Lang) =>
  layout("routes/site-layout.tsx", idFor(lang, "routes/site-layout.tsx"), [
    index("routes/home.tsx", idFor(lang, "routes/home.tsx")),
    page(lang, "loan/:bank", "routes/bank.tsx"),
    page(lang, "loan/:bank/projects/:city", "routes/bank-projects.tsx"),
    page(lang, "projects", "routes/projects.tsx"),
    page(lang, "eligibility-form", "routes/eligibility-form.tsx"),
    page(lang, "account", "routes/account.tsx"),
    route("account/documents/:leadId/:code", "routes/account-document-upload.ts", {
      id: lang === "en" ? "routes/account-document-upload" : "hi/routes/account-document-upload",
    }),
    page(lang, "privacy", "routes/privacy.tsx"),
    // The borrower's own view (docs/product/borrower-view.md).
    page(lang, "grievance", "routes/grievance.tsx"),
    page(lang, "partners", "routes/partners.tsx"),
    // Fair offers (docs/product/offers.md "Pages").
    page(lang, "offers", "routes/offers.tsx"),
    page(lang, "offers/:id", "routes/offer-snapshot.tsx"),
    page(lang, "how-we-match", "routes/how-we-match.tsx"),
    page(lang, "track", "routes/track.tsx"),
    // My loan (docs/product/my-loan.md "Pages").
    page(lang, "my-loan", "routes/my-loan.tsx"),
    // The /track page's plain upload form posts here and gets the same page back.
    route("track/documents/:code", "routes/track.tsx", {
      id: lang === "en" ? "routes/track-documents" : "hi/routes/track-documents",
    }),
    page(lang, "callback-request", "routes/callback-request.tsx"),
    page(lang, "calculators", "routes/calculators/hub.tsx"),
    // One page per calculator, each its own module named after it (as the API's paths are).
    ...CALCULATOR_NAMES.map((name) =>
      page(lang, `calculators/${name}`, `routes/calculators/${name}.tsx`),
    ),
    page(lang, "home-loan-interest-rates", "routes/interest-rates.tsx"),
    page(lang, "logout", "routes/logout.tsx"),
    page(lang, "*", "routes/not-found.tsx"),
  ]);

// Every URL of the site, in one place. Paths match case-insensitively (/admin/Seo = /admin/seo).
export default [
  // JSON API (docs/product/http-api.md): resource routes, no UI.
  ...prefix("api", [
    route("banks", "routes/api/banks.ts"),
    route("banks/:slug", "routes/api/bank.ts"),
    route("projects", "routes/api/projects.ts"),
    route("seo/:page", "routes/api/seo-page.ts"),
    route("register", "routes/api/register.ts"),
    route("auth/login", "routes/api/auth-login.ts"),
    route("auth/logout", "routes/api/auth-logout.ts"),
    route("auth/me", "routes/api/auth-me.ts"),
    // Two-step sign-in for the team (docs/product/team.md "Two-step sign-in").
    route("auth/mfa", "routes/api/auth-mfa.ts"),
    route("auth/mfa/setup", "routes/api/auth-mfa-setup.ts"),
    // Speed to lead (docs/product/speed-to-lead.md): availability and languages.
    route("me", "routes/api/me.ts"),
    route("users/:id", "routes/api/user.ts"),
    route("users/:id/mfa-reset", "routes/api/user-mfa-reset.ts"),
    route("eligibility-applications", "routes/api/eligibility-applications.ts"),
    route("eligibility-applications/:id", "routes/api/eligibility-application.ts"),
    route("eligibility-applications/:id/notes", "routes/api/eligibility-application-notes.ts"),
    // The loan file (docs/product/loan-file.md).
    route("eligibility-applications/:id/bank-applications", "routes/api/lead-bank-applications.ts"),
    route("eligibility-applications/:id/calls", "routes/api/lead-calls.ts"),
    route("bank-applications/:id", "routes/api/bank-application.ts"),
    route("track/bank-applications/:id", "routes/api/track-bank-application.ts"),
    // Fair offers (docs/product/offers.md).
    route("offers", "routes/api/offers.ts"),
    route("offers/:id", "routes/api/offer.ts"),
    route("track/offers/:id/choose", "routes/api/track-offer-choose.ts"),
    // My loan (docs/product/my-loan.md).
    route("benchmarks", "routes/api/benchmarks.ts"),
    route("my-loans", "routes/api/my-loans.ts"),
    route("my-loans/:id", "routes/api/my-loan.ts"),
    // Its documents (docs/product/loan-file.md "Documents").
    route("eligibility-applications/:id/documents", "routes/api/lead-documents.ts"),
    route("eligibility-applications/:id/documents/:code", "routes/api/lead-document.ts"),
    route(
      "eligibility-applications/:id/documents/:code/files",
      "routes/api/lead-document-files.ts",
    ),
    route("track/documents/:code/files", "routes/api/track-document-files.ts"),
    route("documents/:fileId", "routes/api/document-file.ts"),
    route("contact-messages", "routes/api/contact-messages.ts"),
    route("grievances", "routes/api/grievances.ts"),
    route("callback-requests", "routes/api/callback-requests.ts"),
    route("callback-requests/:id", "routes/api/callback-request.ts"),
    route("callback-requests/:id/notes", "routes/api/callback-request-notes.ts"),
    route("otp", "routes/api/otp.ts"),
    route("otp/verify", "routes/api/otp-verify.ts"),
    route("track", "routes/api/track.ts"),
    route("consent/withdraw", "routes/api/consent-withdraw.ts"),
    route("openapi.json", "routes/api/openapi.ts"),
    // One path per calculator, each with its contract; an unknown name is the same route's 404.
    ...CALCULATOR_NAMES.map((name) =>
      route(`calculators/${name}`, "routes/api/calculator.ts", { id: `api/calculators/${name}` }),
    ),
    route("calculators/:name", "routes/api/calculator.ts"),
    // The funnel report (docs/product/speed-to-lead.md "The funnel report").
    route("reports/funnel", "routes/api/reports-funnel.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // Screens without the public top bar (docs/product/pages.md "Navigation": hidden on /login,
  // /register and /admin).
  ...authPages("en"),
  // The Documents panel's plain forms (docs/product/loan-file.md "Documents"): resource routes
  // that redirect back to the lead's page.
  route("admin/eligibility/:id/documents/:code", "routes/admin/document-upload.ts"),
  route("admin/eligibility/:id/documents/:code/review", "routes/admin/document-review.ts"),
  // The admin header's Available / Away toggle (docs/product/speed-to-lead.md): a plain form that
  // redirects back to the page it was sent from.
  route("admin/availability", "routes/admin/availability.ts"),
  // Enrolment in two-step sign-in: outside the admin frame, whose guard sends a session that must
  // enrol here (docs/product/team.md "Two-step sign-in").
  route("admin/two-step", "routes/admin/two-step.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("eligibility", "routes/admin/eligibility.tsx"),
    route("eligibility/:id", "routes/admin/eligibility-detail.tsx"),
    route("seo", "routes/admin/seo.tsx"),
    route("banks", "routes/admin/banks.tsx"),
    route("banks/:slug", "routes/admin/bank-edit.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("messages/:id", "routes/admin/message-detail.tsx"),
    route("callbacks", "routes/admin/callbacks.tsx"),
    route("callbacks/:id", "routes/admin/callback-detail.tsx"),
    route("outbox", "routes/admin/outbox.tsx"),
    route("access-log", "routes/admin/access-log.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("grievances", "routes/admin/grievances.tsx"),
    route("grievances/:id", "routes/admin/grievance-detail.tsx"),
    route("benchmarks", "routes/admin/benchmarks.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),

  // The public site, English at today's paths and Hindi under /hi (docs/product/pages.md "Hindi").
  sitePages("en"),
  ...prefix("hi", [...authPages("hi"), sitePages("hi")]),
] satisfies RouteConfig;
