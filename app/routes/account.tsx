import { data, Form, Link } from "react-router";
import { DateTime } from "../components/admin/date-time.tsx";
import { StatusBadge } from "../components/admin/status-badge.tsx";
import { formatInr } from "../domain/format.ts";
import { can } from "../domain/team/roles.ts";
import { withdrawOwnApplication } from "../modules/enquiries/enquiries.server.ts";
import { listApplicationsForUser } from "../modules/leads/work.server.ts";
import { requireUser } from "../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/account";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const rows = await listApplicationsForUser(user.id);
  // Only what the page shows travels to the browser.
  const applications = rows.map((row) => ({
    id: Number(row.id),
    reference: row.reference,
    withdrawn: row.consent_withdrawn_at !== null,
    createdAt: row.created_at,
    borrowAmount: row.borrow_amount,
    propertyWorth: row.property_worth,
    tenure: row.loan_tenure,
    message: row.eligibility_message,
    eligible: Number(row.is_eligible) === 1,
    status: row.status,
  }));
  return {
    user: {
      email: user.email,
      name: [user.name, user.surname].filter(Boolean).join(" ") || null,
      role: user.role,
    },
    applications,
  };
}

/** One click per application: withdraw consent (DECISIONS.md 8), for the owner only. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const id = Number(form.get("application_id"));
  if (form.get("intent") !== "withdraw" || !(await withdrawOwnApplication(user.id, id))) {
    return data(
      { ok: false as const, error: "That application could not be withdrawn." },
      { status: 400 },
    );
  }
  return { ok: true as const, error: null };
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, applications } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Your account</h1>
      <p className="mt-2 text-slate-700">
        Signed in as <strong>{user.name ? `${user.name} (${user.email})` : user.email}</strong>.
        {can(user.role, "team") ? (
          <>
            {" "}
            <Link to="/admin" className="font-semibold text-brand-700 underline">
              Open the admin area
            </Link>
          </>
        ) : null}
      </p>

      {actionData ? (
        <p
          role={actionData.ok ? "status" : "alert"}
          className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-3"
        >
          {actionData.ok
            ? "Consent withdrawn: we erased your contact details from that application and closed it."
            : actionData.error}
        </p>
      ) : null}
      <section aria-labelledby="applications-heading" className="mt-8">
        <h2 id="applications-heading" className="text-xl font-semibold">
          Your applications
        </h2>
        {applications.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center">
            <p>You have not checked your eligibility yet.</p>
            <p className="mt-3">
              <Link
                to="/eligibility-form"
                className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
              >
                Start eligibility check
              </Link>
            </p>
          </div>
        ) : (
          <ul className="mt-4 space-y-4">
            {applications.map((a) => (
              <li key={a.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-slate-700">
                    Application #{a.id} · Reference{" "}
                    <strong className="font-mono">{a.reference}</strong> ·{" "}
                    <DateTime iso={a.createdAt} />
                  </p>
                  <p className="text-sm">
                    Status: <StatusBadge status={a.status} />
                  </p>
                </div>
                <dl className="mt-3 grid gap-2 sm:grid-cols-3">
                  <div>
                    <dt className="text-xs font-semibold uppercase text-slate-600">Loan amount</dt>
                    <dd className="font-semibold">
                      {a.borrowAmount == null ? "—" : formatInr(a.borrowAmount)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold uppercase text-slate-600">
                      Property worth
                    </dt>
                    <dd>{a.propertyWorth == null ? "—" : formatInr(a.propertyWorth)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs font-semibold uppercase text-slate-600">Tenure</dt>
                    <dd>{a.tenure == null ? "—" : `${a.tenure} years`}</dd>
                  </div>
                </dl>
                <p className={`mt-3 text-sm ${a.eligible ? "text-green-800" : "text-slate-800"}`}>
                  {a.message}
                </p>
                {a.withdrawn ? (
                  <p className="mt-3 text-sm text-slate-700">
                    You withdrew your consent: your contact details are erased.
                  </p>
                ) : (
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="application_id" value={a.id} />
                    <button
                      type="submit"
                      aria-label={`Withdraw consent for application ${a.reference}`}
                      className="min-h-11 rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                    >
                      Withdraw consent
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
        {applications.length > 0 ? (
          <p className="mt-6">
            <Link to="/eligibility-form" className="font-semibold text-brand-700 underline">
              Check another loan
            </Link>
          </p>
        ) : null}
      </section>

      <Form method="post" action="/logout" className="mt-10">
        <button
          type="submit"
          className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-ink hover:bg-slate-50"
        >
          Log out
        </button>
      </Form>
    </div>
  );
}

export function meta() {
  return [{ title: "Your account · GharSetu" }, { name: "robots", content: "noindex" }];
}
