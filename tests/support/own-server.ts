import { inject } from "vitest";
import { createThrowawayDatabase } from "./pg.ts";
import { type RunningServer, startServer } from "./server.ts";

/**
 * A test file's own app process on the project's engine: SQLite in its own data folder, or a
 * throwaway PostgreSQL database beside the run's (dropped by `stop`). For tests whose settings
 * (ASSIGNMENT, available staff) would change what the shared server does for other files.
 */
export async function startOwnServer(
  env: Record<string, string> = {},
): Promise<RunningServer & { databaseUrl: string }> {
  if (inject("dialect") !== "postgres") {
    const server = await startServer(env);
    return { ...server, databaseUrl: `${server.dataDir}/gharsetu.db` };
  }
  const base = new URL(inject("databaseUrl"));
  base.pathname = "/postgres";
  const database = await createThrowawayDatabase(base.toString());
  const server = await startServer({ ...env, DATABASE_URL: database.url });
  return {
    ...server,
    databaseUrl: database.url,
    stop: async (signal) => {
      await server.stop(signal);
      await database.drop();
    },
  };
}
