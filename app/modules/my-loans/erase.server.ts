// Saved loans go with the borrower's data (docs/product/my-loan.md "The borrower's own view"):
// consent withdrawal of that mobile and the retention job erase them, and their notices' rows go
// with them (the foreign key cascades), so nothing more is told about them.

import { getDb } from "../../db/db.server.ts";
import { deletedRows } from "../deleted-rows.server.ts";

/** Erases every loan saved with this mobile (10 digits); how many. */
export async function eraseLoansOfPhone(phone: string): Promise<number> {
  return deletedRows(getDb().deleteFrom("saved_loans").where("phone", "=", phone));
}

/** Erases the loans saved before `cutoff` (ISO time); how many. */
export async function eraseLoansBefore(cutoff: string): Promise<number> {
  return deletedRows(getDb().deleteFrom("saved_loans").where("created_at", "<", cutoff));
}
