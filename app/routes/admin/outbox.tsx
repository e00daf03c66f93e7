import { data, Form } from "react-router";
import { AdminPageHeader, adminMeta, buttonSecondary } from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { FormMessage } from "../../components/forms/form-field.tsx";
import { listOutbox, outboxState, retryMailNow } from "../../modules/outbox/outbox.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/outbox";

// The mail outbox (DECISIONS.md 9): sent, waiting and failing mail with the last error; admins only.

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "outbox");
  const { rows, counts, configured } = await listOutbox();
  return {
    configured,
    counts,
    rows: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
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
  const raw = String(form.get("id") ?? "");
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (form.get("intent") !== "retry" || !(await retryMailNow(id))) {
    return data({ ok: false, message: "That mail cannot be retried." }, { status: 404 });
  }
  return { ok: true, message: `Mail #${id} will be sent on the worker's next run.` };
}

const STATE_LABELS = { sent: "Sent", waiting: "Waiting", failing: "Failing" } as const;
const STATE_CLASSES = {
  sent: "bg-green-100 text-green-900",
  waiting: "bg-slate-100 text-slate-800",
  failing: "bg-red-100 text-red-900",
} as const;

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, counts, configured } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Mail outbox"
        description={`${counts.sent} sent · ${counts.waiting} waiting · ${counts.failing} failing. Newest first.`}
      />
      {configured ? null : (
        <div className="mb-4">
          <FormMessage kind="error">
            Mail is not configured: set SMTP_URL (and MAIL_FROM, NOTIFY_EMAIL). Mail waits here
            until it is.
          </FormMessage>
        </div>
      )}
      {actionData ? (
        <div className="mb-4">
          <FormMessage kind={actionData.ok ? "success" : "error"}>{actionData.message}</FormMessage>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          No mail yet.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Outgoing mail, newest first</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                {["#", "State", "Kind", "To", "Subject", "Attempts", "Last error", "When", ""].map(
                  (h, i) => (
                    <th key={h || i} scope="col" className="px-3 py-2 font-semibold">
                      {h || <span className="sr-only">Actions</span>}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-slate-100 align-top">
                  <td className="px-3 py-2">{r.id}</td>
                  <td className="px-3 py-2">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_CLASSES[r.state]}`}
                    >
                      {STATE_LABELS[r.state]}
                    </span>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.kind}</td>
                  <td className="px-3 py-2 break-all">{r.recipient}</td>
                  <td className="px-3 py-2">{r.subject}</td>
                  <td className="px-3 py-2">{r.attempts}</td>
                  <td className="px-3 py-2 break-words text-red-900">{r.lastError ?? "—"}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {r.sentAt ? (
                      <>
                        Sent <DateTime iso={r.sentAt} />
                      </>
                    ) : (
                      <>
                        Next <DateTime iso={r.nextAttemptAt} />
                      </>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {r.state === "sent" ? null : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="id" value={r.id} />
                        <button type="submit" className={buttonSecondary}>
                          Retry now<span className="sr-only"> mail {r.id}</span>
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function meta() {
  return adminMeta("Mail outbox");
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin" backLabel="Back to the dashboard" />;
}
