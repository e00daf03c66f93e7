import { type Migration, type MigrationProvider, Migrator } from "kysely";
import { getDb, getDialect } from "./db.server.ts";
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

/**
 * Migrations are imported statically rather than read from a folder at run time, so they travel
 * inside the production bundle and a deploy cannot run without them.
 */
class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const dialect = getDialect();
    return {
      "001-initial": { up: (db) => m001.up(db, dialect), down: (db) => m001.down(db) },
      "002-borrower-journey": { up: (db) => m002.up(db, dialect), down: (db) => m002.down(db) },
      "003-team-work": { up: (db) => m003.up(db, dialect), down: (db) => m003.down(db) },
      "004-lead-scale": { up: (db) => m004.up(db, dialect), down: (db) => m004.down(db, dialect) },
      "005-bank-rate-range": { up: (db) => m005.up(db), down: (db) => m005.down(db) },
      "006-rate-limit-hits": {
        up: (db) => m006.up(db, dialect),
        down: (db) => m006.down(db, dialect),
      },
      "007-filter-indexes": { up: (db) => m007.up(db), down: (db) => m007.down(db) },
      "008-callback-work": { up: (db) => m008.up(db), down: (db) => m008.down(db) },
      "009-seo-languages": { up: (db) => m009.up(db), down: (db) => m009.down(db) },
      "010-bank-hindi": { up: (db) => m010.up(db), down: (db) => m010.down(db) },
      "011-lead-language": { up: (db) => m011.up(db), down: (db) => m011.down(db) },
      "012-bank-applications": { up: (db) => m012.up(db, dialect), down: (db) => m012.down(db) },
      "013-lead-documents": { up: (db) => m013.up(db, dialect), down: (db) => m013.down(db) },
      "014-dashboard-counts": {
        up: (db) => m014.up(db, dialect),
        down: (db) => m014.down(db, dialect),
      },
      "015-form-client-ids": { up: (db) => m015.up(db), down: (db) => m015.down(db) },
      "016-first-response-and-sources": {
        up: (db) => m016.up(db),
        down: (db) => m016.down(db),
      },
      "017-assignment": { up: (db) => m017.up(db), down: (db) => m017.down(db) },
      "018-calls-and-bank-contact": {
        up: (db) => m018.up(db, dialect),
        down: (db) => m018.down(db),
      },
      "019-grievances-and-partners": {
        up: (db) => m019.up(db, dialect),
        down: (db) => m019.down(db),
      },
      "020-first-response-indexes": { up: (db) => m020.up(db), down: (db) => m020.down(db) },
      "021-funnel-summary": { up: (db) => m021.up(db), down: (db) => m021.down(db) },
      "022-escalated-by-status": { up: (db) => m022.up(db), down: (db) => m022.down(db) },
      "023-funnel-removed": {
        up: (db) => m023.up(db, dialect),
        down: (db) => m023.down(db, dialect),
      },
      "024-phone-key-with-id": { up: (db) => m024.up(db), down: (db) => m024.down(db) },
      "025-fair-offers": { up: (db) => m025.up(db), down: (db) => m025.down(db) },
      "026-pmay-candidate": { up: (db) => m026.up(db), down: (db) => m026.down(db) },
      "027-my-loans": { up: (db) => m027.up(db, dialect), down: (db) => m027.down(db) },
      "028-my-loan-sweeps": { up: (db) => m028.up(db), down: (db) => m028.down(db) },
      "029-callback-saved-loan": { up: (db) => m029.up(db), down: (db) => m029.down(db) },
      "030-backup-runs": { up: (db) => m030.up(db, dialect), down: (db) => m030.down(db) },
      "031-two-step": { up: (db) => m031.up(db, dialect), down: (db) => m031.down(db) },
    };
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
