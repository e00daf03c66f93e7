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
import { Form } from "../../components/router-links.tsx";
import { listUserWork, setUserWork } from "../../modules/assignment/availability.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { resetTwoStep, twoStepSummaries } from "../../modules/two-step/two-step.server.ts";
import { listUsers, setUserRole } from "../../modules/users/users.server.ts";
import { idParam } from "../../utils/id-param.ts";
import type { Route } from "./+types/users";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireRole(request, "users");
  const [users, work, twoStep] = await Promise.all([
    listUsers(),
    listUserWork(),
    twoStepSummaries(),
  ]);
  return {
    currentUserId: admin.id,
    users: users.map((u) => ({
      id: u.id,
      email: u.email,
      name: [u.name, u.surname].filter(Boolean).join(" "),
      role: u.role,
      createdAt: u.created_at,
      available: work.get(u.id)?.available ?? false,
      languages: work.get(u.id)?.languages ?? ["en"],
      lastAssignedAt: work.get(u.id)?.last_assigned_at ?? null,
      twoStep: twoStep.get(u.id) ?? { state: "off", enrolledAt: null, recoveryCodesLeft: 0 },
    })),
  };
}

type ActionResult = { ok: boolean; message: string; userId: number | null };

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRole(request, "users");
  const form = await request.formData();
  const userId = idParam(String(form.get("userId") ?? ""));
  if (form.get("intent") === "work") {
    // Availability and languages (docs/product/speed-to-lead.md): unticked boxes are not sent.
    const result = await setUserWork(userId, {
      available: form.get("available") === "on",
      languages: form.getAll("languages").map(String),
    });
    const message = result.ok
      ? `${result.user.email} is ${result.user.available ? "available" : "away"} (${result.user.languages.map((l) => LANGUAGE_NAMES[l]).join(", ")}).`
      : result.error;
    return data<ActionResult>(
      { ok: result.ok, message, userId: userId || null },
      { status: result.ok ? 200 : result.status },
    );
  }
  if (form.get("intent") === "mfa-reset") {
    // As taking access away: the admin confirms (the member must enrol again at once).
    if (form.get("confirm") !== "yes") {
      const message = "Tick the box to confirm the reset.";
      return data<ActionResult>({ ok: false, message, userId: userId || null }, { status: 400 });
    }
    const result = await resetTwoStep(admin, userId);
    return result.ok
      ? data<ActionResult>({
          ok: true,
          message: `${result.user.email}'s two-step sign-in was reset: they set it up again at their next sign-in.`,
          userId: result.user.id,
        })
      : data<ActionResult>(
          { ok: false, message: result.error, userId: userId || null },
          { status: result.status },
        );
  }
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

