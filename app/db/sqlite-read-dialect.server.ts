// A Kysely dialect whose one "connection" sends each compiled query to the SQLite read workers
// (ADR 023): the admin's queries keep their one Kysely code for both engines, and only where they
// run changes.

import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import type { SqliteReadWorkers } from "./sqlite-read-worker.server.ts";

const NO_TRANSACTIONS =
  "The read connection runs no transactions: write, and read inside a transaction, through getDb().";

class ReadConnection implements DatabaseConnection {
  constructor(private readonly workers: SqliteReadWorkers) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.workers.query(compiledQuery.sql, compiledQuery.parameters);
    // Shaped as Kysely's own SqliteConnection shapes better-sqlite3's answers.
    if (result.changes === undefined) return { rows: result.rows as R[] };
    return {
      numAffectedRows: BigInt(result.changes),
      insertId: result.lastInsertRowid === undefined ? undefined : BigInt(result.lastInsertRowid),
      rows: [],
    };
  }

  // biome-ignore lint/correctness/useYield: it refuses before the first row.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("The read connection does not stream: read in keyset chunks (ADR 018).");
  }
}

class ReadDriver implements Driver {
  readonly #connection: ReadConnection;

  constructor(private readonly workers: SqliteReadWorkers) {
    this.#connection = new ReadConnection(workers);
  }

  async init(): Promise<void> {}

  // Every query is its own message, so one connection serves any number of concurrent queries;
  // the workers queue them (and several workers run them side by side).
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    throw new Error(NO_TRANSACTIONS);
  }

  async commitTransaction(): Promise<void> {
    throw new Error(NO_TRANSACTIONS);
  }

  async rollbackTransaction(): Promise<void> {
    throw new Error(NO_TRANSACTIONS);
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.workers.close();
  }
}

export class SqliteReadDialect implements Dialect {
  constructor(private readonly workers: SqliteReadWorkers) {}

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createDriver(): Driver {
    return new ReadDriver(this.workers);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's own dialects take Kysely<any> here.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
