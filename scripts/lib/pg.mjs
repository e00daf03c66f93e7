// A throwaway PostgreSQL database for a script run: created on the server PG_BASE_URL points at
// (default: the project machines' postgres://postgres@127.0.0.1:5432/test) and dropped afterwards.
import crypto from "node:crypto";
import pg from "pg";

export const DEFAULT_PG_BASE_URL = "postgres://postgres@127.0.0.1:5432/test";

export function isPostgresUrl(url) {
  return typeof url === "string" && /^postgres(ql)?:\/\//.test(url);
}

export async function createThrowawayDatabase(
  baseUrl = process.env.PG_BASE_URL ?? DEFAULT_PG_BASE_URL,
) {
  const name = `gharsetu_bench_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
