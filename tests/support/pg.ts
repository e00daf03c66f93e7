import crypto from "node:crypto";
import pg from "pg";

/**
 * Makes a throwaway database on the server TEST_DATABASE_URL points at, so parallel runs never
 * share rows; `drop()` removes it after the run.
 */
export async function createThrowawayDatabase(baseUrl: string) {
  const name = `gharsetu_t_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
