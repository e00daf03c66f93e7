import { data, Link, redirect } from "react-router";
import { ProjectCard } from "../components/bank/project-card.tsx";
import { EligibilityWizard } from "../components/wizard/eligibility-wizard.tsx";
import { CITIES, cityFromSlug, citySlug } from "../domain/enums.ts";
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
    throw redirect(`/loan/${bank.slug}/projects/${citySlug(city)}`, 301);
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
  };
}

/** /loan/:bank/projects/:city: the bank's approved projects in one city, or the wizard. */
export default function BankProjects({ loaderData }: Route.ComponentProps) {
  const { bank, city, projects } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-4">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <Link to="/" className="text-brand-700 underline-offset-2 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={`/loan/${bank.slug}`}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {bank.name} Home Loan
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">Approved projects in {city}</li>
        </ol>
      </nav>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-ink">
        {bank.name} approved projects in {city}
      </h1>
      <p className="mt-3 max-w-prose leading-relaxed text-slate-700">
        Projects whose title and approvals {bank.name} has already checked, so a home loan for a
        flat in them is usually sanctioned faster. Prices are indicative ranges from the builders
        and change with the unit and floor.
      </p>

      <nav aria-label="Other cities" className="mt-5">
        <ul className="flex flex-wrap gap-2">
          {CITIES.map((other) => (
            <li key={other}>
              <Link
                to={`/loan/${bank.slug}/projects/${citySlug(other)}`}
                aria-current={other === city ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-ink hover:border-brand-500 hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
              >
                {other}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {projects.length > 0 ? (
        <section aria-labelledby="list-heading" className="mt-10">
          <h2 id="list-heading" className="text-xl font-bold text-ink">
            {projects.length} {projects.length === 1 ? "project" : "projects"} in {city}
          </h2>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {projects.map((project, index) => (
              <li key={project.name}>
                <ProjectCard project={project} eager={index < 3} />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-slate-700">
            Found a home you like?{" "}
            <Link
              to={`/eligibility-form?bank=${encodeURIComponent(bank.slug)}`}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Check your eligibility with {bank.name}
            </Link>
            .
          </p>
        </section>
      ) : (
        <section aria-labelledby="none-heading" className="mt-10">
          <h2 id="none-heading" className="text-xl font-bold text-ink">
            No approved projects listed in {city} yet
          </h2>
          <p className="mt-2 max-w-prose text-slate-700">
            We have not listed {bank.name}-approved projects in {city} yet. Check whether you
            qualify for a loan now, and our team will suggest projects that fit.
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
