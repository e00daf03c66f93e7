import { data, Form } from "react-router";
import { AdminPageHeader, adminMeta, buttonSecondary } from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { ConfirmForm } from "../../components/confirm-dialog.tsx";
import { FormMessage } from "../../components/forms/form-field.tsx";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { listUsers, setUserRole } from "../../modules/users/users.server.ts";
import type { Route } from "./+types/users";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireRole(request, "users");
  const users = await listUsers();
  return {
    currentUserId: admin.id,
    users: users.map((u) => ({
      id: u.id,
      email: u.email,
      name: [u.name, u.surname].filter(Boolean).join(" "),
      role: u.role,
      createdAt: u.created_at,
    })),
  };
}

type ActionResult = { ok: boolean; message: string; userId: number | null };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRole(request, "users");
  const form = await request.formData();
  const rawId = String(form.get("userId") ?? "");
  const userId = /^\d{1,15}$/.test(rawId) ? Number(rawId) : Number.NaN;
  const role = form.get("role");
  // Taking access away (demotion, revoking staff) needs the explicit confirmation.
  if (role === "customer" && form.get("confirm") !== "yes") {
    return data<ActionResult>(
      {
        ok: false,
        message: "Tick the box to confirm the demotion.",
        userId: Number.isFinite(userId) ? userId : null,
      },
      { status: 400 },
    );
  }
  const result = await setUserRole(admin, userId, role);
  if (result.ok) {
    const message = `${result.user.email} is now ${ROLE_WORDS[result.user.role]}.`;
    return data<ActionResult>({ ok: true, message, userId: result.user.id });
  }
  return data<ActionResult>(
    { ok: false, message: result.error, userId: Number.isFinite(userId) ? userId : null },
    { status: result.notFound ? 404 : 400 },
  );
}

const ROLE_WORDS = { admin: "an admin", staff: "staff", customer: "a customer" } as const;

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, currentUserId } = loaderData;
  const result = actionData as ActionResult | undefined;
  return (
    <>
      <AdminPageHeader
        title="Users"
        description="Accounts, newest first. Admins can open this area; customers see their own applications."
      />
      {result ? (
        <div className="mb-4">
          <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
        </div>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">User accounts</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Email
              </th>
              <th scope="col" className="px-3 py-2">
                Name
              </th>
              <th scope="col" className="px-3 py-2">
                Role
              </th>
              <th scope="col" className="px-3 py-2">
                Created
              </th>
              <th scope="col" className="px-3 py-2">
                Change role
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} className="border-b border-slate-100 align-top">
                <th scope="row" className="px-3 py-2 font-medium break-all">
                  {u.email}
                  {u.id === currentUserId ? (
                    <span className="font-normal text-slate-600"> (you)</span>
                  ) : null}
                </th>
                <td className="px-3 py-2">{u.name || "—"}</td>
                <td className="px-3 py-2">
                  {u.role === "admin" ? (
                    <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                      Admin
                    </span>
                  ) : u.role === "staff" ? (
                    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                      Staff
                    </span>
                  ) : (
                    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                      Customer
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <DateTime iso={u.createdAt} />
                </td>
                <td className="space-y-2 px-3 py-2">
                  {u.role === "customer" ? (
                    <Form method="post">
                      <input type="hidden" name="userId" value={u.id} />
                      <input type="hidden" name="role" value="staff" />
                      <button type="submit" className={buttonSecondary}>
                        Grant staff role<span className="sr-only"> to {u.email}</span>
                      </button>
                    </Form>
                  ) : null}
                  {u.role === "staff" ? (
                    <ConfirmForm
                      fields={{ userId: String(u.id), role: "customer" }}
                      buttonLabel={
                        <>
                          Revoke staff role<span className="sr-only"> of {u.email}</span>
                        </>
                      }
                      buttonClassName={buttonSecondary}
                      title={`Revoke ${u.email}'s staff role?`}
                      message={<p>{u.email} will lose access to the admin area at once.</p>}
                      confirmLabel="Revoke"
                      checkboxLabel={`Yes, revoke ${u.email}'s staff role.`}
                    />
                  ) : null}
                  {u.role === "admin" ? (
                    <ConfirmForm
                      fields={{ userId: String(u.id), role: "customer" }}
                      buttonLabel={
                        <>
                          Demote to customer<span className="sr-only"> {u.email}</span>
                        </>
                      }
                      buttonClassName={buttonSecondary}
                      title={`Demote ${u.email}?`}
                      message={<p>{u.email} will lose access to the admin area at once.</p>}
                      confirmLabel="Demote"
                      checkboxLabel={`Yes, demote ${u.email}.`}
                    />
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="userId" value={u.id} />
                      <input type="hidden" name="role" value="admin" />
                      <button type="submit" className={buttonSecondary}>
                        Promote to admin<span className="sr-only"> {u.email}</span>
                      </button>
                    </Form>
                  )}
                  {result && !result.ok && result.userId === u.id ? (
                    <p className="mt-2 text-sm font-medium text-red-700">{result.message}</p>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function meta() {
  return adminMeta("Users");
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin" backLabel="Back to the dashboard" />;
}
