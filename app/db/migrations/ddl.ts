import { type CreateTableBuilder, type Kysely, sql } from "kysely";
import type { Dialect } from "../db.server.ts";

// The DDL shapes the migrations repeat, written once. A migration describes the schema at its point
// in history, so these helpers only spell columns out; they must keep producing the same DDL
// (check a freshly migrated database's schema on SQLite and PostgreSQL before and after a change).

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at their point in history
export type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: as above
type TableBuilder = CreateTableBuilder<any, any>;

/** Money: double precision rupees on both engines (app/db/schema.ts column conventions). */
export const money = sql`double precision`;

/**
 * `create table <name>` starting with its auto-incrementing key: the one place the engines
 * differ (docs/decisions/002-sqlite-and-postgresql-through-kysely.md).
 */
export function createTableWithId(db: AnyDb, dialect: Dialect, name: string): TableBuilder {
  const table = db.schema.createTable(name);
  return dialect === "postgres"
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/** NOT NULL text columns in the order given, for a table builder's `$call`. */
export function requiredText(...names: string[]) {
  return (table: TableBuilder): TableBuilder =>
    names.reduce((t, name) => t.addColumn(name, "text", (c) => c.notNull()), table);
}

/** `column in ('a', 'b', …)`: a check constraint over a list the migration freezes. */
export function inList(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

/** `create index <name> on <table> (<columns>)`; the caller adds `.unique()` and executes it. */
export function createIndexOn(db: AnyDb, name: string, table: string, columns: string[]) {
  return db.schema.createIndex(name).on(table).columns(columns);
}

/**
 * `create index <table>_<suffix> on <table> (<columns>)`, executed. Every index is named after its
 * table (as 020's and 022's partial ones are), so the table is written once. A unique index is
 * createIndexOn's, with `.unique()`.
 */
export function indexOn(db: AnyDb, table: string, suffix: string, columns: string[]) {
  return createIndexOn(db, `${table}_${suffix}`, table, columns).execute();
}

/** `create index <name> on <table> (<columns>) where <condition>`: a partial index, executed. */
export function createPartialIndex(
  db: AnyDb,
  name: string,
  table: string,
  columns: readonly string[],
  condition: string,
) {
  return createIndexOn(db, name, table, [...columns])
    .where(sql.raw<boolean>(condition))
    .execute();
}

/** `alter table <table> add column …`, one column per statement as SQLite requires. */
export function addColumnTo(
  db: AnyDb,
  table: string,
  ...column: Parameters<ReturnType<AnyDb["schema"]["alterTable"]>["addColumn"]>
) {
  return db.schema.alterTable(table).addColumn(...column);
}

/** A required reference to `<parent>.id`: the row belongs to its parent and goes with it. */
export function belongsTo(column: string, parent: string) {
  return (table: TableBuilder): TableBuilder =>
    table.addColumn(column, "integer", (c) =>
      c.notNull().references(`${parent}.id`).onDelete("cascade"),
    );
}

/**
 * PostgreSQL: the statement-level triggers of a kept count on eligibility_applications (ADR 017),
 * `<prefix>_insert`, `_delete` and `_update`, each running `<prefix>_on_<event>()` over the
 * statement's transition tables `new_rows` and `old_rows`.
 */
export async function createPgCountTriggers(db: AnyDb, prefix: string): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`CREATE TRIGGER ${prefix}_insert AFTER INSERT ON eligibility_applications
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${prefix}_on_insert()`);
  await run(`CREATE TRIGGER ${prefix}_delete AFTER DELETE ON eligibility_applications
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${prefix}_on_delete()`);
  await run(`CREATE TRIGGER ${prefix}_update AFTER UPDATE ON eligibility_applications
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION ${prefix}_on_update()`);
}
