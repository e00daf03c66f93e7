import { isRouteErrorResponse, Outlet, useMatches, useRouteError } from "react-router";
import { Island } from "../components/island.tsx";
import { ErrorMessage, errorMeta, NotFoundMessage } from "../components/site/not-found-message.tsx";
import { SiteFooter } from "../components/site/site-footer.tsx";
import { TopBar } from "../components/site/top-bar.tsx";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { listBanks } from "../modules/banks/banks.server.ts";
import { siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/site-layout";

export async function loader() {
  // Names for the bank dropdown and the footer; admins can rename banks.
  const banks = await listBanks();
  return { banks: banks.map(({ slug, name }) => ({ slug, name })) };
}

function Frame({
  children,
  banks,
}: {
  children: React.ReactNode;
  banks?: Route.ComponentProps["loaderData"]["banks"];
}) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("site.skip")}
      </a>
      <TopBar banks={banks} />
      {/* The one <main> of every public page: pages render their content without another. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {/* Hydrates when reached or touched (docs/decisions/033-islands-hydrate-when-reached.md). */}
      <Island>
        <SiteFooter banks={banks} />
      </Island>
    </div>
  );
}

/** Top bar, main and footer around every public page (not /login, /register or /admin). */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame banks={loaderData.banks}>
      <Outlet />
    </Frame>
  );
}

// When a page below throws (an unknown bank is a 404), React Router renders this layout's
// ErrorBoundary and takes the head tags from here: pages themselves set theirs with seoMeta.
export const meta: Route.MetaFunction = ({ error, matches, location }) =>
  error ? errorMeta(siteNameFrom(matches), error, metaI18n(matches, location.pathname)) : [];

/**
 * Errors of any public page (an unknown bank or city throws a 404) render inside the same frame,
 * so a visitor who lands on a dead link still has the navigation. The HTTP status is the thrown one.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  // The layout's id is "routes/site-layout" in English and "hi/routes/site-layout" in Hindi.
  const data = useMatches().find((m) => m.id.endsWith("routes/site-layout"))?.data as
    | Route.ComponentProps["loaderData"]
    | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Frame banks={data?.banks}>
      {status === 404 ? <NotFoundMessage /> : <ErrorMessage status={status} />}
    </Frame>
  );
}
