import { data, redirect, useNavigation } from "react-router";
import {
  AUTH_ERROR_SCREENS,
  AuthErrorScreen,
  AuthShell,
} from "../../components/auth/auth-shell.tsx";
import { useHydrated } from "../../components/auth/use-hydrated.tsx";
import {
  AuthenticatorCodeField,
  FormMessage,
  SubmitButton,
} from "../../components/forms/form-field.tsx";
import { Form, Link } from "../../components/router-links.tsx";
import {
  parseEnrolCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODES_LOW,
  secretGroups,
  TOTP_DIGITS,
} from "../../domain/auth/two-step.ts";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import {
  getSession,
  requireUser,
  safeRedirect,
  TWO_STEP_PAGES,
} from "../../modules/sessions/sessions.server.ts";
import { enrolmentDetails, finishEnrolment } from "../../modules/two-step/sign-in.server.ts";
import {
  qrCodeSvg,
  recoveryCodesLeft,
  renewRecoveryCodes,
  twoStepState,
} from "../../modules/two-step/two-step.server.ts";
import type { Route } from "./+types/two-step";

// Enrolment in two-step sign-in (docs/product/team.md "Two-step sign-in"): a team member without a
// second factor lands here after their password, and every other admin page and team call sends
// them back until it is done. The QR code is drawn on the server; the secret is also shown as text
// for a phone without a camera. The first code turns it on and shows the ten recovery codes, this
// once.
//
// After the POST the session is a new, whole one, and the loader runs again with the request's
// old cookie (whose session the rotation ended): so the loader answers every stage with what to
// show instead of redirecting, and the recovery codes come from the action's answer.
//
// A member whose two-step sign-in is on comes here to make new recovery codes, and is sent here
// after signing in with a recovery code when few are left (RECOVERY_CODES_LOW).

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (session?.stage === "code") {
    const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
    throw redirect(`${TWO_STEP_PAGES.code}${query}`);
  }
  const next = safeRedirect(redirectTo, "/admin");
  // The sign-in frame's own words (help line, way home); the admin area is otherwise English.
  const i18n = i18nFor(request, "auth");
  if (!session) return { stage: "none", next, i18n } as const;
  if (session.stage === "full") {
    const on = (await twoStepState(session.user.id)) === "on";
    return {
      stage: "full",
      next,
      i18n,
      codesLeft: on ? await recoveryCodesLeft(session.user.id) : null,
    } as const;
  }
  const details = await enrolmentDetails(request);
  if (!details.ok) return { stage: "full", next, i18n, codesLeft: null } as const;
  return {
    stage: "enrol",
    next,
    i18n,
    email: details.user.email,
    secret: details.secret,
    qrSvg: await qrCodeSvg(details.otpauthUrl),
  } as const;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = parseEnrolCode({ code: String(form.get("code") ?? "") });
  if (!parsed.ok) return data({ error: parsed.error }, { status: 400 });
  if (form.get("intent") === "renew") {
    // Only a whole session: a sign-in still owing its code cannot get here (requireUser).
    const user = await requireUser(request);
    const renewed = await renewRecoveryCodes(user, parsed.data.code);
    if (!renewed.ok) return data({ error: renewed.error }, { status: renewed.status });
    return {
      recoveryCodes: renewed.recoveryCodes,
      email: user.email,
      next: safeRedirect(form.get("redirectTo"), "/admin"),
      renewed: true,
    };
  }
  const result = await finishEnrolment(request, parsed.data.code);
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return data(
    {
      recoveryCodes: result.recoveryCodes,
      email: result.user.email,
      next: safeRedirect(form.get("redirectTo"), "/admin"),
      renewed: false,
    },
    { headers: { "Set-Cookie": result.cookie } },
  );
}

export default function TwoStepEnrolment({ loaderData, actionData }: Route.ComponentProps) {
  const { next } = loaderData;
  if (actionData && "recoveryCodes" in actionData) {
    return (
      <RecoveryCodes
        codes={actionData.recoveryCodes}
        email={actionData.email}
        next={actionData.next}
        renewed={actionData.renewed}
      />
    );
  }
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  if (loaderData.stage === "full" && loaderData.codesLeft !== null) {
    return <TwoStepOn codesLeft={loaderData.codesLeft} next={next} error={error} />;
  }
  if (loaderData.stage !== "enrol")
    return <NothingToSetUp signedIn={loaderData.stage === "full"} next={next} />;
  return <Enrol {...loaderData} error={error} />;
}

