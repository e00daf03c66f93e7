import type { ReactNode } from "react";
import { GrievanceForm } from "../components/grievance/grievance-form.tsx";
import { PageTitle } from "../components/site/page-title.tsx";
import { RBI_COMPLAINT_PORTAL } from "../domain/grievances/clock.ts";
import { grievanceFormToInput } from "../domain/grievances/schema.ts";
import { i18nFor, langOfRequest } from "../i18n/catalogues.server.ts";
import { T, useI18n } from "../i18n/i18n.tsx";
import { GRIEVANCE_THANKS, submitGrievance } from "../modules/grievances/submit.server.ts";
import { useRootData } from "../root.tsx";
import { unlessUnavailable } from "../utils/database-outage.server.ts";
import { enquiryFormAnswer, formValues } from "../utils/http.server.ts";
import { seoMeta, siteNameFrom } from "../utils/seo-meta.ts";
import { grievancePage } from "./+shared/grievance-page.server.ts";
import type { Route } from "./+types/grievance";

// /grievance (docs/product/borrower-view.md "Grievances"): the grievance officer, the RBI's
// complaint portal after 30 days, and the form, which posts here without JavaScript.

export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...(await grievancePage(request)),
    i18n: i18nFor(request, "grievance", "errors-forms", "errors-grievance"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const result = await unlessUnavailable(() =>
    submitGrievance({ ...grievanceFormToInput(values), language: langOfRequest(request) }),
  );
  const { website: _website, ...kept } = values;
  return enquiryFormAnswer(result, kept, GRIEVANCE_THANKS);
}

const linkClass = "font-semibold text-brand-700 underline underline-offset-2";

export default function GrievancePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { officer } = loaderData;
  const siteName = useRootData()?.site.name ?? "GharSetu";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title={t("grievance.title")} intro={t("grievance.intro")} />
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <Box
          id="grievance-officer"
          tone="border-slate-200 bg-white"
          heading={t("grievance.officer.heading")}
        >
          <address className="mt-2 grid gap-1 not-italic">
            <span data-testid="grievance-officer-name" className="font-semibold">
              {officer.name ?? t("grievance.officer.role", { siteName })}
            </span>
            <span>
              {t("grievance.officer.email")}{" "}
              <a href={`mailto:${officer.email}`} className={linkClass}>
                {officer.email}
              </a>
            </span>
            <span>
              {t("grievance.officer.phone")}{" "}
              <a href={officer.phoneHref} className={linkClass}>
                {officer.phone}
              </a>
            </span>
          </address>
        </Box>
        <Box
          id="grievance-rbi"
          tone="border-amber-200 bg-amber-50"
          heading={t("grievance.rbi.heading")}
        >
          <p className="mt-2 text-slate-800">
            <T
              id="grievance.rbi.body"
              components={{
                0: (
                  // biome-ignore lint/a11y/useAnchorContent: <T> fills in the link text from the catalogue
                  <a href={RBI_COMPLAINT_PORTAL} rel="noopener noreferrer" className={linkClass} />
                ),
              }}
            />
          </p>
        </Box>
      </div>
      <div className="mt-8">
        <GrievanceForm serverState={actionData ?? null} />
      </div>
    </div>
  );
}

/** One of the two boxes beside each other: its heading names the section. */
function Box({
  id,
  tone,
  heading,
  children,
}: {
  id: string;
  /** Border and background classes. */
  tone: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`rounded-2xl border ${tone} p-5`}>
      <h2 id={id} className="text-lg font-bold text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...seoMeta(loaderData?.seo, siteNameFrom(matches)),
  ...(loaderData ? [{ "script:ld+json": loaderData.contactPoint }] : []),
];
