import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of the site, in one place. Paths match case-insensitively (/admin/Seo = /admin/seo).
export default [
  // JSON API (DECISIONS.md section 5): resource routes, no UI.
  ...prefix("api", [
    route("banks", "routes/api/banks.ts"),
    route("banks/:slug", "routes/api/bank.ts"),
    route("projects", "routes/api/projects.ts"),
    route("seo/:page", "routes/api/seo-page.ts"),
    route("register", "routes/api/register.ts"),
    route("auth/login", "routes/api/auth-login.ts"),
    route("auth/logout", "routes/api/auth-logout.ts"),
    route("auth/me", "routes/api/auth-me.ts"),
    route("eligibility-applications", "routes/api/eligibility-applications.ts"),
    route("eligibility-applications/:id", "routes/api/eligibility-application.ts"),
    route("contact-messages", "routes/api/contact-messages.ts"),
    route("openapi.json", "routes/api/openapi.ts"),
    route("calculators/:name", "routes/api/calculator.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // Screens without the public top bar (SPEC 2: hidden on /login, /register and /admin).
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("eligibility", "routes/admin/eligibility.tsx"),
    route("eligibility/:id", "routes/admin/eligibility-detail.tsx"),
    route("seo", "routes/admin/seo.tsx"),
    route("banks", "routes/admin/banks.tsx"),
    route("banks/:slug", "routes/admin/bank-edit.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),

  // The public site: top bar and footer around every page.
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("loan/:bank", "routes/bank.tsx"),
    route("loan/:bank/projects/:city", "routes/bank-projects.tsx"),
    route("projects", "routes/projects.tsx"),
    route("eligibility-form", "routes/eligibility-form.tsx"),
    route("account", "routes/account.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("calculators", "routes/calculators/hub.tsx"),
    route("calculators/emi", "routes/calculators/emi.tsx"),
    route("calculators/eligibility", "routes/calculators/eligibility.tsx"),
    route("calculators/prepayment", "routes/calculators/prepayment.tsx"),
    route("calculators/balance-transfer", "routes/calculators/balance-transfer.tsx"),
    route("calculators/tax-benefit", "routes/calculators/tax-benefit.tsx"),
    route("home-loan-interest-rates", "routes/interest-rates.tsx"),
    route("logout", "routes/logout.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
