import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import { createDataDir, createPrivateFile } from "./data-dir";
import { migrations as appMigrations } from "./migrations";
import type { Database } from "./schema";
import { keptStatements } from "./sqlite-statements";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** True when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir; ":memory:" for a private in-memory database. */
  sqliteFile?: string;
}

function sqliteDialect(dataDir: string, file: string) {
  const location = file === ":memory:" ? file : path.join(dataDir, file);
  if (location !== ":memory:") {
    // Made private before SQLite opens it: SQLite gives the WAL and SHM files the database file's mode.
    createDataDir(dataDir);
    createPrivateFile(location);
  }
  const database = new SQLite(location);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return new SqliteDialect({ database: keptStatements(database) });
}

/** PostgreSQL's driver is loaded with the first query, so that a server on SQLite (the default) never loads it. */
function postgresDialect(connectionString: string) {
  return new PostgresDialect({
    pool: async () => {
      const { default: pg } = await import("pg");
      const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
      // A client that loses its connection (a database restart, say) must not crash the process: the query
      // in progress fails and is retried by its caller, and the pool replaces the client.
      pool.on("error", () => {});
      pool.on("connect", (client) => client.on("error", () => {}));
      return pool;
    },
  });
}

export function openDatabase({ databaseUrl, dataDir, sqliteFile = "site.db" }: DatabaseOptions): DatabaseHandle {
  const dialect: Dialect = databaseUrl ? "postgres" : "sqlite";
  const db = new Kysely<Database>({
    dialect: databaseUrl ? postgresDialect(databaseUrl) : sqliteDialect(dataDir, sqliteFile),
  });

  async function ping(timeoutMs = 2000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const query = sql`select 1 as ok`
      .execute(db)
      .then(() => true)
      .catch(() => false);
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return { db, dialect, ping, close: () => db.destroy() };
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrate(
  db: Kysely<Database>,
  migrations: Record<string, Migration> = appMigrations,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
