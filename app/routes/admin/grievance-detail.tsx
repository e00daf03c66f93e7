import { data, Link } from "react-router";
import { AdminPageHeader, adminMeta, PageNotice } from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import {
  GrievanceClockBadge,
  GrievanceStatusForm,
  grievanceStatusLabel,
} from "../../components/admin/grievance-parts.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { recordAccess } from "../../modules/access-log/access-log.server.ts";
import { grievanceStatusAction } from "../../modules/grievances/admin-action.server.ts";
import { GRIEVANCE_NOT_FOUND, getGrievance } from "../../modules/grievances/list.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { idParam } from "../../utils/id-param.ts";
import type { Route } from "./+types/grievance-detail";

// One grievance in full (docs/product/team.md "Grievances"), its clock and status; every view is
// in the access log like a message's.

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, "grievances");
  const id = idParam(params.id);
  const grievance = id ? await getGrievance(id) : undefined;
  if (!grievance) throw data({ message: GRIEVANCE_NOT_FOUND }, { status: 404 });
  await recordAccess({
    actorId: user.id,
    actorEmail: user.email,
    action: "view",
    subjectType: "grievance",
    subjectId: id,
  });
  return { grievance };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { result, status } = await grievanceStatusAction(request, params.id);
  return data(result, { status });
}

export default function GrievanceDetail({ loaderData, actionData }: Route.ComponentProps) {
  const g = loaderData.grievance;
  return (
    <>
      <AdminPageHeader
        title={`Grievance ${g.reference}`}
        description={<Link to="/admin/grievances">Back to the grievances</Link>}
      />
      {actionData && !actionData.ok ? (
        <PageNotice kind="error">{actionData.error}</PageNotice>
      ) : null}
      <dl className="mb-6 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <dt className="font-semibold">30-day clock</dt>
        <dd>
          <GrievanceClockBadge clock={g.clock} status={g.status} /> (due{" "}
          <DateTime iso={g.clock.dueAt} />)
        </dd>
        <dt className="font-semibold">Status</dt>
        <dd>
          {grievanceStatusLabel(g.status)}
          {g.resolved_at ? (
            <>
              {" "}
              on <DateTime iso={g.resolved_at} /> by {g.resolved_by}
            </>
          ) : null}
        </dd>
        <dt className="font-semibold">Received</dt>
        <dd>
          <DateTime iso={g.created_at} />
          {g.language === "hi" ? " (from the Hindi site)" : null}
        </dd>
        <dt className="font-semibold">Mobile</dt>
        <dd>
          <a href={`tel:+91${g.phone}`} className="text-brand-700 underline">
            {g.phone}
          </a>
        </dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>
          {g.email ? (
            <a href={`mailto:${g.email}`} className="text-brand-700 underline">
              {g.email}
            </a>
          ) : (
            "—"
          )}
        </dd>
        <dt className="font-semibold">About enquiry</dt>
        <dd className="font-mono">{g.enquiry_reference ?? "—"}</dd>
        <dt className="font-semibold">Consent</dt>
        <dd>
          <DateTime iso={g.consent_at} /> (privacy notice {g.consent_notice_version})
        </dd>
      </dl>
      <h2 className="mb-2 text-lg font-semibold">Grievance</h2>
      <p className="mb-6 whitespace-pre-line break-words rounded-xl border border-slate-200 bg-white p-4">
        {g.text}
      </p>
      <h2 className="mb-2 text-lg font-semibold">Change the status</h2>
      <GrievanceStatusForm id={g.id} reference={g.reference} status={g.status} />
    </>
  );
}

export const meta = () => adminMeta("Grievance");

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/grievances" backLabel="Back to the grievances" />;
}
