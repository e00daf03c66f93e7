import { data, Link } from "react-router";
import { AdminPageHeader, adminMeta } from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { SpeedToLeadPanel, speedToLeadData } from "../../components/admin/speed-to-lead-panel.tsx";
import { recordAccess } from "../../modules/access-log/access-log.server.ts";
import { getContactMessage } from "../../modules/contact/contact.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { idParam } from "../../utils/id-param.ts";
import type { Route } from "./+types/message-detail";

// One contact message with the sender's phone and e-mail in full: the list masks them for staff
// (docs/product/team.md), so this page is where the team reads them, and every view is in the
// access log.

const MESSAGE_NOT_FOUND = "Message not found.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireRole(request, "messages");
  const id = idParam(params.id);
  const row = id ? await getContactMessage(id) : undefined;
  if (!row) throw data({ message: MESSAGE_NOT_FOUND }, { status: 404 });
  await recordAccess({
    actorId: user.id,
    actorEmail: user.email,
    action: "view",
    subjectType: "message",
    subjectId: id,
  });
  return {
    message: {
      id,
      reference: row.reference,
      name: [row.first_name, row.last_name].filter(Boolean).join(" "),
      email: row.email,
      phone: row.phone,
      text: row.message,
      createdAt: row.created_at,
      readAt: row.read_at,
      consentAt: row.consent_at,
      noticeVersion: row.consent_notice_version,
      erasedAt: row.personal_data_erased_at,
    },
    speedToLead: speedToLeadData({ first_touch: row.first_touch, last_touch: row.last_touch }),
  };
}

export default function MessageDetail({ loaderData }: Route.ComponentProps) {
  const m = loaderData.message;
  return (
    <>
      <AdminPageHeader
        title={`Message ${m.reference}`}
        description={<Link to="/admin/messages">Back to the messages</Link>}
      />
      <dl className="mb-6 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <dt className="font-semibold">Name</dt>
        <dd>{m.name || "—"}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>
          {m.email ? (
            <a href={`mailto:${m.email}`} className="text-brand-700 underline">
              {m.email}
            </a>
          ) : (
            "—"
          )}
        </dd>
        <dt className="font-semibold">Mobile</dt>
        <dd>
          {m.phone ? (
            <a href={`tel:${m.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
              {m.phone}
            </a>
          ) : (
            "—"
          )}
        </dd>
        <dt className="font-semibold">Received</dt>
        <dd>
          <DateTime iso={m.createdAt} />
        </dd>
        <dt className="font-semibold">Read</dt>
        <dd>{m.readAt ? <DateTime iso={m.readAt} /> : "Not yet"}</dd>
        <dt className="font-semibold">Consent</dt>
        <dd>
          <DateTime iso={m.consentAt} /> (privacy notice {m.noticeVersion})
        </dd>
        {m.erasedAt ? (
          <>
            <dt className="font-semibold">Personal data erased</dt>
            <dd>
              <DateTime iso={m.erasedAt} />
            </dd>
          </>
        ) : null}
      </dl>
      <SpeedToLeadPanel data={loaderData.speedToLead} />
      <h2 className="mb-2 text-lg font-semibold">Message</h2>
      <p className="whitespace-pre-line break-words rounded-xl border border-slate-200 bg-white p-4">
        {m.text || "—"}
      </p>
    </>
  );
}

export const meta = () => adminMeta("Message");

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/messages" backLabel="Back to the messages" />;
}
