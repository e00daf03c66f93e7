import { data } from "react-router";
import { ActionError, adminMeta } from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import {
  type BackTo,
  ContactLink,
  DetailHeader,
  Fact,
  Facts,
  WrittenText,
} from "../../components/admin/detail-facts.tsx";
import {
  GrievanceClockBadge,
  GrievanceStatusForm,
  grievanceStatusLabel,
} from "../../components/admin/grievance-parts.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { GRIEVANCE_NOT_FOUND, getGrievance } from "../../modules/grievances/list.server.ts";
import { requireRow } from "../+shared/admin-row-page.server.ts";
import { grievanceStatusAction } from "../+shared/grievance-admin-action.server.ts";
import type { Route } from "./+types/grievance-detail";

// One grievance in full (docs/product/team.md "Grievances"), its clock and status; every view is
// in the access log like a message's.

export async function loader(args: Route.LoaderArgs) {
  const { row } = await requireRow(args, {
    role: "grievances",
    load: (id) => getGrievance(id),
    notFound: GRIEVANCE_NOT_FOUND,
    logView: "grievance",
  });
  return { grievance: row };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { result, status } = await grievanceStatusAction(request, params.id);
  return data(result, { status });
}

const BACK: BackTo = { backTo: "/admin/grievances", backLabel: "Back to the grievances" };

export default function GrievanceDetail({ loaderData, actionData }: Route.ComponentProps) {
  const g = loaderData.grievance;
  return (
    <>
      <DetailHeader title={`Grievance ${g.reference}`} back={BACK} />
      <ActionError result={actionData} />
      <Facts>
        <Fact term="30-day clock">
          <GrievanceClockBadge clock={g.clock} status={g.status} /> (due{" "}
          <DateTime iso={g.clock.dueAt} />)
        </Fact>
        <Fact term="Status">
          {grievanceStatusLabel(g.status)}
          {g.resolved_at ? (
            <>
              {" "}
              on <DateTime iso={g.resolved_at} /> by {g.resolved_by}
            </>
          ) : null}
        </Fact>
        <Fact term="Received">
          <DateTime iso={g.created_at} />
          {g.language === "hi" ? " (from the Hindi site)" : null}
        </Fact>
        <Fact term="Mobile">
          <ContactLink href={`tel:+91${g.phone}`} text={g.phone} />
        </Fact>
        <Fact term="E-mail">
          <ContactLink href={`mailto:${g.email}`} text={g.email} />
        </Fact>
        <Fact term="About enquiry" className="font-mono">
          {g.enquiry_reference ?? "—"}
        </Fact>
        <Fact term="Consent">
          <DateTime iso={g.consent_at} /> (privacy notice {g.consent_notice_version})
        </Fact>
      </Facts>
      <WrittenText title="Grievance" className="mb-6">
        {g.text}
      </WrittenText>
      <h2 className="mb-2 text-lg font-semibold">Change the status</h2>
      <GrievanceStatusForm id={g.id} reference={g.reference} status={g.status} />
    </>
  );
}

export const meta = () => adminMeta("Grievance");

export function ErrorBoundary() {
  return <AdminRouteError {...BACK} />;
}
