import { type EmiResult, scheduleCsv } from "../../domain/calculators/emi.ts";
import { isCalculatorName, runCalculator } from "../../domain/calculators/index.ts";
import { apiRoute } from "../../modules/api-route.server.ts";
import { jsonError, validationError } from "../../utils/http.server.ts";

// GET /api/calculators/{name}?…: the calculators of docs/product/calculators.md. 200 with the
// numbers, 400 `{error, fields}` naming each bad parameter. /api/calculators/emi?…&format=csv
// answers the schedule as a CSV download (the EMI page's link).
const route = apiRoute({
  GET: ({ request, params }) => {
    const name = (params.name ?? "").toLowerCase();
    if (!isCalculatorName(name)) return jsonError(404, "No such calculator.");
    const query = new URL(request.url).searchParams;
    const result = runCalculator(name, query);
    if (!result.ok) return validationError(result.error, result.fields);
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
