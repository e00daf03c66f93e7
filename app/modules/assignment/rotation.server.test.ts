import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/db.server.ts";
import { earlierEnquiries } from "./rotation.server.ts";

// ADR 044: the returning-borrower lookup reads before the INSERT. On SQLite a transaction that has
// read, and then writes after another connection committed, fails at once (SQLITE_BUSY_SNAPSHOT);
// so the lookup first takes the database's write lock, and another connection waits for it.
describe("the rotation's lock on SQLite", () => {
  it("is held from the lookup to the commit: another connection's write waits, the INSERT after the lookup succeeds", async () => {
    const other = new Database(process.env.DATABASE_URL as string);
    other.pragma("busy_timeout = 0");
    try {
      const write = () =>
        other
          .prepare(
            "UPDATE users SET created_at = created_at WHERE id = (SELECT min(id) FROM users)",
          )
          .run();
      let blocked: unknown = null;
      await getDb()
        .transaction()
        .execute(async (trx) => {
          await earlierEnquiries(trx, ["9876543210"], new Date());
          try {
            write();
          } catch (error) {
            blocked = error;
          }
          // What the lead's INSERT does next: a write in the transaction that has read.
          await trx
            .updateTable("users")
            .set({ name: "Admin" })
            .where("email", "=", "nobody@example.test")
            .execute();
        });
      expect((blocked as { code?: string } | null)?.code).toBe("SQLITE_BUSY");
      expect(() => write()).not.toThrow();
    } finally {
      other.close();
    }
  });
});
