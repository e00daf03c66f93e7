import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useRootData } from "../../root.tsx";
import { FormMessage } from "./form-field.tsx";

/**
 * The frame of the sign-in and registration screens, which sit outside the site layout (SPEC 2:
 * no top bar there): a branded card, a way home, the help line from the one site configuration
 * and the current year (DECISIONS 1: no "911 … AEST", no stale copyright).
 */
export function AuthShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const root = useRootData();
  const site = root?.site;
  const name = site?.name ?? "GharSetu";
  return (
    <div className="flex min-h-screen flex-col bg-brand-50">
      <header className="px-4 py-4 sm:px-8">
        <Link
          to="/"
          className="inline-flex items-center gap-2 text-xl font-bold text-brand-700 hover:text-brand-900"
        >
          <span
            aria-hidden="true"
            className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white"
          >
            {name.slice(0, 1)}
          </span>
          {name}
          <span className="sr-only"> home page</span>
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:items-center">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-slate-700">{intro}</div> : null}
          <div className="mt-6">{children}</div>
          <p className="mt-6 text-sm">
            <Link to="/" className="font-semibold text-brand-700 underline hover:text-brand-900">
              ← Back to Home
            </Link>
          </p>
        </div>
      </main>
      <footer className="px-4 pb-6 text-center text-sm text-slate-700">
        {site ? (
          <p>
            Need help? Call{" "}
            <a href={site.phoneHref} className="font-semibold text-brand-700 underline">
              {site.phone}
            </a>
            {site.hours.length > 0 ? <> ({site.hours.join("; ")})</> : null}
          </p>
        ) : null}
        <p className="mt-1">
          © {root?.year ?? new Date().getFullYear()} {name}. All rights reserved.
        </p>
      </footer>
    </div>
  );
}

/**
 * What the sign-in and registration screens show when their route fails: the rate limit's own
 * message for a 429 (the limiter answers before the action runs), otherwise a plain server error,
 * and a way to try again.
 */
export function AuthErrorScreen({
  title,
  retryHref,
  tooManyMessage,
}: {
  title: string;
  retryHref: string;
  tooManyMessage: string;
}) {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && error.status === 429
      ? tooManyMessage
      : "Server error. Please try again.";
  return (
    <AuthShell title={title}>
      <FormMessage kind="error">{message}</FormMessage>
      <p className="mt-4">
        <a href={retryHref} className="font-semibold text-brand-700 underline">
          Try again
        </a>
      </p>
    </AuthShell>
  );
}
