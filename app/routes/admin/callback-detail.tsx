import { data, Link } from "react-router";
import { AdminPageHeader, adminMeta } from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { SpeedToLeadPanel, speedToLeadData } from "../../components/admin/speed-to-lead-panel.tsx";
import { StatusBadge } from "../../components/admin/status-badge.tsx";
import { WorkPanel } from "../../components/admin/work-panel.tsx";
import { CALLBACK_SLOT_LABELS, type CallbackSlot } from "../../domain/callbacks/schema.ts";
import {
  CALLBACK_NOT_FOUND,
  getCallbackRequest,
} from "../../modules/callbacks/callbacks.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { isWorkIntent, runWorkIntent } from "../../modules/team/work-form.server.ts";
import { workPanelData } from "../../modules/team/work-panel.server.ts";
import { idParam } from "../../utils/id-param.ts";
import type { Route } from "./+types/callback-detail";

// One callback request, worked like a lead (docs/product/team.md, issue 13): the mobile in full
// (the list masks it for staff), assignment, follow-up and notes. Every view goes to the access
// log.

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, "callbacks");
  const id = idParam(params.id);
  const row = id ? await getCallbackRequest(id) : undefined;
  if (!row) throw data({ message: CALLBACK_NOT_FOUND }, { status: 404 });
  return {
    work: await workPanelData("callback", id, user),
    request: {
      id,
      reference: row.reference,
      name: row.name,
      phone: row.phone,
      city: row.city,
      slot: row.preferred_slot,
      bank: row.bank_slug,
      // The site the request came from (ADR 024): a Hindi reader is called in Hindi.
      hindi: row.language === "hi",
      verified: Number(row.phone_verified) === 1,
      status: row.status,
      createdAt: row.created_at,
      erasedAt: row.personal_data_erased_at ?? row.consent_withdrawn_at,
    },
    speedToLead: speedToLeadData(row),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireRole(request, "callbacks");
  const id = idParam(params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isWorkIntent(intent)) {
    return data({ ok: false as const, intent: "", error: "Unknown action." }, { status: 400 });
  }
  const result = await runWorkIntent("callback", id, intent, form, user);
  if (!result) throw data({ message: CALLBACK_NOT_FOUND }, { status: 404 });
  return result.ok ? result : data(result, { status: 400 });
}

export default function CallbackDetail({ loaderData, actionData }: Route.ComponentProps) {
  const r = loaderData.request;
  return (
    <>
      <AdminPageHeader
        title={`Callback request ${r.reference}`}
        description={<Link to="/admin/callbacks">Back to the callback requests</Link>}
      />
      <dl className="mb-6 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <dt className="font-semibold">Status</dt>
        <dd>
          <StatusBadge status={r.status} />
        </dd>
        <dt className="font-semibold">Name</dt>
        <dd>{r.name || "—"}</dd>
        <dt className="font-semibold">Mobile</dt>
        <dd>
          {r.phone ? (
            <a href={`tel:+91${r.phone}`} className="text-brand-700 underline">
              {r.phone}
            </a>
          ) : (
            "—"
          )}
          {r.verified ? <span className="ml-1 text-xs text-green-800">(verified)</span> : null}
        </dd>
        <dt className="font-semibold">City</dt>
        <dd>{r.city}</dd>
        <dt className="font-semibold">Call between (IST)</dt>
        <dd>{CALLBACK_SLOT_LABELS[r.slot as CallbackSlot] ?? r.slot}</dd>
        <dt className="font-semibold">Bank</dt>
        <dd>{r.bank ? r.bank.toUpperCase() : "—"}</dd>
        <dt className="font-semibold">Applied in</dt>
        <dd>{r.hindi ? <strong>Hindi</strong> : "English"}</dd>
        <dt className="font-semibold">Received</dt>
        <dd>
          <DateTime iso={r.createdAt} />
        </dd>
        {r.erasedAt ? (
          <>
            <dt className="font-semibold">Personal data erased</dt>
            <dd>
              <DateTime iso={r.erasedAt} />
            </dd>
          </>
        ) : null}
      </dl>
      <SpeedToLeadPanel data={loaderData.speedToLead} />
      <WorkPanel
        work={loaderData.work}
        result={actionData?.intent ? actionData : undefined}
        noun="callback request"
      />
    </>
  );
}

export const meta = () => adminMeta("Callback request");

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/callbacks" backLabel="Back to the callback requests" />;
}
