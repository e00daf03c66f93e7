import { Island } from "../components/island.tsx";
import { LenderPolicy, type ParticipatingLender } from "../components/offers/lender-policy.tsx";
import { formatIstDay } from "../components/offers/snapshot-words.ts";
import { Link } from "../components/router-links.tsx";
import { PageTitle } from "../components/site/page-title.tsx";
import { METHOD_DATE, METHOD_VERSION } from "../domain/offers/match.ts";
import { CREDIT_SCORE_BANDS } from "../domain/offers/policy.ts";
import { i18nFor } from "../i18n/catalogues.server.ts";
import { T, useI18n } from "../i18n/i18n.tsx";
import type { MessageId } from "../i18n/types.ts";
import { listPartnerBanks } from "../modules/banks/banks.server.ts";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import { useRootData } from "../root.tsx";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/how-we-match";

// /how-we-match (docs/product/offers.md "Matching", "The offer" and "Pages"): the method in words,
// every rule a lender's policy sets and how the APR is worked out, its version and date, the
// lenders that take part with the date of each one's policy, and that the order is by APR alone.

export async function loader({ request }: Route.LoaderArgs) {
  // The participating lenders (docs/product/offers.md "Lending policies"): partners with a policy.
  const lenders: ParticipatingLender[] = [];
  for (const bank of await listPartnerBanks()) {
    if (bank.offer_policy) {
      lenders.push({
        slug: bank.slug,
        name: bank.name,
        policy: bank.offer_policy,
        updated: bank.policy_updated_at,
      });
    }
  }
  return {
    seo: await seoForRequest("how-we-match", request),
    method: { version: METHOD_VERSION, date: METHOD_DATE },
    bands: CREDIT_SCORE_BANDS,
    lenders,
    i18n: i18nFor(request, "offers"),
  };
}

/** The rules in the order a lender's reasons are listed (docs/product/offers.md "Matching"). */
const RULES = [
  "offers.method.rule.credit",
  "offers.method.rule.employment",
  "offers.method.rule.loan",
  "offers.method.rule.income",
  "offers.method.rule.tenure",
  "offers.method.rule.age",
  "offers.method.rule.ltv",
  "offers.method.rule.foir",
] as const satisfies readonly MessageId[];

const h2Class = "mt-10 text-xl font-bold text-ink";
const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export default function HowWeMatch({ loaderData }: Route.ComponentProps) {
  const { t, href, lang } = useI18n();
  const siteName = useRootData()?.site.name ?? "GharSetu";
  const { method, lenders, bands } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed">
      <PageTitle title={t("offers.method.title")} intro={t("offers.method.intro")} />
      <p className="mt-3 text-sm text-slate-700" data-testid="method-version">
        {t("offers.method.version", {
          version: method.version,
          date: formatIstDay(method.date, lang),
        })}
      </p>
      <p className="mt-6">
        <Link
          to={href("/offers")}
          className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-900"
        >
          {t("offers.method.start")}
        </Link>
      </p>

      <h2 className={h2Class}>{t("offers.method.rules.heading")}</h2>
      <p className="mt-3">{t("offers.method.rules.intro")}</p>
      <ol className="mt-3 list-decimal space-y-2 pl-6">
        {RULES.map((rule) => (
          <li key={rule}>{t(rule)}</li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-700">{t("offers.method.rule.figures")}</p>

      <h2 className={h2Class}>{t("offers.method.offer.heading")}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        <li>{t("offers.method.offer.emi")}</li>
        <li>{t("offers.method.offer.fees")}</li>
      </ul>

      <h2 className={h2Class}>{t("offers.method.apr.heading")}</h2>
      <p className="mt-3">{t("offers.method.apr.body")}</p>

      <h2 className={h2Class}>{t("offers.method.order.heading")}</h2>
      <p className="mt-3">
        <T
          id="offers.method.order.body"
          values={{ siteName }}
          components={{ 0: <Link to={href("/partners")} className={linkClass} /> }}
        />
      </p>

      <h2 className={h2Class}>{t("offers.method.snapshot.heading")}</h2>
      <p className="mt-3">{t("offers.method.snapshot.body")}</p>

      <h2 id="lenders" className={h2Class}>
        {t("offers.method.lenders.heading")}
      </h2>
      <p className="mt-3">{t("offers.method.lenders.intro")}</p>
      {lenders.length === 0 ? (
        <p className="mt-3">{t("offers.method.lenders.none")}</p>
      ) : (
        // Below the first screen: hydrated when reached (docs/decisions/033-islands-hydrate-when-reached.md).
        <Island>
          <ul aria-labelledby="lenders" data-testid="lenders" className="mt-4 grid gap-3">
            {lenders.map((lender) => (
              <LenderPolicy key={lender.slug} lender={lender} bands={bands} />
            ))}
          </ul>
        </Island>
      )}
      <p className="mt-8 rounded-xl bg-slate-100 p-4">
        <Link to={href("/partners")} className={linkClass}>
          {t("offers.method.partners")}
        </Link>
      </p>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
