import { parseFunnelQuery } from "../../domain/reports/funnel-query.ts";
import {
  funnelCsv,
  funnelCsvName,
  funnelReport,
} from "../../modules/reports/funnel-report.server.ts";
import { invalidParam, validationError } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { funnel } from "../+shared/contracts/reports.ts";

// GET (admin): the funnel report (docs/product/speed-to-lead.md "The funnel report") as JSON, or
// its rows as a CSV download with format=csv.

const route = apiRoute(funnel, {
  GET: async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const parsed = parseFunnelQuery({
      from: params.get("from"),
      to: params.get("to"),
      group: params.get("group"),
    });
    if (!parsed.ok) return validationError(parsed.error, parsed.fields);
    const format = params.get("format");
    if (format !== null && format !== "csv")
      invalidParam("format", "format must be csv when given.");
    const report = await funnelReport(parsed.data);
    if (format === "csv") {
      return new Response(funnelCsv(report.rows), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${funnelCsvName(parsed.data)}"`,
        },
      });
    }
    return Response.json(report);
  },
});

export const loader = route.loader;
export const action = route.action;
