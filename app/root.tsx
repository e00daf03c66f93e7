import interHref from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { istDay } from "./domain/india-day.ts";
import { i18nFor, langOfRequest } from "./i18n/catalogues.server.ts";
import { I18nProvider, useI18n } from "./i18n/i18n.tsx";
import { alternateUrls, isLocalizedPath, langOfPath } from "./i18n/lang.ts";
import { getSessionUser } from "./modules/sessions/sessions.server.ts";
import { getSiteConfig } from "./modules/site/site-config.server.ts";
import stylesHref from "./styles/app.css?url";
import { LOAD_DEFERRED_MODULES } from "./utils/deferred-modules.ts";
import { flushLeadOutbox, startFormOutboxes, startLeadOutboxRetry } from "./utils/lead-outbox.ts";
import { useNonce } from "./utils/nonce.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const lang = langOfRequest(request);
  const { hoursByLang, ...site } = getSiteConfig();
  return data({
    site: { ...site, hours: hoursByLang[lang] },
    user: user && { id: user.id, email: user.email, name: user.name, role: user.role },
    // India's year: cached pages end at midnight there (docs/decisions/046).
    year: Number(istDay(new Date().toISOString()).slice(0, 4)),
    // The top bar, the footer and the error pages, in the page's language (docs/product/pages.md
    // "Hindi").
    i18n: i18nFor(lang, "site"),
  });
}

/** The root's data is per language: a switch of language loads it again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname) || defaultShouldRevalidate
  );
}

export const links: Route.LinksFunction = () => [
  // Fetched with the stylesheet, so the first layout already uses Inter: a late swap would lay
  // out and paint the whole page a second time, a long task on a cheap phone.
  { rel: "preload", href: interHref, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const root = useRootData();
  // hreflang alternates on every public page, both languages and x-default (docs/product/pages.md
  // "Hindi").
  const alternates =
    root?.site && isLocalizedPath(pathname) ? alternateUrls(root.site.baseUrl, pathname) : null;
  return (
    <html lang={langOfPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#517cd1" />
        <Meta />
        {alternates && (
          <>
            <link rel="alternate" hrefLang="en" href={alternates.en} />
            <link rel="alternate" hrefLang="hi" href={alternates.hi} />
            <link rel="alternate" hrefLang="x-default" href={alternates.en} />
          </>
        )}
        {/* The one stylesheet. `precedence` makes React 19 emit it in its styles slot, ahead of
            the module preloads: it is all the first paint waits for, so it must not queue. */}
        <link rel="stylesheet" href={stylesHref} precedence="default" />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <I18nProvider>{children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Starts the JavaScript after the first paint (app/utils/defer-scripts.server.ts). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, not user input
          dangerouslySetInnerHTML={{ __html: LOAD_DEFERRED_MODULES }}
        />
      </body>
    </html>
  );
}

export default function App() {
  // End-to-end tests wait for this mark before clicking: before hydration a click is a plain HTML post.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // An application that could not be sent earlier is retried on whichever page the visitor opens
  // next, not only on the wizard (docs/product/forms.md "After Submit": a lead is never lost).
  useEffect(() => {
    void flushLeadOutbox();
    const stopLeads = startLeadOutboxRetry();
    // The callback, contact and registration forms' outboxes likewise
    // (docs/decisions/028-database-outages.md).
    const stopForms = startFormOutboxes();
    return () => {
      stopLeads();
      stopForms();
    };
  }, []);
  return <Outlet />;
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t, href } = useI18n();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404
      ? t("site.error.notFound")
      : status === 403
        ? t("site.error.forbidden")
        : status === 503
          ? t("site.error.unavailable")
          : t("site.error.server");
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{message}</h1>
      {status === 503 ? <p className="mt-4">{t("site.error.unavailableBody")}</p> : null}
      <p className="mt-6">
        <a className="font-semibold text-brand-600 underline" href={href("/")}>
          {t("site.error.backHome")}
        </a>
      </p>
    </main>
  );
}