const LANGUAGE_NAMES: Record<string, string> = { en: "English", hi: "Hindi" };

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
      header: "New enquiries",
      cell: (u) => (u.role === "customer" ? "—" : <WorkForm user={u} />),
    },
    {
      header: "Two-step sign-in",
      className: "space-y-2",
      cell: (u) =>
        u.role === "customer" && u.twoStep.state === "off" ? (
          "—"
        ) : (
          <>
            <TwoStepBadge summary={u.twoStep} />
            {u.twoStep.state === "off" || u.id === currentUserId ? null : (
              <ResetTwoStepForm user={u} />
            )}
          </>
        ),
    },
    {
      header: "Last assigned",
      className: "whitespace-nowrap",
      cell: (u) => (u.lastAssignedAt ? <DateTime iso={u.lastAssignedAt} /> : "Never"),
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
          {u.role === "customer" ? null : <TakeAccessForm user={u} />}
          {u.role === "admin" ? null : (
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
        description="Accounts, newest first. Admins can open this area; customers see their own applications. Available staff members and admins are given new enquiries in turn; Hindi enquiries go first to those who speak Hindi."
      />
      <ActionNotice result={result} />
      <DataTable
        caption="User accounts"
        rows={users}
        rowKey={(u) => u.id}
        minWidth="min-w-[70rem]"
        columns={columns}
      />
    </>
  );
}

/**
 * A team member's availability and languages (docs/product/speed-to-lead.md): a plain form, one
 * per row; the badge shows the stored state, the boxes what will be saved.
 */
function WorkForm({
  user,
}: {
  user: { id: number; email: string; available: boolean; languages: string[] };
}) {
  const box = "h-4 w-4 rounded border-slate-400";
  return (
    <Form method="post" className="space-y-1 text-sm">
      <input type="hidden" name="intent" value="work" />
      <input type="hidden" name="userId" value={user.id} />
      <Badge
        className={user.available ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-800"}
      >
        {user.available ? "Available" : "Away"}
      </Badge>
      <div>
        <label className="inline-flex items-center gap-1">
          <input type="checkbox" name="available" defaultChecked={user.available} className={box} />
          Available<span className="sr-only"> ({user.email})</span>
        </label>
      </div>
      <fieldset className="flex gap-3">
        <legend className="sr-only">Languages of {user.email}</legend>
        {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
          <label key={code} className="inline-flex items-center gap-1">
            <input
              type="checkbox"
              name="languages"
              value={code}
              defaultChecked={user.languages.includes(code)}
              className={box}
            />
            {name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className={buttonSecondary}>
        Save<span className="sr-only"> availability of {user.email}</span>
      </button>
    </Form>
  );
}

/** Whether the account signs in with a code: on (since when, codes left), being set up, or not. */
function TwoStepBadge({
  summary,
}: {
  summary: { state: string; enrolledAt: string | null; recoveryCodesLeft: number };
}) {
  if (summary.state === "on" && summary.enrolledAt) {
    return (
      <div className="text-sm">
        <Badge className="bg-green-100 text-green-900">On</Badge>{" "}
        <span className="whitespace-nowrap text-slate-700">
          since <DateTime iso={summary.enrolledAt} />
        </span>
        <div className="text-slate-700">{summary.recoveryCodesLeft} of 10 recovery codes left</div>
      </div>
    );
  }
  return summary.state === "pending" ? (
    <Badge className="bg-amber-100 text-amber-900">Being set up</Badge>
  ) : (
    <Badge className="bg-slate-100 text-slate-800">Not set up</Badge>
  );
}

/** An admin's reset of a member's second factor (a lost phone), confirmed as access changes are. */
function ResetTwoStepForm({ user }: { user: { id: number; email: string } }) {
  return (
    <ConfirmForm
      fields={{ userId: String(user.id), intent: "mfa-reset" }}
      buttonLabel={
        <>
          Reset two-step sign-in<span className="sr-only"> of {user.email}</span>
        </>
      }
      buttonClassName={buttonSecondary}
      title={`Reset ${user.email}'s two-step sign-in?`}
      message={
        <p>
          Their authenticator and recovery codes stop working and they are signed out everywhere. At
          their next sign-in they set up two-step sign-in again.
        </p>
      }
      confirmLabel="Reset"
      checkboxLabel={`Yes, reset ${user.email}'s two-step sign-in.`}
    />
  );
}

/** What taking a staff member's or an admin's access away says; both end as a customer. */
const TAKE_ACCESS = {
  staff: {
    button: "Revoke staff role",
    srButton: (email: string) => ` of ${email}`,
    title: (email: string) => `Revoke ${email}'s staff role?`,
    confirm: "Revoke",
    checkbox: (email: string) => `Yes, revoke ${email}'s staff role.`,
  },
  admin: {
    button: "Demote to customer",
    srButton: (email: string) => ` ${email}`,
    title: (email: string) => `Demote ${email}?`,
    confirm: "Demote",
    checkbox: (email: string) => `Yes, demote ${email}.`,
  },
};

/** Taking access away asks for confirmation (the action refuses it without). */
function TakeAccessForm({ user }: { user: { id: number; email: string; role: string } }) {
  const words = TAKE_ACCESS[user.role as keyof typeof TAKE_ACCESS];
  return (
    <ConfirmForm
      fields={{ userId: String(user.id), role: "customer" }}
      buttonLabel={
        <>
          {words.button}
          <span className="sr-only">{words.srButton(user.email)}</span>
        </>
      }
      buttonClassName={buttonSecondary}
      title={words.title(user.email)}
      message={<p>{user.email} will lose access to the admin area at once.</p>}
      confirmLabel={words.confirm}
      checkboxLabel={words.checkbox(user.email)}
    />
  );
}

export const meta = () => adminMeta("Users");

export function ErrorBoundary() {
  return <AdminRouteError />;
}
