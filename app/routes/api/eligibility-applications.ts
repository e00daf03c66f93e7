import { csvExportStream } from "../../modules/leads/export.server.ts";
import { submitApplication } from "../../modules/leads/intake.server.ts";
import {
  countApplications,
  listApplications,
  parseApplicationListQuery,
} from "../../modules/leads/list.server.ts";
import { getSessionUser, requireAdminApi } from "../../modules/sessions/sessions.server.ts";
import {
  handleApiErrors,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/eligibility-applications";

// GET (admin): the lead list, one page as JSON (total in X-Total-Count, the next page's cursor in
// X-Next-Cursor for ?after=) or every match as a streamed CSV.
// POST (public): the wizard's application; the server works out the result itself.

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    await requireAdminApi(request);
    const query = parseApplicationListQuery(new URL(request.url).searchParams);
    if (!query.ok) return validationError(query.error, query.fields);
    const { page, pageSize, after, q, eligible, status, format } = query.data;
    const filter = { q, eligible, status };
    if (format === "csv") {
      const count = await countApplications(filter);
      const day = new Date().toISOString().slice(0, 10);
      // Streamed in chunks as the client reads (ADR 018); the count is the list's (ADR 017).
      return new Response(csvExportStream({ filter }), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="eligibility-applications-${day}.csv"`,
          // no-transform: sent as it is produced, not through the gzip middleware, which does not
          // pass the socket's backpressure back to the writer (memory grew with the export).
          "Cache-Control": "no-store, no-transform",
          ...totalHeaders(count.total, count.exact),
        },
      });
    }
    const list = await listApplications({ page, pageSize, after, ...filter });
    const headers: Record<string, string> = {
      ...totalHeaders(list.total, list.totalExact),
      "Cache-Control": "no-store",
    };
    if (list.nextCursor) headers["X-Next-Cursor"] = list.nextCursor;
    return Response.json(list.rows, { headers });
  });
}

/** X-Total-Count; a search's count past the cap is a lower bound and says so (ADR 017). */
function totalHeaders(total: number, exact: boolean): Record<string, string> {
  return exact
    ? { "X-Total-Count": String(total) }
    : { "X-Total-Count": String(total), "X-Total-Count-Exact": "false" };
}

export async function action({ request }: Route.ActionArgs) {
  return handleApiErrors(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const body = await readJsonBody(request);
    const user = await getSessionUser(request);
    const result = await submitApplication(body, { userId: user?.id ?? null });
    if (!result.ok) return validationError(result.error, result.fields);
    return Response.json(result.result, { status: result.created ? 201 : 200 });
  });
}
