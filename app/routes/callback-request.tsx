import { CallbackRequestForm } from "../components/callback-request-form.tsx";
import { callbackFormToInput } from "../domain/callbacks/schema.ts";
import { isBankSlug } from "../domain/enums.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { getBank } from "../modules/banks/banks.server.ts";
import { CALLBACK_THANKS, submitCallbackRequest } from "../modules/callbacks/callbacks.server.ts";
import { verificationOffered } from "../modules/otp/sms.server.ts";
import { cookieSource } from "../modules/speed-to-lead/source.server.ts";
import { unlessUnavailable } from "../utils/database-outage.server.ts";
import { enquiryFormAnswer, formValues } from "../utils/http.server.ts";
import type { Route } from "./+types/callback-request";

// /callback-request: where every 'Request a callback' form posts (docs/product/borrower-journey.md
// "Callback requests"). With JavaScript the form's fetcher reads the answer in place; without, this
// page shows it.

export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).searchParams.get("bank") ?? "";
  const bank = isBankSlug(slug) ? await getBank(slug) : undefined;
  return {
    bank: bank ? { slug: bank.slug, name: bank.name } : null,
    verifyPhone: verificationOffered(),
    i18n: i18nFor(request, "forms", "errors-forms"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const result = await unlessUnavailable(() =>
    submitCallbackRequest(
      { ...callbackFormToInput(values), language: langOfRequest(request) },
      new Date(),
      cookieSource(request),
    ),
  );
  const { website: _website, otp_verification: _token, ...kept } = values;
  return enquiryFormAnswer(result, kept, CALLBACK_THANKS);
}

export default function CallbackRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const bankSlug = actionData && !actionData.ok ? actionData.values.bank : undefined;
  const bank =
    loaderData.bank ?? (bankSlug ? { slug: bankSlug, name: bankSlug.toUpperCase() } : null);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-ink">
        {t("forms.callback.heading")}
      </h1>
      <CallbackRequestForm
        bank={bank}
        verifyPhone={loaderData.verifyPhone}
        serverState={actionData ?? null}
      />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: metaI18n(matches, location.pathname).t("forms.callback.pageTitle") },
  { name: "robots", content: "noindex" },
];
