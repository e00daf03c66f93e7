import { useEffect, useRef } from "react";
import { data, redirect, useSearchParams } from "react-router";
import { AUTH_ERROR_SCREENS, AuthErrorScreen, AuthShell } from "../components/auth/auth-shell.tsx";
import { FormMessage, SignInForm, TextField } from "../components/forms/form-field.tsx";
import { parseLogin } from "../domain/auth/schemas.ts";
import { can } from "../domain/team/roles.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { T, useI18n } from "../i18n/i18n.tsx";
import { localizeHref } from "../i18n/lang.ts";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import { getSessionUser, safeRedirect } from "../modules/sessions/sessions.server.ts";
import { signInWithPassword } from "../modules/two-step/sign-in.server.ts";
import { verifyLogin } from "../modules/users/users.server.ts";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/login";

export const INVALID_LOGIN = "Invalid email or password.";

export async function loader({ request }: Route.LoaderArgs) {
  const [user, seo] = await Promise.all([getSessionUser(request), seoForRequest("login", request)]);
  return {
    signedInAs: user?.email ?? null,
    seo,
    i18n: i18nFor(request, "auth", "errors-forms"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const redirectTo = form.get("redirectTo");
  const parsed = parseLogin({ email, password: form.get("password") ?? "" });
  if (!parsed.ok) {
    return data({ error: parsed.error, fields: parsed.fields, email }, { status: 400 });
  }
  const user = await verifyLogin(parsed.data.email, parsed.data.password);
  if (!user) {
    return data(
      { error: INVALID_LOGIN, fields: {} as Record<string, string>, email },
      { status: 401 },
    );
  }
  const { cookie, next } = await signInWithPassword(request, user);
  const lang = langOfRequest(request);
  // Customers never get sent into the admin area: they would only meet the 403 page.
  const wanted = safeRedirect(redirectTo, "");
  const target = can(user.role, "team")
    ? wanted || "/admin"
    : wanted && !/^\/admin(\/|$|\?)/i.test(wanted)
      ? wanted
      : localizeHref("/", lang);
  // A team member's password is half the sign-in (docs/product/team.md "Two-step sign-in"): enrol,
  // or the code.
  if (next !== "done") {
    const page = next === "enrol" ? "/admin/two-step" : localizeHref("/login/two-step", lang);
    return redirect(`${page}?redirectTo=${encodeURIComponent(target)}`, {
      headers: { "Set-Cookie": cookie },
    });
  }
  return redirect(target, { headers: { "Set-Cookie": cookie } });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, message } = useI18n();
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "";
  const passwordRef = useRef<HTMLInputElement>(null);

  // A failed attempt keeps the email but never the password.
  useEffect(() => {
    if (actionData && passwordRef.current) {
      passwordRef.current.value = "";
      passwordRef.current.focus();
    }
  }, [actionData]);

  return (
    <AuthShell
      switchTo={{
        question: t("auth.login.newHere"),
        to: href("/register"),
        label: t("auth.login.createAccount"),
      }}
      title={t("auth.login.title")}
      intro={
        redirectTo.toLowerCase().startsWith("/admin") ? (
          <p>{t("auth.login.introAdmin")}</p>
        ) : (
          <p>{t("auth.login.intro")}</p>
        )
      }
    >
      {loaderData.signedInAs ? (
        <p className="mb-4 rounded-md bg-brand-50 px-3 py-2 text-sm">
          <T
            id="auth.login.signedInAs"
            values={{ email: loaderData.signedInAs }}
            components={{ 0: <strong /> }}
          />
        </p>
      ) : null}
      <SignInForm
        action={href("/login")}
        redirectTo={redirectTo}
        label={t("auth.login.submit")}
        busyLabel={t("auth.login.submitting")}
        aria-describedby={actionData?.error ? "login-error" : undefined}
      >
        {actionData?.error ? (
          <FormMessage kind="error" id="login-error">
            {message(actionData.error)}
          </FormMessage>
        ) : null}
        <TextField
          label={t("auth.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={actionData?.email ?? ""}
          error={actionData?.fields?.email && message(actionData.fields.email)}
        />
        <TextField
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          inputRef={passwordRef}
          error={actionData?.fields?.password && message(actionData.fields.password)}
        />
      </SignInForm>
    </AuthShell>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));

export function ErrorBoundary() {
  return <AuthErrorScreen {...AUTH_ERROR_SCREENS.login} />;
}
