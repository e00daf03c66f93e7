// The admin pages the browser suites open, shared by the access checks (tests/e2e/admin-access.test.ts)
// and the accessibility checks (tests/e2e/admin.test.ts): one page of each kind (the dashboard, a
// list, a bank's detail, a form), not every sidebar entry (app/domain/team/roles.ts ADMIN_PAGES).
export const SAMPLE_ADMIN_PAGES = [
  "/admin",
  "/admin/eligibility",
  "/admin/seo",
  "/admin/banks",
  "/admin/banks/sbi",
  "/admin/users",
  "/admin/messages",
  "/admin/benchmarks",
];
