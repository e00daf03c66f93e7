import { migrateToLatest } from "../app/db/migrate.server.ts";
import { seed } from "../app/db/seed.server.ts";
import { withStartupLock } from "../app/db/startup-lock.server.ts";
import { announceCatalogChange } from "../app/modules/catalog-cache.server.ts";
import { ensureFirstAdmin } from "../app/modules/users/users.server.ts";

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
  // Other instances keep cached pages until the catalog changes (docs/decisions/046), and this
  // start may have changed it.
  await announceCatalogChange();
}
