import { addBenchmark, listBenchmarks } from "../../modules/my-loans/benchmarks.server.ts";
import { startBenchmarkNotices } from "../../modules/my-loans/notices.server.ts";
import { failure, readJsonBody } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { benchmarks } from "../+shared/contracts/my-loans.ts";

// docs/product/my-loan.md "Benchmarks". GET (public): the repo rate's rows, newest first. POST
// (admins): a new rate → 201; the same effective date again → 409; bad values → 400
// {error, fields}. A new rate starts telling the saved loans it changes ("Told when it matters").

const route = apiRoute(benchmarks, {
  GET: async () => Response.json(await listBenchmarks()),
  POST: async ({ request, user }) => {
    const result = await addBenchmark(await readJsonBody(request), user.email);
    if (!result.ok) return failure(result);
    startBenchmarkNotices();
    return Response.json(result.benchmark, {
      status: 201,
      headers: { "Cache-Control": "no-store" },
    });
  },
});

export const loader = route.loader;
export const action = route.action;
