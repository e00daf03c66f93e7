import type { InputHTMLAttributes } from "react";
import { data, useNavigation } from "react-router";
import { BorrowerDocuments, useTrackRefresh } from "../components/loan-file/borrower-documents.tsx";
import { BorrowerLedger } from "../components/loan-file/borrower-ledger.tsx";
import { TrackLoanFile } from "../components/loan-file/track-loan-file.tsx";
import { LocalDateTime } from "../components/local-date-time.tsx";
import { Form } from "../components/router-links.tsx";
import { TitledPanel } from "../components/site/titled-panel.tsx";
import { i18nFor } from "../i18n/catalogues.server.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import type { TrackAnswer } from "../modules/enquiries/enquiries.server.ts";
import { bankNames } from "../modules/loan-file/track-view.server.ts";
import { verificationOffered } from "../modules/otp/sms.server.ts";
import {
  type TrackPageState,
  trackPageAction,
  trackUploadAction,
} from "./+shared/track-page.server.ts";
import type { Route } from "./+types/track";

// /track (docs/product/borrower-journey.md): reference and mobile number → the status and its dated
// history, the bank when chosen and the first name only. One answer for any mismatch; rate-limited.
// Once the mobile is verified: the loan file's amounts, the documents and the ledger "who has my
// data" with "Stop sharing" per bank (docs/product/borrower-view.md).

export async function loader({ request }: Route.LoaderArgs) {
  return {
    verifyPhone: verificationOffered(),
    bankNames: await bankNames(),
    i18n: i18nFor(request, "forms", "errors-forms", "loan-file", "errors-loan-file"),
  };
}

/** A look-up, or a decision on a proposed bank followed by the look-up (the loan file). */
export async function action({ request, params }: Route.ActionArgs) {
  // /track/documents/{code}: the checklist's plain upload form (docs/product/loan-file.md).
  const code = (params as Record<string, string | undefined>).code;
  const { state, status } = code
    ? await trackUploadAction(request, code)
    : await trackPageAction(await request.formData());
  return data<TrackPageState>(state, { status });
}

/** The page words the lead statuses for borrowers; `new` is 'Received'. */
const STATUS_KEYS = {
  new: "forms.status.new",
  contacted: "forms.status.contacted",
  converted: "forms.status.converted",
  closed: "forms.status.closed",
} as const;

function useStatusWord() {
  const { t } = useI18n();
  return (status: string) =>
    Object.hasOwn(STATUS_KEYS, status)
      ? t(STATUS_KEYS[status as keyof typeof STATUS_KEYS])
      : status;
}

const INPUT =
  "w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink aria-invalid:border-red-600";

/** One of the look-up's two fields (`track-reference`, `track-phone`), each at most 20 characters. */
function LookupField({
  name,
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { name: "reference" | "phone"; label: string }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={`track-${name}`} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={`track-${name}`}
        name={name}
        {...input}
        maxLength={20}
        required
        className={INPUT}
      />
    </div>
  );
}

export default function Track({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, message } = useI18n();
  const state = actionData as TrackPageState | undefined;
  const busy = useNavigation().state !== "idle";
  const values = state ? (state.ok ? state.lookup : state.values) : { reference: "", phone: "" };
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("forms.track.title")}</h1>
      <p className="mt-3 text-slate-700">{t("forms.track.intro")}</p>
      <Form
        method="post"
        action={href("/track")}
        noValidate
        className="mt-6 grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <LookupField
          name="reference"
          label={t("forms.reference")}
          type="text"
          defaultValue={values.reference}
          autoCapitalize="characters"
        />
        <LookupField
          name="phone"
          label={t("forms.mobile")}
          type="tel"
          autoComplete="tel"
          defaultValue={values.phone}
        />
        {state && !state.ok ? (
          <p role="alert" className="font-medium text-red-700">
            {message(state.error)}
          </p>
        ) : null}
        <div>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t("forms.track.submit")}
          </button>
        </div>
      </Form>
      {state?.ok ? <TrackResult answer={state.answer} /> : null}
      {state?.ok && state.answer.kind === "application" ? (
        <TrackLoanFile
          applications={state.answer.bank_applications}
          mobileVerified={state.answer.mobile_verified}
          lookup={state.lookup}
          verifyOffered={loaderData.verifyPhone}
          bankNames={loaderData.bankNames}
          notice={state.notice}
          hasDocuments={state.answer.documents.length > 0}
        />
      ) : null}
      {state?.ok && state.answer.documents.length > 0 ? <TrackDocuments state={state} /> : null}
      {state?.ok && state.answer.ledger ? (
        <BorrowerLedger
          ledger={state.answer.ledger}
          bankNames={loaderData.bankNames}
          applications={state.answer.bank_applications}
          stop={{ action: href("/track"), fields: { intent: "decide", ...state.lookup } }}
          notice={state.notice ?? undefined}
        />
      ) : null}
    </div>
  );
}

/** The checklist; the upload forms once the mobile is verified. */
function TrackDocuments({ state }: { state: Extract<TrackPageState, { ok: true }> }) {
  const { t, href } = useI18n();
  const verified = state.answer.mobile_verified;
  const refresh = useTrackRefresh(href("/track"), { ...state.lookup });
  return (
    <BorrowerDocuments
      documents={state.answer.documents}
      notice={state.upload ?? null}
      onUploaded={refresh}
      upload={
        verified
          ? {
              action: (code) => href(`/track/documents/${code}`),
              api: (code) => `/api/track/documents/${code}/files`,
              fields: { ...state.lookup },
            }
          : undefined
      }
    >
      {verified ? null : <p className="mt-2 text-sm">{t("loan-file.documents.verifyToUpload")}</p>}
    </BorrowerDocuments>
  );
}

function TrackResult({ answer }: { answer: TrackAnswer }) {
  const { t } = useI18n();
  const statusWord = useStatusWord();
  const kind = answer.kind === "callback" ? "Callback" : "Application";
  const title = answer.first_name
    ? t(`forms.track.hello${kind}`, { name: answer.first_name })
    : t(answer.kind === "callback" ? "forms.track.callback" : "forms.track.application");
  return (
    <TitledPanel headingId="track-result" title={title}>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t("forms.reference")}</dt>
          <dd className="font-mono">{answer.reference}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">{t("forms.track.status")}</dt>
          <dd data-testid="track-status" className="font-semibold">
            {statusWord(answer.status)}
          </dd>
        </div>
        {answer.bank ? (
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t("forms.track.bank")}</dt>
            <dd>{answer.bank.toUpperCase()}</dd>
          </div>
        ) : null}
      </dl>
      <h3 className="mt-6 font-semibold text-ink">{t("forms.track.history")}</h3>
      <ol className="mt-2 space-y-1">
        {answer.history.map((event, i) => (
          <li key={`${event.at}-${i}`}>
            {statusWord(event.status)} · <LocalDateTime iso={event.at} />
          </li>
        ))}
      </ol>
    </TitledPanel>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { t } = metaI18n(matches, location.pathname);
  return [
    { title: t("forms.track.metaTitle") },
    { name: "description", content: t("forms.track.metaDescription") },
  ];
};
