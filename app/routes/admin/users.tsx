import { data } from "react-router";
import {
  ActionNotice,
  AdminPageHeader,
  adminMeta,
  buttonSecondary,
} from "../../components/admin/admin-page.tsx";
import { type Column, DataTable, RowAction } from "../../components/admin/data-table.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { Badge } from "../../components/admin/status-badge.tsx";
import { ConfirmForm } from "../../components/confirm-dialog.tsx";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { listUsers, setUserRole } from "../../modules/users/users.server.ts";
import { idParam } from "../../utils/id-param.ts";
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
  const userId = idParam(String(form.get("userId") ?? ""));
  const role = form.get("role");
  // Taking access away (demotion, revoking staff) needs the explicit confirmation.
  if (role === "customer" && form.get("confirm") !== "yes") {
    return data<ActionResult>(
      {
        ok: false,
        message: "Tick the box to confirm the demotion.",
        userId: userId || null,
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
    { ok: false, message: result.error, userId: userId || null },
    { status: result.notFound ? 404 : 400 },
  );
}

const ROLE_WORDS = { admin: "an admin", staff: "staff", customer: "a customer" } as const;

const ROLE_BADGES = {
  admin: ["Admin", "bg-brand-100 text-brand-900"],
  staff: ["Staff", "bg-amber-100 text-amber-900"],
  customer: ["Customer", "bg-slate-100 text-slate-800"],
} as const;

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, currentUserId } = loaderData;
  const result = actionData as ActionResult | undefined;
  type User = (typeof users)[number];
  const columns: ReadonlyArray<Column<User>> = [
    {
      header: "Email",
      rowHeader: true,
      className: "font-medium break-all",
      cell: (u) => (
        <>
          {u.email}
          {u.id === currentUserId ? (
            <span className="font-normal text-slate-600"> (you)</span>
          ) : null}
        </>
      ),
    },
    { header: "Name", cell: (u) => u.name || "—" },
    {
      header: "Role",
      cell: (u) => {
        const [label, className] = ROLE_BADGES[u.role as keyof typeof ROLE_BADGES];
        return <Badge className={className}>{label}</Badge>;
      },
    },
    {
      header: "Created",
      className: "whitespace-nowrap",
      cell: (u) => <DateTime iso={u.createdAt} />,
    },
    {
      header: "Change role",
      className: "space-y-2",
      cell: (u) => (
        <>
          {u.role === "customer" ? (
            <RowAction
              fields={{ userId: u.id, role: "staff" }}
              label="Grant staff role"
              srLabel={`to ${u.email}`}
            />
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
            <RowAction
              fields={{ userId: u.id, role: "admin" }}
              label="Promote to admin"
              srLabel={u.email}
            />
          )}
          {result && !result.ok && result.userId === u.id ? (
            <p className="mt-2 text-sm font-medium text-red-700">{result.message}</p>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <>
      <AdminPageHeader
        title="Users"
        description="Accounts, newest first. Admins can open this area; customers see their own applications."
      />
      <ActionNotice result={result} />
      <DataTable
        caption="User accounts"
        rows={users}
        rowKey={(u) => u.id}
        minWidth="min-w-[44rem]"
        columns={columns}
      />
    </>
  );
}

export const meta = () => adminMeta("Users");

export function ErrorBoundary() {
  return <AdminRouteError />;
}
