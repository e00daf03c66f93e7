import { Form, Link } from "react-router";
import { DateTime } from "../components/admin/date-time.tsx";
import { StatusBadge } from "../components/admin/status-badge.tsx";
import { formatInr } from "../domain/format.ts";
import { can } from "../domain/team/roles.ts";
import { listApplicationsForUser } from "../modules/leads/work.server.ts";
import { requireUser } from "../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/account";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const rows = await listApplicationsForUser(user.id);
  // Only what the page shows travels to the browser.
  const applications = rows.map((row) => ({
    id: Number(row.id),
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

export default function Account({ loaderData }: Route.ComponentProps) {
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
                    Application #{a.id} · <DateTime iso={a.createdAt} />
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
