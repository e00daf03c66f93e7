import { ensureFirstAdmin } from "../modules/users/users.server.ts";
import { migrateToLatest } from "./migrate.server.ts";
import { seed } from "./seed.server.ts";

/** Run at every start: migrate, add missing seed rows, make sure an admin exists. */
export async function prepareDatabase(): Promise<void> {
  await migrateToLatest();
  await seed();
  await ensureFirstAdmin();
}
