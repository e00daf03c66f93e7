import type { DeleteResult } from "kysely";

/**
 * How many rows a delete took away, as a number (the driver's count can be a bigint): the
 * retention jobs report it and the single deletes check it is above zero.
 */
export async function deletedRows(query: {
  executeTakeFirst(): Promise<DeleteResult>;
}): Promise<number> {
  return Number((await query.executeTakeFirst()).numDeletedRows);
}
