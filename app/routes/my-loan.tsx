import { data } from "react-router";
import { TextField } from "../components/forms/form-field.tsx";
import { button, type LoanForms } from "../components/my-loan/loan-form-parts.tsx";
import { RepoChart } from "../components/my-loan/my-loan-charts.tsx";
import { SaveLoanForm } from "../components/my-loan/save-loan-form.tsx";
import { SavedLoanList } from "../components/my-loan/saved-loans.tsx";
import { Form, Link } from "../components/router-links.tsx";
import { PageTitle } from "../components/site/page-title.tsx";
import { TitledPanel } from "../components/site/titled-panel.tsx";
import { istToday } from "../domain/my-loan/dates.ts";
import type { MyLoanPageState } from "../domain/my-loan/page-state.ts";
import { OTP_MESSAGES } from "../domain/otp/rules.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { myLoanPageAction, myLoanPageData } from "../modules/my-loans/page.server.ts";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import { formValues } from "../utils/http.server.ts";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/my-loan";

// /my-loan and /hi/my-loan (docs/product/my-loan.md "Pages"): the mobile verified by an SMS code
// (the same codes as /track's), then the form to save a loan and the mobile's saved loans with
// their outlook, charts, "Ask about moving this loan" and Delete. Every step is a plain form post
// answered with the whole page, so it all works before (and without) JavaScript.

export async function loader({ request }: Route.LoaderArgs) {
  return {
    seo: await seoForRequest("my-loan", request),
    ...(await myLoanPageData()),
    today: istToday(Date.now()),
    i18n: i18nFor(
      request,
      "my-loan",
      "errors-my-loan",
      "forms",
      "errors-forms",
      "errors-loan-file",
    ),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const { state, status } = await myLoanPageAction(values, langOfRequest(request));
  return data<MyLoanPageState>(state, { status });
}

const secondary =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50";

export default function MyLoan({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const state = (actionData as MyLoanPageState | undefined) ?? null;
  const forms: LoanForms = {
    action: href("/my-loan"),
    hidden: state ? { phone: state.phone, otp_verification: state.token } : {},
    prefix: "",
  };
  const notice = state?.notice;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title={t("my-loan.title")} intro={t("my-loan.intro")} />
      <Verification state={state} offered={loaderData.verifyOffered} />
      {state?.step === "verified" ? (
        <>
          {notice?.kind === "saved" || notice?.kind === "deleted" ? (
            <p
              role="status"
              className="mt-6 rounded-md border border-green-700 bg-green-50 p-4"
              data-testid="my-loan-notice"
            >
              {t(notice.kind === "saved" ? "my-loan.saved" : "my-loan.deleted")}
            </p>
          ) : null}
          <SavedLoanList loans={state.loans ?? []} forms={forms} state={state} />
          <SaveLoanForm forms={forms} banks={loaderData.banks} state={state} />
        </>
      ) : null}
      <div className="mt-10">
        <RepoChart steps={loaderData.repo} today={loaderData.today} />
      </div>
    </div>
  );
}

/** The mobile, its code, or the number verified (with a way to start again with another). */
function Verification({ state, offered }: { state: MyLoanPageState | null; offered: boolean }) {
  const { t, href, message } = useI18n();
  const step = state?.step ?? "phone";
  const refusal = state?.refusal;
  const phoneError =
    refusal?.form === "phone" ? message(refusal.fields.phone ?? refusal.message) : null;
  const codeError =
    refusal?.form === "code" ? message(refusal.fields.code ?? refusal.message) : null;
  return (
    <TitledPanel headingId="my-loan-mobile" title={t("my-loan.verify.heading")}>
      {step === "verified" && state ? (
        <div className="mt-2 space-y-2">
          <p role="status" className="text-green-900" data-testid="my-loan-verified">
            {t("my-loan.verify.verified", { phone: state.phone })}
          </p>
          <p className="text-sm text-slate-700">{t("my-loan.verify.expiry")}</p>
          {/* The outlook as of now (a new repo rate since), with the same proof. */}
          <Form method="post" action={href("/my-loan")}>
            <input type="hidden" name="phone" value={state.phone} />
            <input type="hidden" name="otp_verification" value={state.token} />
            <button type="submit" name="intent" value="list" className={secondary}>
              {t("my-loan.verify.refresh")}
            </button>
          </Form>
          <Link to={href("/my-loan")} className="font-semibold text-brand-700 underline">
            {t("my-loan.verify.change")}
          </Link>
        </div>
      ) : (
        <Form method="post" action={href("/my-loan")} noValidate className="mt-2 grid gap-4">
          <p className="text-slate-700">{t("my-loan.verify.intro")}</p>
          {/* Without an SMS provider no code can be sent: said before anyone types. */}
          {offered ? null : (
            <p className="font-medium text-amber-900">{message(OTP_MESSAGES.unavailable)}</p>
          )}
          {step === "code" && state ? (
            <>
              <input type="hidden" name="phone" value={state.phone} />
              <p>
                {t("forms.mobile")}: <strong>{state.phone}</strong>
              </p>
              {state.notice?.kind === "code-sent" ? (
                <p role="status" className="text-green-900">
                  {t("forms.otp.sent")}
                </p>
              ) : null}
              <TextField
                name="code"
                label={t("forms.otp.code")}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                error={codeError}
                className="max-w-xs"
              />
              <div className="flex flex-wrap gap-3">
                <button type="submit" name="intent" value="verify-code" className={button}>
                  {t("forms.otp.verify")}
                </button>
                <button type="submit" name="intent" value="send-code" className={secondary}>
                  {t("forms.otp.resend")}
                </button>
              </div>
            </>
          ) : (
            <>
              <TextField
                name="phone"
                type="tel"
                autoComplete="tel"
                label={t("forms.mobile")}
                defaultValue={state?.phone ?? ""}
                error={phoneError}
                maxLength={20}
                className="max-w-xs"
              />
              <div>
                <button type="submit" name="intent" value="send-code" className={button}>
                  {t("forms.otp.send")}
                </button>
              </div>
            </>
          )}
        </Form>
      )}
    </TitledPanel>
  );
}

// The page's title and description are its SEO record's (admins edit them, /admin/seo).
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
