import { Link } from "../../components/router-links.tsx";
import { PageTitle } from "../../components/site/page-title.tsx";
import { CALCULATOR_LIST } from "../../content/calculators.ts";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { seoForRequest } from "../../modules/seo/seo.server.ts";
import { seoMeta, siteNameFrom } from "../../utils/seo-meta.ts";
import type { Route } from "./+types/hub";

export async function loader({ request }: Route.LoaderArgs) {
  return {
    seo: await seoForRequest("calculators", request),
    i18n: i18nFor(request, "calculators"),
  };
}

/** /calculators: the five calculators and the rates table (docs/product/calculators.md). */
export default function CalculatorsHub() {
  const { t, href } = useI18n();
  return (
    <div className="mx-auto max-w-6xl px-4 pt-10">
      <PageTitle title={t("calculators.hub.title")} intro={t("calculators.hub.intro")} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CALCULATOR_LIST.map((c) => (
          <li key={c.slug} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-bold text-ink">
              <Link to={href(`/calculators/${c.slug}`)} className="text-brand-700 underline">
                {t(c.title)}
              </Link>
            </h2>
            <p className="mt-2 text-slate-700">{t(c.text)}</p>
          </li>
        ))}
        <li className="rounded-2xl border border-slate-200 bg-brand-50 p-5">
          <h2 className="text-lg font-bold text-ink">
            <Link to={href("/home-loan-interest-rates")} className="text-brand-700 underline">
              {t("calculators.hub.ratesLink")}
            </Link>
          </h2>
          <p className="mt-2 text-slate-700">{t("calculators.hub.ratesText")}</p>
        </li>
      </ul>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
