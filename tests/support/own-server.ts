import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { closeDb, getDb } from "../../app/db/db.server.ts";
import type { Database } from "../../app/db/schema.ts";
import { promoteToStaff, registerAccount } from "./accounts.ts";
import { type ApiClient, uniqueEmail } from "./api-client.ts";
import { createThrowawayDatabase } from "./pg.ts";
import { type RunningServer, startServer } from "./server.ts";

/**
 * A server and database of the test file's own (a SQLite folder, or a throwaway PostgreSQL
 * database when the project is integration-pg), so nothing else writes while it compares figures;
 * `db` is the app's own Kysely handle in this process, on the server's database.
 */
export async function startOwnServer(
  dialect: string,
  prefix: string,
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; db: Kysely<Database>; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? "/tmp", prefix));
  let databaseUrl = "";
  let drop: (() => Promise<void>) | null = null;
  if (dialect === "postgres") {
    const database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string);
    databaseUrl = database.url;
    drop = database.drop;
  }
  const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env });
  process.env.DATABASE_URL = databaseUrl || path.join(dataDir, "gharsetu.db");
  return {
    server,
    db: getDb(),
    async stop() {
      await server.stop();
      await closeDb();
      await drop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers an account through the API, has the admin make it staff, signs `client` in as it. */
export async function signInAsNewStaff(admin: ApiClient, client: ApiClient): Promise<number> {
  const email = uniqueEmail("staff");
  const password = "a long enough password";
  await registerAccount(client, { surname: "Staff", mobile: "9876543210", email, password });
  const login = await client.login(email, password);
  const id = Number(login.json.user?.id ?? login.json.id);
  await promoteToStaff(admin, id);
  await client.login(email, password);
  return id;
}
