import { sql } from "kysely";
import type { Dialect } from "../db.server.ts";
import { type AnyDb, createPgCountTriggers } from "./ddl.ts";

// The dashboard at a million leads (issue 23, docs/decisions/029-dashboard-at-a-million.md): the
// open leads nobody is assigned to and the overdue follow-ups were counted from the table on every
// view (0.1–0.5 s on SQLite at a million leads). lead_work_counts keeps them, one row per
// (status, assigned or not, follow-up day), maintained by triggers in the transaction of every
// write to eligibility_applications, as lead_counts is (migration 004, ADR 017).

/** The follow-up day of a row in lead_work_counts; '' for none (a key column cannot be NULL). */
const followUp = (row: string) => `coalesce(${row}follow_up_on, '')`;
const assigned = (row: string) => `CASE WHEN ${row}assigned_to IS NULL THEN 0 ELSE 1 END`;
const key = (row: string) => `${row}status, ${assigned(row)}, ${followUp(row)}`;

const TRIGGERS = ["lead_work_counts_insert", "lead_work_counts_update", "lead_work_counts_delete"];
const PG_FUNCTIONS = [
  "lead_work_counts_on_insert",
  "lead_work_counts_on_update",
  "lead_work_counts_on_delete",
];

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);

  await run(`CREATE TABLE lead_work_counts (
    status text NOT NULL,
    assigned integer NOT NULL,
    follow_up_on text NOT NULL,
    n integer NOT NULL,
    PRIMARY KEY (status, assigned, follow_up_on)
  )`);
  // Existing leads: one pass over the table, once.
  await run(`INSERT INTO lead_work_counts (status, assigned, follow_up_on, n)
    SELECT ${key("")}, count(*) FROM eligibility_applications GROUP BY 1, 2, 3`);

  if (dialect === "sqlite") {
    const add = (
      row: string,
      delta: 1 | -1,
    ) => `INSERT INTO lead_work_counts (status, assigned, follow_up_on, n)
      VALUES (${key(row)}, ${delta})
      ON CONFLICT (status, assigned, follow_up_on) DO UPDATE SET n = n + (${delta});`;
    await run(`CREATE TRIGGER lead_work_counts_insert AFTER INSERT ON eligibility_applications
    BEGIN ${add("new.", 1)} END`);
    // Only a change of one of the three keys moves a lead between rows: a reassignment from one
    // member to another, a status set to itself or retention's erasure leave the counts alone.
    await run(`CREATE TRIGGER lead_work_counts_update
      AFTER UPDATE OF status, assigned_to, follow_up_on ON eligibility_applications
      WHEN old.status IS NOT new.status
        OR (old.assigned_to IS NULL) IS NOT (new.assigned_to IS NULL)
        OR old.follow_up_on IS NOT new.follow_up_on
    BEGIN ${add("old.", -1)} ${add("new.", 1)} END`);
    await run(`CREATE TRIGGER lead_work_counts_delete AFTER DELETE ON eligibility_applications
    BEGIN ${add("old.", -1)} END`);
    return;
  }

  // PostgreSQL: statement-level triggers over the transition tables, one upsert per group per
  // statement (the write batcher's multi-row INSERT, ADR 007), in key order so two transactions
  // lock the rows in the same order. Transition tables cannot go with a column list (UPDATE OF),
  // so every UPDATE runs the function; rows whose keys did not change cancel out (HAVING).
  const upsert = (
    changes: string,
  ) => `INSERT INTO lead_work_counts (status, assigned, follow_up_on, n)
      ${changes}
      ON CONFLICT (status, assigned, follow_up_on) DO UPDATE SET n = lead_work_counts.n + excluded.n;`;
  await run(`CREATE FUNCTION lead_work_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${upsert(`SELECT ${key("")}, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)}
      RETURN NULL;
    END $$`);
  await run(`CREATE FUNCTION lead_work_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${upsert(`SELECT ${key("")}, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)}
      RETURN NULL;
    END $$`);
  await run(`CREATE FUNCTION lead_work_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${upsert(`SELECT s, a, f, sum(n) FROM (
          SELECT ${key("")}, -1 AS n FROM old_rows
          UNION ALL
          SELECT ${key("")}, 1 FROM new_rows
        ) AS changes (s, a, f, n) GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3`)}
      RETURN NULL;
    END $$`);
  await createPgCountTriggers(db, "lead_work_counts");
}

export async function down(db: AnyDb, dialect: Dialect): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (dialect === "sqlite") {
    for (const t of TRIGGERS) await run(`DROP TRIGGER IF EXISTS ${t}`);
  } else {
    for (const t of TRIGGERS) await run(`DROP TRIGGER IF EXISTS ${t} ON eligibility_applications`);
    for (const f of PG_FUNCTIONS) await run(`DROP FUNCTION IF EXISTS ${f}()`);
  }
  await run("DROP TABLE IF EXISTS lead_work_counts");
}
