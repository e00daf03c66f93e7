// A public form is stored once per `client_id` (docs/decisions/028-database-outages.md): the
// browser's outbox sends the same id on every retry, after a 503 or a lost answer. A retry of a
// form already stored answers the stored row: looked up before the write, and again when the
// write fails, since the unique index on client_id refuses the loser of a race. A form without an
// id (a post without JavaScript) is simply written.

import { getDb } from "../../db/db.server.ts";

/**
 * Answers what `stored` finds for `clientId`, else what `write` stores. An error of `write` is
 * thrown on unless the row it collided with is there by then.
 */
export async function storeOnce<T>(
  clientId: string | null,
  stored: (clientId: string) => Promise<T | undefined>,
  write: () => Promise<T>,
): Promise<T> {
  const before = clientId ? await stored(clientId) : undefined;
  if (before) return before;
  try {
    return await write();
  } catch (error) {
    const raced = clientId ? await stored(clientId) : undefined;
    if (raced) return raced;
    throw error;
  }
}

/** The answer of a form stored with a reference (contact, grievance): its row's id and reference. */
export type StoredReference = { ok: true; id: number; reference: string };

export function storedReference(row: { id: number; reference: string }): StoredReference {
  return { ok: true, id: Number(row.id), reference: row.reference };
}

/** The `stored` of such a form: the row that `clientId` already stored in `table`, if any. */
export function referenceByClientId(table: "contact_messages" | "grievances") {
  return async (clientId: string): Promise<StoredReference | undefined> => {
    const row = await getDb()
      .selectFrom(table)
      .select(["id", "reference"])
      .where("client_id", "=", clientId)
      .executeTakeFirst();
    return row ? storedReference(row) : undefined;
  };
}
