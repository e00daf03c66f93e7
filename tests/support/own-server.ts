import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { inject } from "vitest";
import { closeDb, getDb } from "../../app/db/db.server.ts";
import type { Database } from "../../app/db/schema.ts";
import { makeStaff } from "./accounts.ts";
import type { ApiClient } from "./api-client.ts";
import { createThrowawayDatabase } from "./pg.ts";
import { type RunningServer, startServer } from "./server.ts";

export interface OwnServer {
  /** The running server (a new one after `restart`). */
  server: RunningServer;
  /** The app's own Kysely handle in this process, on the server's database. */
  db: Kysely<Database>;
  /** Starts the server again on the same folder, database and settings (after a kill, say). */
  restart(): Promise<RunningServer>;
  stop(): Promise<void>;
}

/**
 * A server and database of the test file's own (a SQLite folder, or a throwaway PostgreSQL
 * database when the project is integration-pg), so nothing else writes while it compares figures.
 * It points this process's DATABASE_URL at that database, for the modules' own code run here.
 */
export async function startOwnServer(
  dialect: string,
  prefix: string,
  env: Record<string, string> = {},
): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", prefix));
  let databaseUrl = "";
  let drop: (() => Promise<void>) | null = null;
  if (dialect === "postgres") {
    const database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string);
    databaseUrl = database.url;
    drop = database.drop;
  }
  const start = () => startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env });
  const server = await start();
  process.env.DATABASE_URL = databaseUrl || path.join(dataDir, "gharsetu.db");
  const own: OwnServer = {
    server,
    db: getDb(),
    async restart() {
      own.server = await start();
      return own.server;
    },
    async stop() {
      await own.server.stop();
      await closeDb();
      await drop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return own;
}

/** Registers an account through the API, has the admin make it staff, signs `client` in as it. */
export async function signInAsNewStaff(admin: ApiClient, client: ApiClient): Promise<number> {
  return (await makeStaff(client, admin, "Staff")).id;
}

/**
 * A test file's own app process, when it needs no handle on the database in this process on the project's engine: SQLite in its own data folder, or a
 * throwaway PostgreSQL database beside the run's (dropped by `stop`). For tests whose settings
 * (ASSIGNMENT, available staff) would change what the shared server does for other files.
 */
export async function startAppOfItsOwn(
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
