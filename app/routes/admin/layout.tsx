import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { adminMeta } from "../../components/admin/admin-page.tsx";
import { AdminSidebar } from "../../components/admin/admin-sidebar.tsx";
import { AvailabilityToggle } from "../../components/admin/availability-toggle.tsx";
import { Form, Link } from "../../components/router-links.tsx";
import { ADMIN_PAGES, can } from "../../domain/team/roles.ts";
import { getUserWork } from "../../modules/assignment/availability.server.ts";
import { countUnreadMessages } from "../../modules/contact/contact.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { useRootData } from "../../root.tsx";
import type { Route } from "./+types/layout";

/**
 * Signed-out → /login?redirectTo=…, signed-in customer → 403 rendered by this layout's
 * ErrorBoundary (docs/product/team.md "Sign-in and sessions"). React Router runs a page's loaders
 * in parallel, so this guard alone would not stop a child loader: every loader and action under
 * /admin starts with requireRole too. (A middleware guard was tried; its 403 renders the root
 * boundary instead of this one.)
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireRole(request, "team");
  return {
    adminEmail: admin.email,
    unreadMessages: await countUnreadMessages(),
    available: (await getUserWork(admin.id))?.available ?? false,
    allowedPaths: ADMIN_PAGES.filter((p) => can(admin.role, p.permission)).map((p) => p.path),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-900"
      >
        Skip to content
      </a>
      <AdminSidebar
        adminEmail={loaderData.adminEmail}
        unreadMessages={loaderData.unreadMessages}
        allowedPaths={loaderData.allowedPaths}
        siteName={root?.site.name ?? "GharSetu"}
      />
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-8">
        <AvailabilityToggle available={loaderData.available} />
        <Outlet />
      </main>
    </div>
  );
}

export function meta({ error }: Route.MetaArgs) {
  if (!error) return adminMeta("Admin area");
  return adminMeta(isRouteErrorResponse(error) && error.status === 403 ? "Access denied" : "Error");
}

export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const message = forbidden
    ? ((error.data as { message?: string } | null)?.message ??
      "You do not have access to the admin area.")
    : "Something went wrong on our side. Please try again.";
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-ink">{message}</h1>
      {forbidden ? (
        <p className="mt-4 text-slate-700">
          This area is for staff. If you have an admin account, log out and log in with it.
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <Link to="/" className="font-semibold text-brand-700 underline">
          Back to Home
        </Link>
        {forbidden ? (
          <Form method="post" action="/logout">
            <button
              type="submit"
              className="rounded-md border border-slate-400 px-4 py-2 font-semibold hover:bg-slate-50"
            >
              Log out
            </button>
          </Form>
        ) : null}
      </div>
    </main>
  );
}
