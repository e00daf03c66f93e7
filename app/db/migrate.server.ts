import { type Migration, type MigrationProvider, Migrator } from "kysely";
import { getDb, getDialect } from "./db.server.ts";
import * as m001 from "./migrations/001-initial.ts";
import * as m004 from "./migrations/004-lead-scale.ts";

/**
 * Migrations are imported statically rather than read from a folder at run time, so they travel
 * inside the production bundle and a deploy cannot run without them.
 */
class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const dialect = getDialect();
    return {
      "001-initial": { up: (db) => m001.up(db, dialect), down: (db) => m001.down(db) },
      "004-lead-scale": { up: (db) => m004.up(db, dialect), down: (db) => m004.down(db, dialect) },
    };
  }
}

export async function migrateToLatest(): Promise<void> {
  const migrator = new Migrator({ db: getDb(), provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") throw new Error(`migration ${r.migrationName} failed`);
  }
  if (error) throw error;
}
