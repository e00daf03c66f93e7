import { can } from "../../domain/team/roles.ts";
import { recordAccess } from "../../modules/access-log/access-log.server.ts";
import { applicationsToCsv } from "../../modules/leads/csv.ts";
import { submitApplication } from "../../modules/leads/intake.server.ts";
import {
  listAllApplications,
  listApplications,
  parseApplicationListQuery,
} from "../../modules/leads/list.server.ts";
import { getSessionUser, requireRoleApi } from "../../modules/sessions/sessions.server.ts";
import { listMasker, overdueBefore, resolveAssigned } from "../../modules/team/views.ts";
import {
  handleApiErrors,
  methodNotAllowed,
  readJsonBody,
  validationError,
} from "../../utils/http.server.ts";
import type { Route } from "./+types/eligibility-applications";

// GET (staff, admin): the lead list, one page as JSON (total in X-Total-Count) or every match as
// CSV; staff get phone and e-mail masked, every export goes to the access log (DECISIONS.md 9).
// POST (public): the wizard's application; the server works out the result itself.

export async function loader({ request }: Route.LoaderArgs) {
  return handleApiErrors(async () => {
    const user = await requireRoleApi(request, "leads");
    const query = parseApplicationListQuery(new URL(request.url).searchParams);
    if (!query.ok) return validationError(query.error, query.fields);
    const { page, pageSize, q, eligible, status, verified, format } = query.data;
    const filter = {
      q,
      eligible,
      status,
      verified,
      assigned: resolveAssigned(query.data.assigned, user.id),
      overdueBefore: overdueBefore(query.data.overdue),
    };
    const mask = listMasker(user.role);
    if (format === "csv") {
      const rows = (await listAllApplications(filter)).map(mask);
      const full = can(user.role, "full-export");
      await recordAccess({
        actorId: user.id,
        actorEmail: user.email,
        action: "export",
        subjectType: "leads",
        detail: `${full ? "full" : "masked"} CSV, ${rows.length} rows${new URL(request.url).search}`,
      });
      const day = new Date().toISOString().slice(0, 10);
      // The byte-order mark makes Excel read UTF-8 (₹ in the messages) instead of guessing.
      return new Response(`\uFEFF${applicationsToCsv(rows)}`, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="eligibility-applications-${day}.csv"`,
          "Cache-Control": "no-store",
          "X-Total-Count": String(rows.length),
        },
      });
    }
    const { rows, total } = await listApplications({ page, pageSize, ...filter });
    return Response.json(rows.map(mask), {
      headers: { "X-Total-Count": String(total), "Cache-Control": "no-store" },
    });
  });
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
