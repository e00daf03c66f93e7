import { withPmayCandidate } from "../../domain/eligibility/pmay-hint.ts";
import { withSource } from "../../domain/speed-to-lead/touch.ts";
import { withDuplicateOf } from "../../domain/team/assignment.ts";
import { can } from "../../domain/team/roles.ts";
import { recordAccess } from "../../modules/access-log/access-log.server.ts";
import { csvExportStream } from "../../modules/leads/export.server.ts";
import { submitLead } from "../../modules/leads/intake.server.ts";
import { leadFilterFor, leadList } from "../../modules/leads/lead-list.server.ts";
import { countLeads } from "../../modules/leads/list.server.ts";
import { parseLeadListQuery } from "../../modules/leads/list-query.server.ts";
import { getSessionUser } from "../../modules/sessions/sessions.server.ts";
import { cookieSource } from "../../modules/speed-to-lead/source.server.ts";
import { readJsonBody, validationError } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { leads } from "../+shared/contracts/leads.ts";

// GET (staff, admin): the lead list, one page as JSON (total in X-Total-Count, the next page's
// cursor in X-Next-Cursor for ?after=) or every match as a streamed CSV; staff get phone and
// e-mail masked, every export goes to the access log (docs/product/team.md, ADR 017 and 018).
// POST (public): the wizard's application; the server works out the result itself.

const route = apiRoute(leads, {
  GET: async ({ request, user, requestId }) => {
    const query = parseLeadListQuery(new URL(request.url).searchParams);
    if (!query.ok) return validationError(query.error, query.fields);
    if (query.data.format === "csv") {
      const filter = leadFilterFor(query.data, user);
      const count = await countLeads(filter);
      const full = can(user.role, "full-export");
      // Recorded before the first row leaves (docs/product/team.md).
      await recordAccess({
        actorId: user.id,
        actorEmail: user.email,
        action: "export",
        subjectType: "leads",
        detail: `${full ? "full" : "masked"} CSV, ${count.exact ? "" : "more than "}${count.total} rows${new URL(request.url).search}`,
      });
      const day = new Date().toISOString().slice(0, 10);
      // Streamed in chunks as the client reads (ADR 018); the count is the list's (ADR 017).
      return new Response(csvExportStream({ filter, role: user.role, count, requestId }), {
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
    const list = await leadList(query.data, user);
    const headers: Record<string, string> = {
      ...totalHeaders(list.total, list.totalExact),
    };
    if (list.nextCursor) headers["X-Next-Cursor"] = list.nextCursor;
    return Response.json(
      list.rows.map((row) => withPmayCandidate(withSource(withDuplicateOf(row)))),
      { headers },
    );
  },
  POST: async ({ request }) => {
    const body = await readJsonBody(request);
    const user = await getSessionUser(request);
    const result = await submitLead(body, {
      userId: user?.id ?? null,
      cookieSource: cookieSource(request),
    });
    if (!result.ok) return validationError(result.error, result.fields);
    return Response.json(result.result, { status: result.created ? 201 : 200 });
  },
});

export const loader = route.loader;
export const action = route.action;

/** X-Total-Count; a search's count past the cap is a lower bound and says so (ADR 017). */
function totalHeaders(total: number, exact: boolean): Record<string, string> {
  return exact
    ? { "X-Total-Count": String(total) }
    : { "X-Total-Count": String(total), "X-Total-Count-Exact": "false" };
}
