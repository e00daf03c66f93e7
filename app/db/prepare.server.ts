import { ensureFirstAdmin } from "../modules/users/users.server.ts";
import { migrateToLatest } from "./migrate.server.ts";
import { seed } from "./seed.server.ts";
import { withStartupLock } from "./startup-lock.server.ts";

/**
 * Run at every start: migrate, add missing seed rows, make sure an admin exists. Under a lock on
 * PostgreSQL, so several instances starting at once do this one after another.
 */
export async function prepareDatabase(): Promise<void> {
  await withStartupLock(async () => {
    await migrateToLatest();
    await seed();
    await ensureFirstAdmin();
  });
}
