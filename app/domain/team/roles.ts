// Who may do what in the admin area (docs/product/team.md). One table, read by every admin page and
// API guard (`requireRole` / `requireRoleApi`), and tested route by route.

import { ROLES, type Role } from "../enums.ts";

export { ROLES, type Role };

/** Roles that work leads and can be assigned one. */
export const TEAM_ROLES = ["staff", "admin"] as const satisfies readonly Role[];

export type Permission =
  /** the admin area at all: the layout, the dashboard */
  | "team"
  | "leads"
  | "callbacks"
  | "messages"
  | "seo"
  | "banks"
  | "users"
  | "outbox"
  | "access-log"
  /** the funnel report (docs/product/speed-to-lead.md "The funnel report") */
  | "reports"
  /**
   * grievances to the grievance officer (docs/product/team.md "Grievances"): admins only, since a
   * grievance may be about the team member who would read it
   */
  | "grievances"
  /** the CSV export with phone numbers and e-mail addresses in full */
  | "full-export";

export const PERMISSIONS: Record<Permission, readonly Role[]> = {
  team: ["staff", "admin"],
  leads: ["staff", "admin"],
  callbacks: ["staff", "admin"],
  messages: ["staff", "admin"],
  seo: ["admin"],
  banks: ["admin"],
  users: ["admin"],
  outbox: ["admin"],
  "access-log": ["admin"],
  reports: ["admin"],
  grievances: ["admin"],
  "full-export": ["admin"],
};

export function can(role: string | null | undefined, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(role ?? "");
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/**
 * The admin pages and the permission each needs: the sidebar shows only what the role may open,
 * and tests/integration/team-roles.test.ts walks this list for each role.
 */
export const ADMIN_PAGES: { path: string; label: string; permission: Permission }[] = [
  { path: "/admin", label: "Dashboard", permission: "team" },
  { path: "/admin/users", label: "Users", permission: "users" },
  { path: "/admin/eligibility", label: "Leads", permission: "leads" },
  { path: "/admin/banks", label: "Banks", permission: "banks" },
  { path: "/admin/seo", label: "SEO", permission: "seo" },
  { path: "/admin/callbacks", label: "Callbacks", permission: "callbacks" },
  { path: "/admin/messages", label: "Messages", permission: "messages" },
  { path: "/admin/outbox", label: "Outbox", permission: "outbox" },
  { path: "/admin/access-log", label: "Access log", permission: "access-log" },
  { path: "/admin/reports", label: "Reports", permission: "reports" },
  { path: "/admin/grievances", label: "Grievances", permission: "grievances" },
  { path: "/admin/benchmarks", label: "Repo rate", permission: "banks" },
];
