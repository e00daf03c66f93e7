import { sql } from "kysely";
import { getDb } from "./db.server.ts";

export async function checkDatabase(): Promise<boolean> {
  try {
    await sql`select 1`.execute(getDb());
    return true;
  } catch {
    return false;
  }
}
