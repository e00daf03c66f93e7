import { data } from "react-router";
import {
  ActionNotice,
  AdminPageHeader,
  adminMeta,
  PageNotice,
} from "../../components/admin/admin-page.tsx";
import { DataTable, RowAction, type TableSpec } from "../../components/admin/data-table.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { Badge } from "../../components/admin/status-badge.tsx";
import { listOutbox, outboxState, retryMailNow } from "../../modules/outbox/outbox.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { idParam } from "../../utils/id-param.ts";
import type { Route } from "./+types/outbox";

// The mail outbox (docs/product/team.md "Notifications and the outbox"): sent, waiting and failing
// mail with the last error; admins only.

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "outbox");
  const { rows, counts, configured } = await listOutbox();
  return {
    configured,
    counts,
    rows: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      // The borrower's loan-file SMS share the outbox (ADR 026); they wait for 09:00–21:00 IST.
      sms: r.channel === "sms",
      recipient: r.recipient,
      subject: r.subject,
      state: outboxState(r),
      attempts: Number(r.attempts),
      lastError: r.last_error,
      nextAttemptAt: r.next_attempt_at,
      sentAt: r.sent_at,
      createdAt: r.created_at,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireRole(request, "outbox");
  const form = await request.formData();
  const id = idParam(String(form.get("id") ?? ""));
  if (form.get("intent") !== "retry" || !(await retryMailNow(id))) {
    return data({ ok: false, message: "That mail cannot be retried." }, { status: 404 });
  }
  return { ok: true, message: `Mail #${id} will be sent on the worker's next run.` };
}

const STATES = {
  sent: ["Sent", "bg-green-100 text-green-900"],
  waiting: ["Waiting", "bg-slate-100 text-slate-800"],
  failing: ["Failing", "bg-red-100 text-red-900"],
} as const;

type Mail = Route.ComponentProps["loaderData"]["rows"][number];

const TABLE: TableSpec<Mail> = {
  columns: [
    { header: "#", cell: (r) => r.id },
    {
      header: "State",
      cell: (r) => <Badge className={STATES[r.state][1]}>{STATES[r.state][0]}</Badge>,
    },
    {
      header: "Kind",
      className: "whitespace-nowrap",
      cell: (r) => `${r.kind}${r.sms ? " (SMS)" : ""}`,
    },
    { header: "To", className: "break-all", cell: (r) => r.recipient },
    { header: "Subject", cell: (r) => r.subject },
    { header: "Attempts", cell: (r) => r.attempts },
    {
      header: "Last error",
      className: "break-words text-red-900",
      cell: (r) => r.lastError ?? "—",
    },
    {
      header: "When",
      className: "whitespace-nowrap",
      cell: (r) =>
        r.sentAt ? (
          <>
            Sent <DateTime iso={r.sentAt} />
          </>
        ) : (
          <>
            Next <DateTime iso={r.nextAttemptAt} />
          </>
        ),
    },
    {
      header: "",
      cell: (r) =>
        r.state === "sent" ? null : (
          <RowAction
            fields={{ intent: "retry", id: r.id }}
            label="Retry now"
            srLabel={`mail ${r.id}`}
          />
        ),
    },
  ],
  caption: "Outgoing mail, newest first",
  minWidth: "min-w-[56rem]",
  empty: "No mail yet.",
};

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, counts, configured } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Mail outbox"
        description={`${counts.sent} sent · ${counts.waiting} waiting · ${counts.failing} failing. Newest first.`}
      />
      {configured ? null : (
        <PageNotice kind="error">
          Mail is not configured: set SMTP_URL (and MAIL_FROM, NOTIFY_EMAIL). Mail waits here until
          it is.
        </PageNotice>
      )}
      <ActionNotice result={actionData} />
      <DataTable {...TABLE} rows={rows} />
    </>
  );
}

export const meta = () => adminMeta("Mail outbox");

export function ErrorBoundary() {
  return <AdminRouteError />;
}
