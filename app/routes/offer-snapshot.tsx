import { data } from "react-router";
import { Island } from "../components/island.tsx";
import { ChooseLender, type ChooseState } from "../components/offers/choose-lender.tsx";
import { OfferCard } from "../components/offers/offer-card.tsx";
import {
  NotMatchedList,
  offersFormHref,
  SnapshotInputs,
} from "../components/offers/snapshot-sections.tsx";
import { chooseWindow, formatIstDateTime } from "../components/offers/snapshot-words.ts";
import { Link } from "../components/router-links.tsx";
import { PageTitle } from "../components/site/page-title.tsx";
import { i18nFor } from "../i18n/catalogues.server.ts";
import { metaI18n, T, useI18n } from "../i18n/i18n.tsx";
import { CHOOSE_WITHIN_DAYS, chooseOffer } from "../modules/offers/choose.server.ts";
import { getSnapshot } from "../modules/offers/snapshots.server.ts";
import { verificationOffered } from "../modules/otp/sms.server.ts";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  UNAVAILABLE_HEADERS,
  unlessUnavailable,
} from "../utils/database-outage.server.ts";
import { formValues } from "../utils/http.server.ts";
import { siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/offer-snapshot";

// /offers/{id} (docs/product/offers.md "Snapshots" and "Pages"): the snapshot exactly as it was
// stored: its offers by APR, the lenders that did not match and why, its date and method version;
// then "Choose a lender" (docs/product/offers.md "Choosing a lender"), which posts here. An unknown
// id is the site's 404. Not indexed: the page is one borrower's answers.

export async function loader({ params, request }: Route.LoaderArgs) {
  const snapshot = await getSnapshot(params.id);
  if (!snapshot) throw data(null, { status: 404 });
  return {
    snapshot,
    chosen: new URL(request.url).searchParams.get("choose"),
    chooseWithinDays: CHOOSE_WITHIN_DAYS,
    // The page's clock, so that the server and the browser agree on whether it has expired.
    now: new Date().toISOString(),
    verifyPhone: verificationOffered(),
    i18n: i18nFor(request, "offers", "forms", "errors-forms", "errors-loan-file", "errors-offers"),
  };
}

/**
 * The refusals that name the lender: the page words them in its own language with the name (the
 * errors catalogues translate exact English texts only).
 */
const NAMED = { duplicate: "duplicate", not_matched: "notMatched" } as const;

/** "Choose a lender": the offer, the enquiry's reference and mobile, and the verification. */
export async function action({ params, request }: Route.ActionArgs) {
  const sent = formValues(await request.formData());
  const values = {
    bank: (sent.bank ?? "").slice(0, 40),
    reference: (sent.reference ?? "").slice(0, 40),
    phone: (sent.phone ?? "").slice(0, 40),
  };
  const result = await unlessUnavailable(() =>
    chooseOffer(params.id, { ...values, otp_verification: sent.otp_verification ?? "" }),
  );
  if (!result) {
    return data<ChooseState>(
      { ok: false, error: DATABASE_UNAVAILABLE_MESSAGE, fields: {}, values },
      { status: 503, headers: UNAVAILABLE_HEADERS },
    );
  }
  if (result.ok) {
    return data<ChooseState>(
      { ok: true, bank: result.bankApplication.bank, reference: values.reference.trim() },
      { status: 201 },
    );
  }
  return data<ChooseState>(
    {
      ok: false,
      error: result.error,
      fields: result.fields ?? {},
      values,
      ...(result.refusal
        ? { named: NAMED[result.refusal.kind], bankName: result.refusal.bankName }
        : {}),
    },
    { status: result.status },
  );
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export default function OfferSnapshot({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, lang } = useI18n();
  const { snapshot, chosen, verifyPhone } = loaderData;
  const choice = chooseWindow(snapshot.created_at, loaderData.chooseWithinDays, loaderData.now);
  const choosable = verifyPhone && !choice.expired;
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title={t("offers.snapshot.title")} />
      <p className="mt-3 text-slate-700" data-testid="snapshot-made">
        <T
          id="offers.snapshot.made"
          values={{
            date: formatIstDateTime(snapshot.created_at, lang),
            version: snapshot.method_version,
          }}
          components={{ 0: <Link to={href("/how-we-match")} className={linkClass} /> }}
        />
      </p>
      <SnapshotInputs inputs={snapshot.inputs} />

      <section aria-labelledby="offers-heading" className="mt-10">
        <h2 id="offers-heading" className="text-2xl font-bold tracking-tight text-ink">
          {t("offers.list.heading")}
        </h2>
        <p className="mt-2 max-w-prose text-slate-700">{t("offers.list.order")}</p>
        {snapshot.offers.length === 0 ? (
          <div className="mt-4 rounded-2xl border border-amber-200 bg-amber-50 p-5">
            <p className="text-amber-950">{t("offers.list.none")}</p>
            <p className="mt-3">
              <Link to={href(offersFormHref(snapshot.inputs))} className={linkClass}>
                {t("offers.list.tryAgain")}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <p className="mt-1 font-semibold text-ink" data-testid="offers-count">
              {t("offers.list.count", { count: snapshot.offers.length })}
            </p>
            {/* Each card hydrates when it is reached or touched: on a phone most are below the
                first screen (docs/decisions/033-islands-hydrate-when-reached.md). */}
            <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="offers">
              {snapshot.offers.map((offer, i) => (
                <li key={offer.bank} className="grid">
                  <Island>
                    <OfferCard offer={offer} position={i + 1} choosable={choosable} />
                  </Island>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>

      {/* Below the first screen: hydrated when reached (docs/decisions/033-islands-hydrate-when-reached.md). */}
      <Island>
        <NotMatchedList lenders={snapshot.not_matched} />
      </Island>
      <Island eager={Boolean(chosen) || Boolean(actionData)}>
        <section id="choose" aria-labelledby="choose-heading" className="mt-12 scroll-mt-20">
          <ChooseLender
            snapshotId={snapshot.id}
            offers={snapshot.offers}
            chosen={chosen}
            verifyOffered={verifyPhone}
            until={choice.until}
            expired={choice.expired}
            state={actionData ?? null}
          />
        </section>
      </Island>
      <p className="mt-10 rounded-xl bg-slate-100 p-4 text-sm text-slate-700">
        {t("offers.snapshot.kept")}
      </p>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { t } = metaI18n(matches, location.pathname);
  return [
    { title: `${t("offers.snapshot.title")} | ${siteNameFrom(matches)}` },
    { name: "description", content: t("offers.snapshot.metaDescription") },
    { name: "robots", content: "noindex" },
  ];
};
