import { useEffect, useRef } from "react";
import { data, redirect, useSearchParams } from "react-router";
import { AUTH_ERROR_SCREENS, AuthErrorScreen, AuthShell } from "../components/auth/auth-shell.tsx";
import { AuthenticatorCodeField, SignInForm, TextField } from "../components/forms/form-field.tsx";
import { Form } from "../components/router-links.tsx";
import { parseSecondStep, RECOVERY_CODES_LOW } from "../domain/auth/two-step.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { localizeHref } from "../i18n/lang.ts";
import { getSession, safeRedirect, TWO_STEP_PAGES } from "../modules/sessions/sessions.server.ts";
import { finishSignIn } from "../modules/two-step/sign-in.server.ts";
import type { Route } from "./+types/login-two-step";

// The second step of a team member's sign-in (docs/product/team.md "Two-step sign-in"): the code
// from the authenticator app, or one recovery code. A plain form post, so it works before (and
// without) the page's script.

/** Where this page sends a session that has nothing to do here. */
function elsewhere(request: Request, stage: string | null) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo") ?? "";
  const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  if (stage === null) return redirect(`${localizeHref("/login", langOfRequest(request))}${query}`);
  if (stage === "enrol") return redirect(`${TWO_STEP_PAGES.enrol}${query}`);
  return redirect(safeRedirect(redirectTo, "/admin"));
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request);
  if (session?.stage !== "code") throw elsewhere(request, session?.stage ?? null);
  return { i18n: i18nFor(request, "auth", "errors-forms") };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const useRecovery = form.get("intent") === "recovery";
  const parsed = parseSecondStep(
    useRecovery
      ? { recovery_code: String(form.get("recovery_code") ?? "") }
      : { code: String(form.get("code") ?? "") },
  );
  if (!parsed.ok) {
    return data({ error: parsed.error, recovery: useRecovery }, { status: 400 });
  }
  const result = await finishSignIn(request, parsed.data);
  if (!result.ok) {
    // The limited session ran out (or was never there): start again from the password.
    if (result.status !== 400) throw elsewhere(request, (await getSession(request))?.stage ?? null);
    return data({ error: result.error, recovery: useRecovery }, { status: 400 });
  }
  const next = safeRedirect(form.get("redirectTo"), "/admin");
  // Few recovery codes left after using one: the page that makes new ones comes first.
  const low = result.recoveryCodesLeft !== null && result.recoveryCodesLeft <= RECOVERY_CODES_LOW;
  return redirect(low ? `${TWO_STEP_PAGES.enrol}?redirectTo=${encodeURIComponent(next)}` : next, {
    headers: { "Set-Cookie": result.cookie },
  });
}

export default function LoginTwoStep({ actionData }: Route.ComponentProps) {
  const { t, href, message } = useI18n();
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "";
  const codeRef = useRef<HTMLInputElement>(null);
  const recoveryRef = useRef<HTMLInputElement>(null);
  const codeError = actionData && !actionData.recovery ? message(actionData.error) : undefined;
  const recoveryError = actionData?.recovery ? message(actionData.error) : undefined;

  // A refused code is cleared, ready for the next one the app shows.
  useEffect(() => {
    const field = actionData?.recovery ? recoveryRef.current : codeRef.current;
    if (actionData && field) {
      field.value = "";
      field.focus();
    }
  }, [actionData]);

  return (
    <AuthShell title={t("auth.twoStep.title")} intro={<p>{t("auth.twoStep.intro")}</p>}>
      <SignInForm
        action={href("/login/two-step")}
        redirectTo={redirectTo}
        label={t("auth.twoStep.submit")}
        busyLabel={t("auth.twoStep.submitting")}
      >
        <input type="hidden" name="intent" value="code" />
        <AuthenticatorCodeField
          label={t("auth.twoStep.code")}
          hint={t("auth.twoStep.codeHint")}
          inputRef={codeRef}
          error={codeError}
        />
      </SignInForm>
      <details
        className="mt-6 rounded-md border border-slate-200 p-4"
        open={Boolean(recoveryError)}
      >
        <summary className="cursor-pointer font-semibold text-brand-700">
          {t("auth.twoStep.lostPhone")}
        </summary>
        <Form method="post" action={href("/login/two-step")} className="mt-4 space-y-4">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="intent" value="recovery" />
          <TextField
            label={t("auth.twoStep.recoveryCode")}
            hint={t("auth.twoStep.recoveryHint")}
            name="recovery_code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            inputRef={recoveryRef}
            error={recoveryError}
          />
          <button
            type="submit"
            className="w-full rounded-md border border-brand-700 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("auth.twoStep.useRecovery")}
          </button>
        </Form>
      </details>
    </AuthShell>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: metaI18n(matches, location.pathname).t("auth.twoStep.metaTitle") },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <AuthErrorScreen {...AUTH_ERROR_SCREENS.login} />;
}
