import { checkDatabase } from "../db/health.server.ts";

// 200 while the database answers, 503 otherwise: what a load balancer needs to route around us.
export async function loader() {
  const ok = await checkDatabase();
  return Response.json(
    { status: ok ? "ok" : "unavailable" },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
