import { type Migration, type MigrationProvider, Migrator } from "kysely";
import { type Dialect, getDb, getDialect } from "./db.server.ts";
import * as m001 from "./migrations/001-initial.ts";
import * as m002 from "./migrations/002-borrower-journey.ts";
import * as m003 from "./migrations/003-team-work.ts";
import * as m004 from "./migrations/004-lead-scale.ts";
import * as m005 from "./migrations/005-bank-rate-range.ts";
import * as m006 from "./migrations/006-rate-limit-hits.ts";
import * as m007 from "./migrations/007-filter-indexes.ts";
import * as m008 from "./migrations/008-callback-work.ts";
import * as m009 from "./migrations/009-seo-languages.ts";
import * as m010 from "./migrations/010-bank-hindi.ts";
import * as m011 from "./migrations/011-lead-language.ts";
import * as m012 from "./migrations/012-bank-applications.ts";
import * as m013 from "./migrations/013-lead-documents.ts";
import * as m014 from "./migrations/014-dashboard-counts.ts";
import * as m015 from "./migrations/015-form-client-ids.ts";
import * as m016 from "./migrations/016-first-response-and-sources.ts";
import * as m017 from "./migrations/017-assignment.ts";
import * as m018 from "./migrations/018-calls-and-bank-contact.ts";
import * as m019 from "./migrations/019-grievances-and-partners.ts";
import * as m020 from "./migrations/020-first-response-indexes.ts";
import * as m021 from "./migrations/021-funnel-summary.ts";
import * as m022 from "./migrations/022-escalated-by-status.ts";
import * as m023 from "./migrations/023-funnel-removed.ts";
import * as m024 from "./migrations/024-phone-key-with-id.ts";
import * as m025 from "./migrations/025-fair-offers.ts";
import * as m026 from "./migrations/026-pmay-candidate.ts";
import * as m027 from "./migrations/027-my-loans.ts";
import * as m028 from "./migrations/028-my-loan-sweeps.ts";
import * as m029 from "./migrations/029-callback-saved-loan.ts";
import * as m030 from "./migrations/030-backup-runs.ts";
import * as m031 from "./migrations/031-two-step.ts";
import * as m032 from "./migrations/032-overdue-enquiries.ts";
import * as m033 from "./migrations/033-search-index-flushes.ts";
import type { AnyDb } from "./migrations/ddl.ts";

/** What every migration module exports; a step that needs no dialect simply ignores it. */
type MigrationModule = {
  up(db: AnyDb, dialect: Dialect): Promise<void>;
  down(db: AnyDb, dialect: Dialect): Promise<void>;
};

const MIGRATIONS: Record<string, MigrationModule> = {
  "001-initial": m001,
  "002-borrower-journey": m002,
  "003-team-work": m003,
  "004-lead-scale": m004,
  "005-bank-rate-range": m005,
  "006-rate-limit-hits": m006,
  "007-filter-indexes": m007,
  "008-callback-work": m008,
  "009-seo-languages": m009,
  "010-bank-hindi": m010,
  "011-lead-language": m011,
  "012-bank-applications": m012,
  "013-lead-documents": m013,
  "014-dashboard-counts": m014,
  "015-form-client-ids": m015,
  "016-first-response-and-sources": m016,
  "017-assignment": m017,
  "018-calls-and-bank-contact": m018,
  "019-grievances-and-partners": m019,
  "020-first-response-indexes": m020,
  "021-funnel-summary": m021,
  "022-escalated-by-status": m022,
  "023-funnel-removed": m023,
  "024-phone-key-with-id": m024,
  "025-fair-offers": m025,
  "026-pmay-candidate": m026,
  "027-my-loans": m027,
  "028-my-loan-sweeps": m028,
  "029-callback-saved-loan": m029,
  "030-backup-runs": m030,
  "031-two-step": m031,
  "032-overdue-enquiries": m032,
  "033-search-index-flushes": m033,
};

/**
 * Migrations are imported statically rather than read from a folder at run time, so they travel
 * inside the production bundle and a deploy cannot run without them.
 */
class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const dialect = getDialect();
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]): [string, Migration] => [
        name,
        { up: (db) => m.up(db, dialect), down: (db) => m.down(db, dialect) },
      ]),
    );
  }
}

export async function migrateToLatest(): Promise<void> {
  // 013 came after 014 was merged: a database already at 014 runs 013 instead of refusing.
  const migrator = new Migrator({
    db: getDb(),
    provider: new StaticProvider(),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") throw new Error(`migration ${r.migrationName} failed`);
  }
  if (error) throw error;
}
