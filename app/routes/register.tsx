import { type FormEvent, useEffect, useRef, useState } from "react";
import { data } from "react-router";
import { AUTH_ERROR_SCREENS, AuthErrorScreen, AuthShell } from "../components/auth/auth-shell.tsx";
import { useHydrated } from "../components/auth/use-hydrated.tsx";
import { useSubmittingTo } from "../components/auth/use-submitting.tsx";
import { formValues, useFormOutbox } from "../components/callback-request-form.tsx";
import {
  FormMessage,
  HoneypotField,
  SubmitButton,
  TextField,
} from "../components/forms/form-field.tsx";
import { Form, Link } from "../components/router-links.tsx";
import { parseRegister } from "../domain/auth/schemas.ts";
import { i18nFor } from "../i18n/catalogues.server.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import { registerUser } from "../modules/users/users.server.ts";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  UNAVAILABLE_HEADERS,
  unlessUnavailable,
} from "../utils/database-outage.server.ts";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/register";

export const SUCCESS_MESSAGE = "Registered successfully!";
const FIELDS = ["name", "surname", "dob", "mobile", "email", "password"] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;

type ActionResult =
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      fields: Record<string, string>;
      values: Values;
      duplicate?: boolean;
    };

export async function loader({ request }: Route.LoaderArgs) {
  return {
    seo: await seoForRequest("register", request),
    i18n: i18nFor(request, "auth", "errors-forms"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const input: Record<string, string> = {};
  for (const key of [...FIELDS, "website"]) input[key] = String(form.get(key) ?? "");
  const result = await unlessUnavailable(() => registerUser(input, new Date()));
  // Everything the user typed comes back so they can fix it, except the password.
  const { password: _password, website: _website, ...values } = input;
  if (!result) {
    return data<ActionResult>(
      { ok: false, error: DATABASE_UNAVAILABLE_MESSAGE, fields: {}, values },
      { status: 503, headers: UNAVAILABLE_HEADERS },
    );
  }
  if (result.ok) return data<ActionResult>({ ok: true, message: SUCCESS_MESSAGE }, { status: 201 });
  if (result.duplicate) {
    return data<ActionResult>(
      { ok: false, error: result.error, fields: {}, values, duplicate: true },
      { status: 409 },
    );
  }
  return data<ActionResult>(
    { ok: false, error: result.error, fields: result.fields, values },
    { status: 400 },
  );
}

/**
 * Empties every field, the password included (docs/product/pages.md "Accounts": Cancel clears
 * everything).
 */
function clearForm(form: HTMLFormElement | null) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type !== "hidden") element.value = "";
  }
}

