import { type EmiResult, scheduleCsv } from "../../domain/calculators/emi.ts";
import {
  CALCULATOR_NAMES,
  type CalculatorName,
  isCalculatorName,
  runCalculator,
} from "../../domain/calculators/index.ts";
import { handleApiErrors, jsonError, methodNotAllowed } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { calculators } from "../+shared/contracts/calculators.ts";

// GET /api/calculators/{name}?…: the calculators of docs/product/calculators.md, one contract
// each. 200 with the numbers, 400 `{error, fields}` naming each bad parameter (cost-of-buying's
// loan above the caps adds `max_loan`). /api/calculators/emi?…&format=csv answers the schedule as
// a CSV download (the EMI page's link). app/routes.ts gives each calculator its own path here; an
// unknown name is this route's 404 (405 for any method but GET).

function calculate(name: CalculatorName, request: Request) {
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
}

const routes = Object.fromEntries(
  CALCULATOR_NAMES.map((name) => [
    name,
    // biome-ignore lint/correctness/noComponentHookFactories: a method's handler, not a component.
    apiRoute(calculators[name], { GET: ({ request }) => calculate(name, request) }),
  ]),
);

type Args = Parameters<(typeof routes)[CalculatorName]["loader"]>[0];

function run(args: Args) {
  const name = (new URL(args.request.url).pathname.split("/").pop() ?? "").toLowerCase();
  if (isCalculatorName(name)) return routes[name].loader(args);
  return handleApiErrors(async () =>
    ["GET", "HEAD"].includes(args.request.method)
      ? jsonError(404, "No such calculator.")
      : methodNotAllowed(["GET"]),
  );
}

export const loader = run;
export const action = run;
