import { data, redirect } from "react-router";
import { ProjectCard } from "../components/bank/project-card.tsx";
import { cityName } from "../components/city-picker.tsx";
import { Link } from "../components/router-links.tsx";
import { EligibilityWizard } from "../components/wizard/eligibility-wizard.tsx";
import { CITIES, cityFromSlug, citySlug } from "../domain/enums.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { T, useI18n } from "../i18n/i18n.tsx";
import { localizeHref } from "../i18n/lang.ts";
import { getBank } from "../modules/banks/banks.server.ts";
import { listProjects } from "../modules/projects/projects.server.ts";
import { seoForRequest } from "../modules/seo/seo.server.ts";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/bank-projects";

export async function loader({ params, request }: Route.LoaderArgs) {
  const [bank, city] = [await getBank(params.bank), cityFromSlug(params.city)];
  if (!bank || !city) throw data(null, { status: 404 });
  // One address per page: /loan/SBI/projects/Mumbai → /loan/sbi/projects/mumbai.
  if (params.bank !== bank.slug || params.city !== citySlug(city)) {
    const path = `/loan/${bank.slug}/projects/${citySlug(city)}`;
    throw redirect(localizeHref(path, langOfRequest(request)), 301);
  }
  const [projects, seo] = await Promise.all([
    listProjects({ bank: bank.slug, city }),
    seoForRequest(`projects-${bank.slug}-${citySlug(city)}`, request),
  ]);
  return {
    bank: {
      slug: bank.slug,
      name: bank.name,
      calculatorRate: bank.calculatorRate,
      asOf: bank.asOf,
    },
    city,
    projects,
    seo,
    // Without projects the page shows the eligibility wizard, with its own text.
    i18n:
      projects.length > 0
        ? i18nFor(request, "bank")
        : i18nFor(request, "bank", "wizard", "errors-wizard", "forms", "errors-forms"),
  };
}

/** /loan/:bank/projects/:city: the bank's approved projects in one city, or the wizard. */
export default function BankProjects({ loaderData }: Route.ComponentProps) {
  const { bank, projects } = loaderData;
  const { t, href } = useI18n();
  const city = cityName(t, loaderData.city);
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-4">
      <nav aria-label={t("bank.breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <Link to={href("/")} className="text-brand-700 underline-offset-2 hover:underline">
              {t("bank.breadcrumb.home")}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={href(`/loan/${bank.slug}`)}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {t("bank.hero.title", { bank: bank.name })}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{t("bank.cityPage.crumb", { city })}</li>
        </ol>
      </nav>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-ink">
        {t("bank.cityPage.title", { bank: bank.name, city })}
      </h1>
      <p className="mt-3 max-w-prose leading-relaxed text-slate-700">
        {t("bank.cityPage.intro", { bank: bank.name })}
      </p>

      <nav aria-label={t("bank.cityPage.otherCities")} className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {CITIES.map((other) => (
            <li key={other}>
              <Link
                to={href(`/loan/${bank.slug}/projects/${citySlug(other)}`)}
                aria-current={other === loaderData.city ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-ink hover:border-brand-500 hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
              >
                {cityName(t, other)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {projects.length > 0 ? (
        <section aria-labelledby="list-heading" className="mt-10">
          <h2 id="list-heading" className="text-xl font-bold text-ink">
            {t("bank.cityPage.count", { count: projects.length, city })}
          </h2>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((project, index) => (
              <li key={project.name}>
                <ProjectCard project={project} eager={index < 3} />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-slate-700">
            <T
              id="bank.cityPage.found"
              values={{ bank: bank.name }}
              components={{
                0: (
                  <Link
                    to={href(`/eligibility-form?bank=${encodeURIComponent(bank.slug)}`)}
                    className="font-semibold text-brand-700 underline underline-offset-2"
                  />
                ),
              }}
            />
          </p>
        </section>
      ) : (
        <section aria-labelledby="none-heading" className="mt-10">
          <h2 id="none-heading" className="text-xl font-bold text-ink">
            {t("bank.cityPage.noneHeading", { city })}
          </h2>
          <p className="mt-2 max-w-prose text-slate-700">
            {t("bank.cityPage.noneBody", { bank: bank.name, city })}
          </p>
          <div className="mt-6">
            <EligibilityWizard bankSlug={bank.slug} interestRate={bank.calculatorRate} />
          </div>
        </section>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(loaderData?.seo, siteNameFrom(matches));
