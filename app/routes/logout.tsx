import { redirect } from "react-router";
import { Link } from "../components/router-links.tsx";
import { LogoutButton } from "../components/site/logout-button.tsx";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { metaI18n, T, useI18n } from "../i18n/i18n.tsx";
import { localizeHref } from "../i18n/lang.ts";
import { endSession, getSession } from "../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/logout";

// docs/product/pages.md "Accounts": /logout exists. A GET only shows a button (a link or a prefetch
// must never sign anyone out); the POST ends the session and returns home.

export async function loader({ request }: Route.LoaderArgs) {
  // A sign-in still waiting for its second step can be ended too.
  const session = await getSession(request);
  return { email: session?.user.email ?? null, i18n: i18nFor(request, "auth") };
}

export async function action({ request }: Route.ActionArgs) {
  const cookie = await endSession(request);
  return redirect(localizeHref("/", langOfRequest(request)), { headers: { "Set-Cookie": cookie } });
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-ink">{t("auth.logout.title")}</h1>
        {loaderData.email ? (
          <>
            <p className="mt-3 text-slate-700">
              <T
                id="auth.logout.signedInAs"
                values={{ email: loaderData.email }}
                components={{ 0: <strong /> }}
              />
            </p>
            <LogoutButton
              formClassName="mt-6"
              className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-900"
              label={t("auth.logout.submit")}
            />
          </>
        ) : (
          <>
            <p className="mt-3 text-slate-700">{t("auth.logout.notSignedIn")}</p>
            <p className="mt-6 flex gap-4">
              <Link to={href("/login")} className="font-semibold text-brand-700 underline">
                {t("auth.logout.logIn")}
              </Link>
              <Link to={href("/")} className="font-semibold text-brand-700 underline">
                {t("auth.logout.backHome")}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: metaI18n(matches, location.pathname).t("auth.logout.metaTitle") },
  { name: "robots", content: "noindex" },
];