/** Empties the password field: a refused registration never keeps it. */
function clearPassword(form: HTMLFormElement | null) {
  const password = form?.elements.namedItem("password");
  if (password instanceof HTMLInputElement) password.value = "";
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { t, href, message } = useI18n();
  const hydrated = useHydrated();
  const navigating = useSubmittingTo(href("/register"));
  const formRef = useRef<HTMLFormElement>(null);
  // Browser-side errors (same schema as the server); null means "show the server's answer".
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  // Cancel also dismisses the last server answer, so the form looks untouched.
  const [dismissed, setDismissed] = useState<typeof actionData>(undefined);
  // With JavaScript the registration goes through the device outbox (held in this page's memory
  // only: it carries a password), which keeps it through a 503 or a lost connection and sends it
  // once when it can (docs/decisions/028-database-outages.md).
  const { result: sent, submit, reset: resetSent } = useFormOutbox("register");
  const sentResult: ActionResult | undefined =
    sent?.phase === "stored"
      ? { ok: true, message: sent.answer.message ?? SUCCESS_MESSAGE }
      : sent?.phase === "rejected"
        ? {
            ok: false,
            error: sent.error,
            fields: sent.fields,
            values: {},
            duplicate: sent.status === 409,
          }
        : undefined;
  const queued = sent?.phase === "queued";
  const result =
    sentResult ??
    (actionData && actionData !== dismissed ? (actionData as ActionResult) : undefined);
  const failed = result && !result.ok ? result : undefined;
  const rawErrors: Record<string, string> = clientErrors ?? failed?.fields ?? {};
  const fieldErrors: Record<string, string> = Object.fromEntries(
    Object.entries(rawErrors).map(([name, text]) => [name, message(text)]),
  );
  const values: Values = failed?.values ?? {};

  // Success: the form is emptied (docs/product/forms.md "Registration and sign-in"), the password
  // included.
  useEffect(() => {
    if (actionData && (actionData as ActionResult).ok) clearForm(formRef.current);
  }, [actionData]);
  useEffect(() => {
    if (sent?.phase === "stored") clearForm(formRef.current);
    if (sent?.phase === "rejected") clearPassword(formRef.current);
  }, [sent]);

  // A failed server check never keeps the password in the field.
  useEffect(() => {
    if (actionData && !(actionData as ActionResult).ok) clearPassword(formRef.current);
  }, [actionData]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const input = Object.fromEntries(FIELDS.map((k) => [k, String(form.get(k) ?? "")]));
    const parsed = parseRegister(input);
    if (!parsed.ok) {
      event.preventDefault();
      setClientErrors(parsed.fields);
      const first = FIELDS.find((k) => parsed.fields[k]);
      const control = first ? event.currentTarget.elements.namedItem(first) : null;
      if (control instanceof HTMLInputElement) control.focus();
      return;
    }
    setClientErrors(null);
    setDismissed(undefined);
    if (hydrated) {
      event.preventDefault();
      void submit(formValues(event.currentTarget));
    }
  }

  function onCancel(event: React.MouseEvent<HTMLButtonElement>) {
    // With JavaScript the fields are cleared in place; without it the button reloads an empty form.
    event.preventDefault();
    clearForm(formRef.current);
    setClientErrors(null);
    setDismissed(actionData);
    resetSent();
    const first = formRef.current?.elements.namedItem("name");
    if (first instanceof HTMLInputElement) first.focus();
  }

  function onFieldInput(name: string) {
    if (clientErrors?.[name]) {
      const { [name]: _cleared, ...rest } = clientErrors;
      setClientErrors(rest);
    }
  }

  // A field the answer gives back (all but the password): its value, its error, and the error
  // cleared as the user types.
  const kept = (name: Exclude<(typeof FIELDS)[number], "password">) => ({
    name,
    defaultValue: values[name] ?? "",
    error: fieldErrors[name],
    onInput: () => onFieldInput(name),
  });
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const submitting = navigating || sent?.phase === "sending";

  return (
    <AuthShell
      title={t("auth.register.title")}
      intro={<p>{t("auth.register.intro")}</p>}
      switchTo={{
        question: t("auth.register.already"),
        to: href("/login"),
        label: t("auth.register.logIn"),
      }}
    >
      <div aria-live="polite">
        {result?.ok ? (
          <FormMessage kind="success">
            {message(result.message)}{" "}
            <Link to={href("/login")} className="font-semibold underline">
              {t("auth.register.logInNow")}
            </Link>
          </FormMessage>
        ) : null}
        {queued ? (
          <p
            data-testid="register-queued"
            className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900"
          >
            {t("auth.register.queued")}
          </p>
        ) : null}
      </div>
      {failed && !clientErrors ? (
        <FormMessage kind="error">
          {failed.duplicate ? (
            <>
              {message(failed.error)}{" "}
              <Link to={href("/login")} className="font-semibold underline">
                {t("auth.register.logInInstead")}
              </Link>
            </>
          ) : hasFieldErrors ? (
            t("auth.register.fixFields")
          ) : failed.error ? (
            message(failed.error)
          ) : (
            t("auth.register.failed")
          )}
        </FormMessage>
      ) : null}
      <Form
        method="post"
        action={href("/register")}
        ref={formRef}
        noValidate={hydrated}
        onSubmit={onSubmit}
        className="mt-4 space-y-4"
        // React re-keys the fields per answer so defaultValue refreshes after each attempt.
        key={actionData && !(actionData as ActionResult).ok ? JSON.stringify(values) : "form"}
      >
        <HoneypotField />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("auth.register.firstName")}
            autoComplete="given-name"
            {...kept("name")}
          />
          <TextField
            label={t("auth.register.surname")}
            autoComplete="family-name"
            required
            {...kept("surname")}
          />
        </div>
        <TextField
          label={t("auth.register.dob")}
          type="date"
          autoComplete="bday"
          hint={t("auth.register.dobHint")}
          {...kept("dob")}
        />
        <TextField
          label={t("auth.mobile")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          hint={t("auth.register.mobileHint")}
          {...kept("mobile")}
        />
        <TextField
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          required
          {...kept("email")}
          aria-invalid={fieldErrors.email || failed?.duplicate ? true : undefined}
        />
        <TextField
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint={t("auth.register.passwordHint")}
          error={fieldErrors.password}
          onInput={() => onFieldInput("password")}
        />
        <div className="flex flex-wrap gap-3 pt-2">
          <SubmitButton
            busy={submitting}
            label={t("auth.register.submit")}
            busyLabel={t("auth.register.submitting")}
            layout="flex-1"
          />
          <button
            type="submit"
            form="register-cancel"
            onClick={onCancel}
            className="flex-1 rounded-md border border-slate-400 bg-white px-4 py-2.5 font-semibold text-ink hover:bg-slate-50"
          >
            {t("auth.register.cancel")}
          </button>
        </div>
      </Form>
      {/* Without JavaScript, Cancel submits this empty form: a fresh, empty /register. */}
      <form id="register-cancel" method="get" action={href("/register")} hidden />
    </AuthShell>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));

export function ErrorBoundary() {
  return <AuthErrorScreen {...AUTH_ERROR_SCREENS.register} />;
}