/** Already on (a whole session), or no sign-in to finish (it ended, or the POST just rotated it). */
function NothingToSetUp({ signedIn, next }: { signedIn: boolean; next: string }) {
  if (!signedIn) {
    return (
      <AuthShell title="Set up two-step sign-in">
        <p>Your sign-in has ended. Log in again to set up two-step sign-in.</p>
        <p className="mt-4">
          <Link
            to={`/login?redirectTo=${encodeURIComponent(next)}`}
            className="font-semibold text-brand-700 underline"
          >
            Log in
          </Link>
        </p>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Two-step sign-in is on">
      <p>Your account already asks for a code from your authenticator app when you sign in.</p>
      <ContinueLink to={next} className="mt-4" />
    </AuthShell>
  );
}

/** Two-step sign-in is on: how many recovery codes are left, and new ones for a fresh code. */
function TwoStepOn({
  codesLeft,
  next,
  error,
}: {
  codesLeft: number;
  next: string;
  error: string | undefined;
}) {
  const low = codesLeft <= RECOVERY_CODES_LOW;
  return (
    <AuthShell title="Two-step sign-in is on">
      <p>Your account asks for a code from your authenticator app when you sign in.</p>
      <FormMessage kind={low ? "error" : "success"}>
        {codesLeft === 0
          ? "You have no recovery codes left."
          : `${codesLeft} of ${RECOVERY_CODE_COUNT} recovery codes left.`}{" "}
        {low ? "Make new ones now, while you still have your phone." : null}
      </FormMessage>
      <h2 className="mt-6 text-lg font-semibold">New recovery codes</h2>
      <p className="mt-2 text-sm text-slate-800">
        Your old codes stop working, and ten new ones are shown once.
      </p>
      <AppCodeForm
        intent="renew"
        next={next}
        error={error}
        submit="Make new recovery codes"
        className="mt-4"
      />
      <ContinueLink to={next} className="mt-6" />
    </AuthShell>
  );
}

/** The way on to the page the sign-in was for, once nothing is left to set up here. */
function ContinueLink({ to, className }: { to: string; className: string }) {
  return (
    <p className={className}>
      <Link to={to} className="font-semibold text-brand-700 underline">
        Continue
      </Link>
    </p>
  );
}

/** A code from the app, posted here: the first one (enrol) or one that asks for new recovery codes. */
function AppCodeForm({
  intent,
  next,
  error,
  submit,
  className,
}: {
  intent: "enrol" | "renew";
  next: string;
  error: string | undefined;
  submit: string;
  className: string;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" className={`${className} space-y-4`}>
      <input type="hidden" name="intent" value={intent} />
      {/* Where to go after the recovery codes, whatever URL the post went to. */}
      <input type="hidden" name="redirectTo" value={next} />
      <AuthenticatorCodeField
        label="Code from your authenticator app"
        hint="A new code appears every 30 seconds."
        error={error}
      />
      <SubmitButton
        busy={navigation.state === "submitting"}
        label={submit}
        busyLabel="Checking the code…"
        layout="w-full"
      />
    </Form>
  );
}

function Enrol({
  next,
  email,
  secret,
  qrSvg,
  error,
}: {
  next: string;
  email: string;
  secret: string;
  qrSvg: string;
  error: string | undefined;
}) {
  return (
    <AuthShell
      title="Set up two-step sign-in"
      intro={
        <p>
          Borrowers' documents and incomes are behind this sign-in, so the team signs in with a
          password and a code from a phone. Set it up once for <strong>{email}</strong>.
        </p>
      }
    >
      <ol className="list-decimal space-y-4 pl-5 text-sm text-slate-800">
        <li>
          Install an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          or any app for “time-based codes”).
        </li>
        <li>
          In the app, add an account and scan this QR code:
          <figure className="mt-3">
            <div
              id="two-step-qr"
              role="img"
              aria-label={`QR code for adding ${email} to an authenticator app`}
              className="mx-auto h-48 w-48 bg-white [&>svg]:h-full [&>svg]:w-full"
              // The server drew it from our own data (app/modules/two-step): no user input inside.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-drawn SVG of our own secret
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
            <figcaption className="mt-3">
              No camera? Choose “enter a setup key” and type this key (time-based):
              {/* Groups of four to the eye; one unbroken key when copied or read aloud. */}
              <code
                id="two-step-secret"
                className="mt-1 flex flex-wrap gap-x-2 rounded bg-slate-100 px-2 py-1 font-mono text-base tracking-wide"
              >
                {secretGroups(secret).map((group, i) => (
                  <span key={i}>{group}</span>
                ))}
              </code>
            </figcaption>
          </figure>
        </li>
        <li>Enter the {TOTP_DIGITS}-digit code the app now shows.</li>
      </ol>
      <AppCodeForm
        intent="enrol"
        next={next}
        error={error}
        submit="Turn on two-step sign-in"
        className="mt-6"
      />
    </AuthShell>
  );
}

function RecoveryCodes({
  codes,
  email,
  next,
  renewed,
}: {
  codes: string[];
  email: string;
  next: string;
  renewed: boolean;
}) {
  const hydrated = useHydrated();
  const text = `GharSetu recovery codes for ${email}\nEach code signs you in once, without your phone.\n\n${codes.join("\n")}\n`;
  return (
    <AuthShell title={renewed ? "New recovery codes" : "Two-step sign-in is on"}>
      <FormMessage kind="success">
        {renewed
          ? "Your old recovery codes no longer work."
          : "From now on you sign in with your password and a code from your app."}
      </FormMessage>
      <h2 className="mt-6 text-lg font-semibold">Save your recovery codes</h2>
      <p className="mt-2 text-sm text-slate-800">
        If you lose your phone, each of these codes signs you in once. Keep them somewhere safe:
        this is the only time they are shown.
      </p>
      <ol
        id="recovery-codes"
        className="mt-4 grid grid-cols-2 gap-2 rounded-md bg-slate-100 p-4 font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <p className="mt-4 flex flex-wrap gap-3 print:hidden">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="gharsetu-recovery-codes.txt"
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Download the codes
        </a>
        {hydrated ? (
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Print the codes
          </button>
        ) : null}
      </p>
      <p className="mt-6 print:hidden">
        <Link
          to={next}
          className="inline-block rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          Continue
        </Link>
      </p>
    </AuthShell>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Set up two-step sign-in | GharSetu" },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <AuthErrorScreen {...AUTH_ERROR_SCREENS.login} />;
}
