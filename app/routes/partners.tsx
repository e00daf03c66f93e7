import { AsOf } from "../components/bank/as-of.tsx";
import { Link } from "../components/router-links.tsx";
import { PageTitle } from "../components/site/page-title.tsx";
import { i18nFor } from "../i18n/catalogues.server.ts";
import { T, useI18n } from "../i18n/i18n.tsx";
import { useRootData } from "../root.tsx";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import { partnersPage } from "./+shared/partners-page.server.ts";
import type { Route } from "./+types/partners";

// /partners (docs/product/borrower-view.md "Partners and how we are paid"): the lenders GharSetu
// works with, who pays GharSetu (the lender, on disbursal; never the borrower), and that the
// borrower chooses which banks see their file. No script of its own beyond the site's.

export async function loader({ request }: Route.LoaderArgs) {
  return { ...(await partnersPage(request)), i18n: i18nFor(request, "partners") };
}

const h2Class = "mt-10 text-xl font-bold text-ink";
const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export default function Partners({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const siteName = useRootData()?.site.name ?? "GharSetu";
  const { partners } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed">
      <PageTitle title={t("partners.title")} intro={t("partners.intro", { siteName })} />

      <h2 id="lenders" className={h2Class}>
        {t("partners.lenders.heading")}
      </h2>
      {partners.length === 0 ? (
        <p className="mt-3">{t("partners.lenders.none")}</p>
      ) : (
        <ul
          aria-labelledby="lenders"
          data-testid="partner-banks"
          className="mt-4 grid gap-3 sm:grid-cols-2"
        >
          {partners.map((bank) => (
            <li key={bank.slug} className="rounded-xl border border-slate-200 bg-white p-4">
              <Link to={href(`/loan/${bank.slug}`)} className={linkClass}>
                {bank.name}
              </Link>
              <p className="mt-1 text-sm text-slate-700">
                {t("partners.lenders.rate", { rate: bank.interestRate })}
              </p>
              <AsOf date={bank.asOf} />
            </li>
          ))}
        </ul>
      )}

      <h2 className={h2Class}>{t("partners.paid.heading", { siteName })}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        <li>{t("partners.paid.lender")}</li>
        <li>{t("partners.paid.borrower", { siteName })}</li>
        <li>{t("partners.paid.fees")}</li>
      </ul>

      <h2 className={h2Class}>{t("partners.choose.heading")}</h2>
      <p className="mt-3">
        <T
          id="partners.choose.body"
          components={{
            0: <Link to={href("/track")} className={linkClass} />,
            1: <Link to={href("/privacy")} className={linkClass} />,
          }}
        />
      </p>
      <p className="mt-8 rounded-xl bg-slate-100 p-4">
        <T
          id="partners.grievance"
          components={{ 0: <Link to={href("/grievance")} className={linkClass} /> }}
        />
      </p>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...seoMeta(loaderData?.seo, siteNameFrom(matches)),
  ...(loaderData ? [{ "script:ld+json": loaderData.lenders }] : []),
];
