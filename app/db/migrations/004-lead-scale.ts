import { sql } from "kysely";
import type { Dialect } from "../db.server.ts";
import { compactPhone, PG_SEARCH_EXPRESSIONS } from "../search-expressions.ts";
import { type AnyDb, createPgCountTriggers } from "./ddl.ts";

// A million leads (issue 16, docs/decisions/017-leads-at-a-million-rows.md): every admin filter
// and the search use an index, and the counts the list and the dashboard show are kept by the
// database itself in lead_counts, so no page view scans the table.

/** The calendar day in India (UTC+5:30) of an ISO timestamp column, as YYYY-MM-DD. */
const sqliteIstDay = (column: string) => `date(${column}, '+330 minutes')`;
const pgIstDay = (column: string) =>
  `to_char((${column})::timestamptz at time zone 'UTC' + interval '330 minutes', 'YYYY-MM-DD')`;

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);

  // Newest first, with id as the tie-break, is the order of the list, its pages and the export:
  // (created_at, id) replaces the index on created_at alone.
  await run("DROP INDEX IF EXISTS eligibility_applications_created");
  await run(
    "CREATE INDEX eligibility_applications_newest ON eligibility_applications (created_at, id)",
  );
  await run(
    "CREATE INDEX eligibility_applications_status ON eligibility_applications (status, created_at, id)",
  );
  await run(
    "CREATE INDEX eligibility_applications_eligible ON eligibility_applications (is_eligible, created_at, id)",
  );
  await run(
    "CREATE INDEX eligibility_applications_eligible_status ON eligibility_applications (is_eligible, status, created_at, id)",
  );

  // Kept counts: one row per (day in India, status, eligible). The dashboard and every count of
  // an unsearched list are sums over a few thousand rows at most, whatever the size of the table.
  await run(`CREATE TABLE lead_counts (
    day text NOT NULL,
    status text NOT NULL,
    is_eligible integer NOT NULL,
    n integer NOT NULL,
    PRIMARY KEY (day, status, is_eligible)
  )`);

  if (dialect === "sqlite") {
    const day = sqliteIstDay;
    await run(`INSERT INTO lead_counts (day, status, is_eligible, n)
      SELECT ${day("created_at")}, status, is_eligible, count(*) FROM eligibility_applications
      GROUP BY 1, 2, 3`);
    await run(`CREATE TRIGGER lead_counts_insert AFTER INSERT ON eligibility_applications BEGIN
      INSERT INTO lead_counts (day, status, is_eligible, n)
      VALUES (${day("new.created_at")}, new.status, new.is_eligible, 1)
      ON CONFLICT (day, status, is_eligible) DO UPDATE SET n = n + 1;
    END`);
    await run(`CREATE TRIGGER lead_counts_update
      AFTER UPDATE OF status, is_eligible, created_at ON eligibility_applications
      WHEN old.status IS NOT new.status OR old.is_eligible IS NOT new.is_eligible
        OR old.created_at IS NOT new.created_at
    BEGIN
      UPDATE lead_counts SET n = n - 1 WHERE day = ${day("old.created_at")}
        AND status = old.status AND is_eligible = old.is_eligible;
      INSERT INTO lead_counts (day, status, is_eligible, n)
      VALUES (${day("new.created_at")}, new.status, new.is_eligible, 1)
      ON CONFLICT (day, status, is_eligible) DO UPDATE SET n = n + 1;
    END`);
    await run(`CREATE TRIGGER lead_counts_delete AFTER DELETE ON eligibility_applications BEGIN
      UPDATE lead_counts SET n = n - 1 WHERE day = ${day("old.created_at")}
        AND status = old.status AND is_eligible = old.is_eligible;
    END`);

    // Search: an FTS5 table with the trigram tokenizer answers "contains" (LIKE '%…%') for three
    // characters or more from an index. One column per field, so a match never spans two fields.
    await run(`CREATE VIRTUAL TABLE lead_search USING fts5(
      name, email, phone, phone_digits, tokenize = 'trigram'
    )`);
    const values = (r: string) =>
      `${r}.id, ${r}.first_name || ' ' || ${r}.last_name, ${r}.email, ${r}.phone_number, ${compactPhone(`${r}.phone_number`)}`;
    await run(`INSERT INTO lead_search (rowid, name, email, phone, phone_digits)
      SELECT ${values("a")} FROM eligibility_applications a`);
    await run(`CREATE TRIGGER lead_search_insert AFTER INSERT ON eligibility_applications BEGIN
      INSERT INTO lead_search (rowid, name, email, phone, phone_digits) VALUES (${values("new")});
    END`);
    await run(`CREATE TRIGGER lead_search_update
      AFTER UPDATE OF first_name, last_name, email, phone_number ON eligibility_applications
    BEGIN
      DELETE FROM lead_search WHERE rowid = old.id;
      INSERT INTO lead_search (rowid, name, email, phone, phone_digits) VALUES (${values("new")});
    END`);
    await run(`CREATE TRIGGER lead_search_delete AFTER DELETE ON eligibility_applications BEGIN
      DELETE FROM lead_search WHERE rowid = old.id;
    END`);
    return;
  }

  // PostgreSQL: statement-level triggers over the transition tables, so a multi-row INSERT of the
  // write batcher (ADR 007) costs one upsert per (day, status, eligible) group, not one per lead.
  // Groups are upserted in key order, so two concurrent batches lock rows in the same order.
  const day = pgIstDay;
  await run(`INSERT INTO lead_counts (day, status, is_eligible, n)
    SELECT ${day("created_at")}, status, is_eligible, count(*) FROM eligibility_applications
    GROUP BY 1, 2, 3`);
  // An insert adds each new row's group, a delete takes each old row's away.
  for (const [event, count, rows] of [
    ["insert", "count(*)", "new_rows"],
    ["delete", "-count(*)", "old_rows"],
  ]) {
    await run(`CREATE FUNCTION lead_counts_on_${event}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO lead_counts (day, status, is_eligible, n)
      SELECT ${day("created_at")}, status, is_eligible, ${count} FROM ${rows}
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (day, status, is_eligible) DO UPDATE SET n = lead_counts.n + excluded.n;
      RETURN NULL;
    END $$`);
  }
  await run(`CREATE FUNCTION lead_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO lead_counts (day, status, is_eligible, n)
      SELECT d, s, e, sum(n) FROM (
        SELECT ${day("created_at")} AS d, status AS s, is_eligible AS e, -1 AS n FROM old_rows
        UNION ALL
        SELECT ${day("created_at")}, status, is_eligible, 1 FROM new_rows
      ) changes GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (day, status, is_eligible) DO UPDATE SET n = lead_counts.n + excluded.n;
      RETURN NULL;
    END $$`);
  await createPgCountTriggers(db, "lead_counts");

  // Search: pg_trgm GIN indexes on the very expressions the list's query writes; the database
  // keeps them in step with every write.
  await run("CREATE EXTENSION IF NOT EXISTS pg_trgm");
  for (const [key, expression] of Object.entries(PG_SEARCH_EXPRESSIONS)) {
    await run(
      `CREATE INDEX eligibility_applications_search_${key.toLowerCase()} ON eligibility_applications USING gin ((${expression}) gin_trgm_ops)`,
    );
  }
}

