import { exportConnectionName } from "../../app/modules/leads/export.server.ts";
import { queryDb } from "./db-query.ts";

/**
 * The export worker's open PostgreSQL connections for one request (exportConnectionName), in the
 * database at `databaseUrl`. Counted by the request's own name: other test files' exports (one
 * whose body is never read keeps its worker waiting) may be open at the same time.
 */
export async function exportConnections(databaseUrl: string, requestId: string): Promise<number> {
  const rows = await queryDb<{ n: string }>(
    "postgres",
    databaseUrl,
    "SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = ? AND datname = current_database()",
    [exportConnectionName(requestId)],
  );
  return Number(rows[0]?.n);
}
