// docs/performance.md "My loan at 100,000 saved loans": how long a new repo rate takes to queue
// the messages of 100,000 saved repo loans (docs/product/my-loan.md "Told when it matters"), on
// the database DATABASE_URL names (PostgreSQL) or a fresh SQLite file in DATA_DIR. Run with
// `npx tsx scripts/my-loan-scale.ts [count]`. It drives the module directly (the sweep the route
// starts), then checks that a second sweep queues nothing.

import { closeDb, getDb } from "../app/db/db.server.ts";
import { migrateToLatest } from "../app/db/migrate.server.ts";
import { sweepNotices } from "../app/modules/my-loans/notices.server.ts";

const count = Number(process.argv[2] ?? 100_000);
const now = new Date();
const at = new Date(now.getTime() - 86_400_000).toISOString();

await migrateToLatest();
const db = getDb();
await db.deleteFrom("saved_loans").execute();
const started = Date.now();
for (let i = 0; i < count; i += 1000) {
  const rows = Array.from({ length: Math.min(1000, count - i) }, (_, j) => ({
    phone: `9${String(i + j).padStart(9, "0")}`,
    email: `loan${i + j}@example.test`,
    bank: "sbi",
    lender_name: null,
    rate_type: "repo" as const,
    current_rate: 8.15,
    last_reset_on: "2026-10-01",
    reset_every_months: 3,
    outstanding: 3_000_000 + ((i + j) % 1000) * 1000,
    remaining_months: 216,
    emi: null,
    language: (i + j) % 2 ? ("hi" as const) : ("en" as const),
    consent_at: at,
    consent_notice_version: "scale",
    created_at: at,
  }));
  await db.insertInto("saved_loans").values(rows).execute();
}
console.log(`seeded ${count} loans in ${Date.now() - started} ms`);
await db
  .insertInto("benchmarks")
  .values({
    name: "repo",
    rate: 5,
    effective_from: "2026-12-20",
    source_url: "https://rbi.org.in/scale",
    created_at: now.toISOString(),
    created_by: "scale",
  })
  .onConflict((oc) => oc.columns(["name", "effective_from"]).doNothing())
  .execute();
const t0 = Date.now();
const told = await sweepNotices(new Date());
const first = Date.now() - t0;
const t1 = Date.now();
const again = await sweepNotices(new Date());
const second = Date.now() - t1;
const queued = await db
  .selectFrom("mail_outbox")
  .select(db.fn.countAll().as("n"))
  .where("kind", "=", "my-loan")
  .executeTakeFirst();
console.log(
  JSON.stringify({
    count,
    told,
    first_sweep_ms: first,
    second_sweep_told: again,
    second_sweep_ms: second,
    mail_queued: Number(queued?.n),
  }),
);
await closeDb();
