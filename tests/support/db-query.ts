import Database from "better-sqlite3";
import pg from "pg";

/**
 * One SQL statement straight against the test server's database, for what the API does not show
 * (rows that must not exist, a code's stored hash). Written with ? placeholders; PostgreSQL gets
 * $1, $2, … in their place.
 */
export async function queryDb<T = Record<string, unknown>>(
  dialect: string,
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (dialect === "postgres") {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      let i = 0;
      const res = await client.query(
        sql.replaceAll("?", () => `$${++i}`),
        params,
      );
      return res.rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(databaseUrl, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const statement = db.prepare(sql);
    if (statement.reader) return statement.all(...params) as T[];
    statement.run(...params);
    return [];
  } finally {
    db.close();
  }
}

/** A `SELECT COUNT(*) AS n …` through `queryDb`, as a number (PostgreSQL answers it as a string). */
export async function countDb(
  dialect: string,
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<number> {
  const rows = await queryDb<{ n: number | string }>(dialect, databaseUrl, sql, params);
  return Number(rows[0].n);
}

/** A random Indian mobile number (10 digits starting 9), so runs never share one. */
export function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}
