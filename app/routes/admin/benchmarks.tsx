import { data } from "react-router";
import { AdminPageHeader, adminMeta } from "../../components/admin/admin-page.tsx";
import { DataTable, type TableSpec } from "../../components/admin/data-table.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { TextField } from "../../components/forms/form-field.tsx";
import { RepoChart } from "../../components/my-loan/my-loan-charts.tsx";
import { Form } from "../../components/router-links.tsx";
import type { Benchmark } from "../../domain/my-loan/benchmarks.ts";
import { repoSteps } from "../../domain/my-loan/charts.ts";
import { istToday } from "../../domain/my-loan/dates.ts";
import { i18nFor } from "../../i18n/catalogues.server.ts";
import { addBenchmarkFromForm } from "../../modules/my-loans/admin-benchmarks.server.ts";
import { listBenchmarks } from "../../modules/my-loans/benchmarks.server.ts";
import { requireRole } from "../../modules/sessions/sessions.server.ts";
import { formValues } from "../../utils/http.server.ts";
import type { Route } from "./+types/benchmarks";

// /admin/benchmarks (docs/product/my-loan.md "Benchmarks"): the repo rate's history as a table
// and a chart, and the form that adds a rate (each refusal beside its field; the same date twice
// is refused too). Admins only, as POST /api/benchmarks.

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "banks");
  return {
    benchmarks: await listBenchmarks(),
    today: istToday(Date.now()),
    // The chart is the public page's, in English here.
    i18n: i18nFor("en", "my-loan"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireRole(request, "banks");
  const values = formValues(await request.formData());
  const result = await addBenchmarkFromForm(values, user.email);
  if (result.ok) return data({ ok: true as const, benchmark: result.benchmark }, { status: 201 });
  return data(
    { ok: false as const, error: result.error, fields: result.fields ?? {}, values },
    { status: result.status },
  );
}

const HISTORY: TableSpec<Benchmark> = {
  columns: [
    { header: "Effective from", cell: (b) => b.effective_from, rowHeader: true },
    { header: "Repo rate", cell: (b) => `${b.rate.toFixed(2)}%` },
    {
      header: "Source",
      cell: (b) => (
        <a href={b.source_url} className="break-all text-brand-700 underline" rel="noreferrer">
          {b.source_url}
        </a>
      ),
    },
  ],
  caption: "The repo rate's history, newest first",
  empty: "No repo rate yet.",
};

export default function Benchmarks({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : null;
  const values = refused?.values ?? {};
  const fieldError = (name: string) => refused?.fields[name] ?? null;
  // A field's name, the value sent back and its refusal, to spread into its TextField.
  const field = (name: string) => ({
    name,
    defaultValue: values[name] ?? "",
    error: fieldError(name),
  });
  // A refusal that names no field (the same date twice) is shown beside the date it is about.
  const dateError =
    fieldError("effective_from") ??
    (refused && Object.keys(refused.fields).length === 0 ? refused.error : null);
  return (
    <>
      <AdminPageHeader
        title="Repo rate"
        description="The RBI repo rate saved loans are watched against. A new rate is told to every saved repo-linked loan whose rate at its next reset it changes, by e-mail and SMS in the loan's language."
      />
      <section
        aria-labelledby="add-rate"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="add-rate" className="text-lg font-semibold text-ink">
          Add a repo rate
        </h2>
        {actionData?.ok ? (
          <p role="status" className="mt-2 text-green-900">
            {`Repo rate ${actionData.benchmark.rate.toFixed(2)}% from ${actionData.benchmark.effective_from} added. The saved loans it changes are being told.`}
          </p>
        ) : null}
        {refused ? (
          <p role="alert" className="mt-2 font-medium text-red-700">
            {refused.error}
          </p>
        ) : null}
        <Form method="post" noValidate className="mt-3 grid gap-4 sm:grid-cols-3">
          <TextField
            {...field("rate")}
            label="Rate (% a year)"
            hint="0.5 to 15, at most 2 decimals."
            inputMode="decimal"
            required
            maxLength={10}
          />
          <TextField
            {...field("effective_from")}
            type="date"
            label="Effective from"
            hint="At most 60 days ahead."
            error={dateError}
            required
          />
          <TextField
            {...field("source_url")}
            type="url"
            label="Source (https address)"
            required
            maxLength={500}
          />
          <div className="sm:col-span-3">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
            >
              Add the rate
            </button>
          </div>
        </Form>
      </section>
      <div className="mt-6">
        <RepoChart steps={repoSteps(loaderData.benchmarks)} today={loaderData.today} />
      </div>
      <div className="mt-6">
        <DataTable {...HISTORY} rows={loaderData.benchmarks} />
      </div>
    </>
  );
}

export const meta = () => adminMeta("Repo rate");

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin" backLabel="Back to the dashboard" />;
}
