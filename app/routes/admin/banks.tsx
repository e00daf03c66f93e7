import { Link } from "react-router";
import { AdminPageHeader, adminMeta, linkClass } from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { listBanks } from "../../modules/banks/banks.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import type { Route } from "./+types/banks";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "banks");
  const banks = await listBanks();
  return {
    banks: banks.map((b) => ({
      slug: b.slug,
      name: b.name,
      interestRate: b.interestRate,
      calculatorRate: b.calculatorRate,
      asOf: b.asOf,
    })),
  };
}

export default function Banks({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="Banks"
        description="The figures shown on the bank pages and in the comparison. Changes are public as soon as you save."
      />
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Banks and their rates</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Bank
              </th>
              <th scope="col" className="px-3 py-2">
                Interest rate shown
              </th>
              <th scope="col" className="px-3 py-2">
                Calculator rate
              </th>
              <th scope="col" className="px-3 py-2">
                As of
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.banks.map((b) => (
              <tr key={b.slug} className="border-b border-slate-100">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {b.name} <span className="font-normal text-slate-600">({b.slug})</span>
                </th>
                <td className="px-3 py-2">{b.interestRate}</td>
                <td className="px-3 py-2">{b.calculatorRate}% p.a.</td>
                <td className="px-3 py-2">
                  <DateTime iso={b.asOf} dateOnly />
                </td>
                <td className="px-3 py-2 text-right">
                  <Link to={`/admin/banks/${b.slug}`} className={linkClass}>
                    Edit<span className="sr-only"> {b.name}</span>
                  </Link>
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
  return adminMeta("Banks");
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin" backLabel="Back to the dashboard" />;
}
