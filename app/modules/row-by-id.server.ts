import type { Selectable } from "kysely";
import { getDb } from "../db/db.server.ts";
import type { Database } from "../db/schema.ts";

/** The tables whose rows the team opens one at a time by the id in a URL. */
type OpenedById =
  | "eligibility_applications"
  | "callback_requests"
  | "contact_messages"
  | "grievances";

/**
 * One row by its id, or undefined. An id that is not a positive whole number (a mangled URL) finds
 * nothing without asking the database.
 */
export async function rowById<T extends OpenedById>(
  table: T,
  id: number,
): Promise<Selectable<Database[T]> | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const row = await getDb()
    .selectFrom(table as OpenedById)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}