export async function down(db: AnyDb, dialect: Dialect): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (dialect === "sqlite") {
    for (const t of ["lead_search_insert", "lead_search_update", "lead_search_delete"])
      await run(`DROP TRIGGER IF EXISTS ${t}`);
    await run("DROP TABLE IF EXISTS lead_search");
    for (const t of ["lead_counts_insert", "lead_counts_update", "lead_counts_delete"])
      await run(`DROP TRIGGER IF EXISTS ${t}`);
  } else {
    for (const t of ["lead_counts_insert", "lead_counts_update", "lead_counts_delete"])
      await run(`DROP TRIGGER IF EXISTS ${t} ON eligibility_applications`);
    for (const f of ["lead_counts_on_insert", "lead_counts_on_delete", "lead_counts_on_update"])
      await run(`DROP FUNCTION IF EXISTS ${f}()`);
    for (const key of Object.keys(PG_SEARCH_EXPRESSIONS))
      await run(`DROP INDEX IF EXISTS eligibility_applications_search_${key.toLowerCase()}`);
  }
  await run("DROP TABLE IF EXISTS lead_counts");
  for (const i of ["newest", "status", "eligible", "eligible_status"])
    await run(`DROP INDEX IF EXISTS eligibility_applications_${i}`);
  await run(
    "CREATE INDEX eligibility_applications_created ON eligibility_applications (created_at)",
  );
}
