import { getDb } from "./db.server.ts";
import type { Database } from "./schema.ts";

/** How many rows a table holds: what the module tests compare before and after a call. */
export async function countRows(table: keyof Database): Promise<number> {
  const row = await getDb()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
