import { type EmiResult, scheduleCsv } from "../../domain/calculators/emi.ts";
import { isCalculatorName, runCalculator } from "../../domain/calculators/index.ts";
import { apiRoute } from "../../modules/api-route.server.ts";
import { jsonError } from "../../utils/http.server.ts";

// GET /api/calculators/{name}?…: the calculators of docs/product/calculators.md. 200 with the
// numbers, 400 `{error, fields}` naming each bad parameter (cost-of-buying's loan above the caps
// adds `max_loan`). /api/calculators/emi?…&format=csv answers the schedule as a CSV download (the
// EMI page's link).
const route = apiRoute({
  GET: ({ request, params }) => {
    const name = (params.name ?? "").toLowerCase();
    if (!isCalculatorName(name)) return jsonError(404, "No such calculator.");
    const query = new URL(request.url).searchParams;
    const result = runCalculator(name, query);
    if (!result.ok) {
      const { ok: _ok, error, ...refusal } = result;
      return jsonError(400, error, refusal);
    }
    if (name === "emi" && query.get("format") === "csv") {
      return new Response(scheduleCsv(result.data as EmiResult), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": 'attachment; filename="emi-schedule.csv"',
        },
      });
    }
    return Response.json(result.data);
  },
});

export const loader = route.loader;
export const action = route.action;
