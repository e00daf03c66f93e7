import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { T, useI18n, type Values } from "../../i18n/i18n.tsx";
import type { MessageId } from "../../i18n/types.ts";
import { useRootData } from "../../root.tsx";
import { FormMessage } from "../forms/form-field.tsx";
import { Link } from "../router-links.tsx";

/**
 * The frame of the sign-in and registration screens, which sit outside the site layout
 * (docs/product/pages.md "Accounts": no top bar there): a branded card, a way home, the help line
 * from the one site configuration and the current year (docs/product/pages.md "Site configuration":
 * no "911 … AEST", no stale copyright).
 */
export function AuthShell({
  title,
  intro,
  children,
  switchTo,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The line to the other screen under the form (sign-in ↔ registration). */
  switchTo?: AuthSwitchProps;
}) {
  const root = useRootData();
  const { t: translate, href } = useI18n();
  // On a route error the page's own messages may be missing (see AuthErrorScreen): English then.
  const t = (id: MessageId, values?: Values, english = "") => {
    const found = translate(id, values);
    return found === id ? english : found;
  };
  const site = root?.site;
  const name = site?.name ?? "GharSetu";
  return (
    <div className="flex min-h-screen flex-col bg-brand-50">
      <header className="px-4 py-4 sm:px-8">
        <Link
          to={href("/")}
          className="inline-flex items-center gap-2 text-xl font-bold text-brand-700 hover:text-brand-900"
        >
          <span
            aria-hidden="true"
            className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white"
          >
            {name.slice(0, 1)}
          </span>
          {name}
          <span className="sr-only">{t("auth.shell.homePage", undefined, " home page")}</span>
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-slate-700">{intro}</div> : null}
          <div className="mt-6">
            {children}
            {switchTo ? <AuthSwitch {...switchTo} /> : null}
          </div>
          <p className="mt-6 text-sm">
            <Link
              to={href("/")}
              className="font-semibold text-brand-700 underline hover:text-brand-900"
            >
              {t("auth.shell.backHome", undefined, "← Back to Home")}
            </Link>
          </p>
        </div>
      </main>
      <footer className="px-4 pb-6 text-center text-sm text-slate-700">
        {site ? (
          <p>
            {t("auth.shell.help") ? (
              <T
                id="auth.shell.help"
                values={{ phone: site.phone }}
                components={{
                  // biome-ignore lint/a11y/useAnchorContent: <T> puts the text in the link
                  0: <a href={site.phoneHref} className="font-semibold text-brand-700 underline" />,
                }}
              />
            ) : (
              <>
                Need help? Call{" "}
                <a href={site.phoneHref} className="font-semibold text-brand-700 underline">
                  {site.phone}
                </a>
              </>
            )}
            {site.hours.length > 0 ? <> ({site.hours.join("; ")})</> : null}
          </p>
        ) : null}
        <p className="mt-1">
          {t(
            "auth.shell.rights",
            { year: root?.year ?? new Date().getFullYear(), name },
            `© ${root?.year ?? new Date().getFullYear()} ${name}. All rights reserved.`,
          )}
        </p>
      </footer>
    </div>
  );
}

/**
 * The line under a sign-in or registration form that leads to the other one ("New here? Create an
 * account", "Already registered? Log in").
 */
interface AuthSwitchProps {
  question: string;
  to: string;
  label: string;
}

function AuthSwitch({ question, to, label }: AuthSwitchProps) {
  return (
    <p className="mt-4 text-sm">
      {question}{" "}
      <Link to={to} className="font-semibold text-brand-700 underline">
        {label}
      </Link>
    </p>
  );
}

/** The error screens' texts of the sign-in and registration routes, for AuthErrorScreen. */
export const AUTH_ERROR_SCREENS = {
  login: {
    title: { id: "auth.login.title", english: "Log in" },
    retryHref: "/login",
    tooManyMessage: {
      id: "auth.login.tooMany",
      english: "Too many sign-in attempts. Please wait a few minutes and try again.",
    },
  },
  register: {
    title: { id: "auth.register.title", english: "Create your account" },
    retryHref: "/register",
    tooManyMessage: {
      id: "auth.register.tooMany",
      english: "Too many registrations from this network. Please try again later.",
    },
  },
} satisfies Record<string, Parameters<typeof AuthErrorScreen>[0]>;

/**
 * What the sign-in and registration screens show when their route fails: the rate limit's own
 * message for a 429 (the limiter answers before the action runs), otherwise a plain server error,
 * and a way to try again. The route's own messages may be missing here (a failed action leaves no
 * fresh loader data), so each text has its English fallback and the server error the "site" one.
 */
export function AuthErrorScreen({
  title,
  retryHref,
  tooManyMessage,
}: {
  title: { id: MessageId; english: string };
  retryHref: string;
  tooManyMessage: { id: MessageId; english: string };
}) {
  const error = useRouteError();
  const { t, href, lang } = useI18n();
  // A missing message comes back as its id: then English, or the "site" namespace's words.
  const text = (id: MessageId, english: string, hindi: MessageId) => {
    const found = t(id);
    if (found !== id) return found;
    return lang === "en" ? english : t(hindi);
  };
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 429
      ? text(tooManyMessage.id, tooManyMessage.english, "site.error.server")
      : status === 503
        ? `${t("site.error.unavailable")} ${t("site.error.unavailableBody")}`
        : text("auth.shell.serverError", "Server error. Please try again.", "site.error.server");
  return (
    <AuthShell title={text(title.id, title.english, "site.error.titleError")}>
      <FormMessage kind="error">{message}</FormMessage>
      <p className="mt-4">
        <a href={href(retryHref)} className="font-semibold text-brand-700 underline">
          {text("auth.shell.tryAgain", "Try again", "site.error.backHome")}
        </a>
      </p>
    </AuthShell>
  );
}
