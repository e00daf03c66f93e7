import { data, redirect } from "react-router";
import {
  type OffersChoices,
  OffersForm,
  type OffersRefusal,
} from "../components/offers/offers-form.tsx";
import { offersFormValues, offersPrefill } from "../components/offers/prefill.ts";
import { Link } from "../components/router-links.tsx";
import { PageTitle } from "../components/site/page-title.tsx";
import { offerInputsFromForm, parseOfferInputs } from "../domain/offers/inputs.ts";
import { CREDIT_SCORE_BANDS, EMPLOYMENT_TYPES } from "../domain/offers/policy.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { T, useI18n } from "../i18n/i18n.tsx";
import { localizeHref } from "../i18n/lang.ts";
import { storeSnapshot } from "../modules/offers/snapshots.server.ts";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  UNAVAILABLE_HEADERS,
  unlessUnavailable,
} from "../utils/database-outage.server.ts";
import { formValues } from "../utils/http.server.ts";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/offers";

// /offers (docs/product/offers.md "Pages"): the borrower's inputs, posted here (with or without
// JavaScript), matched against every participating lender and kept as a snapshot, whose page the
// browser is sent to. Other pages link in with what they know in the query string (the wizard's
// result, the eligibility calculator): ?loan_amount=&tenure_months=&property_value=&… fill the form.

export async function loader({ request }: Route.LoaderArgs) {
  const choices: OffersChoices = { bands: CREDIT_SCORE_BANDS, employment: EMPLOYMENT_TYPES };
  return {
    seo: await seoForRequest("offers", request),
    values: offersPrefill(new URL(request.url).searchParams, choices),
    choices,
    i18n: i18nFor(request, "offers", "errors-offers", "errors-forms"),
  };
}

/** A post of the form: refused (400, values kept), or stored and the browser sent to it. */
export async function action({ request }: Route.ActionArgs) {
  const values = offersFormValues(formValues(await request.formData()));
  const parsed = parseOfferInputs(offerInputsFromForm(values));
  if (!parsed.ok) {
    return data<OffersRefusal>(
      { error: parsed.error, fields: parsed.fields, values },
      { status: 400 },
    );
  }
  const stored = await unlessUnavailable(() => storeSnapshot(parsed.data));
  if (!stored) {
    return data<OffersRefusal>(
      { error: DATABASE_UNAVAILABLE_MESSAGE, fields: {}, values },
      { status: 503, headers: UNAVAILABLE_HEADERS },
    );
  }
  throw redirect(localizeHref(`/offers/${stored.snapshot.id}`, langOfRequest(request)), 303);
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export default function Offers({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle
        title={t("offers.form.title")}
        intro={
          <T
            id="offers.form.intro"
            components={{ 0: <Link to={href("/how-we-match")} className={linkClass} /> }}
          />
        }
      />
      <OffersForm
        values={loaderData.values}
        refusal={actionData ?? null}
        choices={loaderData.choices}
      />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
