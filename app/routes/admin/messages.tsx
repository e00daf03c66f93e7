import { data } from "react-router";
import {
  ActionError,
  AdminPageHeader,
  adminMeta,
  buttonSecondary,
} from "../../components/admin/admin-page.tsx";
import { RowAction } from "../../components/admin/data-table.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { EmptyState } from "../../components/admin/empty-state.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { ConfirmForm } from "../../components/confirm-dialog.tsx";
import { Link } from "../../components/router-links.tsx";
import { contactMasker, seesContactsInFull } from "../../domain/team/masking.ts";
import { recordAccess } from "../../modules/access-log/access-log.server.ts";
import {
  deleteContactMessage,
  listContactMessages,
  markMessageRead,
} from "../../modules/contact/contact.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { idParam } from "../../utils/id-param.ts";
import type { Route } from "./+types/messages";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireRole(request, "messages");
  // A list: staff see phone and e-mail masked; the message's own page shows them
  // (docs/product/team.md).
  const mask = contactMasker(user.role);
  const rows = (await listContactMessages()).map((row) => mask(row));
  return {
    masked: !seesContactsInFull(user.role),
    messages: rows.map((m) => ({
      id: Number(m.id),
      reference: m.reference,
      name: [m.first_name, m.last_name].filter(Boolean).join(" "),
      email: m.email,
      phone: m.phone,
      message: m.message,
      createdAt: m.created_at,
      readAt: m.read_at,
      consentAt: m.consent_at,
      noticeVersion: m.consent_notice_version,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, "messages");
  const form = await request.formData();
  const id = idParam(String(form.get("id") ?? ""));
  if (form.get("intent") === "erase") {
    // Erasure, like a lead's (docs/product/team.md), and logged.
    if (form.get("confirm") !== "yes") {
      return data({ ok: false, error: "Tick the box to confirm the deletion." }, { status: 400 });
    }
    if (!(await deleteContactMessage(id))) {
      return data({ ok: false, error: "Message not found." }, { status: 404 });
    }
    await recordAccess({
      actorId: user.id,
      actorEmail: user.email,
      action: "erase",
      subjectType: "message",
      subjectId: id,
    });
    return { ok: true, error: null };
  }
  if (form.get("intent") !== "read" || !(await markMessageRead(id))) {
    return data({ ok: false, error: "Message not found." }, { status: 404 });
  }
  return { ok: true, error: null };
}

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, masked } = loaderData;
  const unread = messages.filter((m) => !m.readAt).length;
  return (
    <>
      <AdminPageHeader
        title="Messages"
        description={`Messages from the contact form, newest first. ${unread} unread.${
          masked
            ? " Phone numbers and e-mail addresses are masked here: open a message to see them."
            : ""
        }`}
      />
      <ActionError result={actionData} />
      {messages.length === 0 ? (
        <EmptyState>No messages yet.</EmptyState>
      ) : (
        <ul className="space-y-4">
          {messages.map((m) => (
            <li key={m.id}>
              <article
                aria-labelledby={`message-${m.id}`}
                className={`rounded-xl border p-4 shadow-sm ${
                  m.readAt ? "border-slate-200 bg-white" : "border-l-4 border-brand-600 bg-brand-50"
                }`}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 id={`message-${m.id}`} className="text-base font-semibold">
                    {m.readAt ? null : (
                      <span className="mr-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                        Unread
                      </span>
                    )}
                    {m.name || m.email}
                  </h2>
                  <p className="text-sm text-slate-700">
                    <DateTime iso={m.createdAt} />
                  </p>
                </div>
                <p className="mt-1 text-sm">
                  {masked ? (
                    // Masked contacts are not links: the message's page has them in full.
                    <>
                      {m.email}
                      {" · "}
                      {m.phone}
                    </>
                  ) : (
                    <>
                      <a href={`mailto:${m.email}`} className="text-brand-700 underline">
                        {m.email}
                      </a>
                      {" · "}
                      <a
                        href={`tel:${m.phone.replace(/[^\d+]/g, "")}`}
                        className="text-brand-700 underline"
                      >
                        {m.phone}
                      </a>
                    </>
                  )}
                  {" · "}
                  <Link to={`/admin/messages/${m.id}`} className="text-brand-700 underline">
                    {m.reference}
                    <span className="sr-only"> (open the message from {m.name || m.email})</span>
                  </Link>
                </p>
                {m.message ? (
                  <p className="mt-3 whitespace-pre-line break-words">{m.message}</p>
                ) : null}
                <p className="mt-3 text-xs text-slate-700">
                  Consent given <DateTime iso={m.consentAt} /> (privacy notice {m.noticeVersion})
                  {m.readAt ? (
                    <>
                      {" · "}Read <DateTime iso={m.readAt} />
                    </>
                  ) : null}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  {m.readAt ? null : (
                    <RowAction
                      fields={{ intent: "read", id: m.id }}
                      label="Mark as read"
                      srLabel={`(message from ${m.name || m.email})`}
                    />
                  )}
                  <ConfirmForm
                    fields={{ intent: "erase", id: String(m.id) }}
                    buttonLabel={
                      <>
                        Delete<span className="sr-only"> message from {m.name || m.email}</span>
                      </>
                    }
                    buttonClassName={buttonSecondary}
                    title="Delete this message?"
                    message={<p>The message and the sender's details are removed for good.</p>}
                    confirmLabel="Delete permanently"
                    checkboxLabel={`Yes, permanently delete message #${m.id}.`}
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const meta = () => adminMeta("Messages");

export function ErrorBoundary() {
  return <AdminRouteError />;
}
