import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/**
 * Prepared statements kept, by their SQL text. The app's queries are a few hundred texts (a list of values
 * makes a text per length); the least recently used beyond this many is dropped.
 */
export const KEPT_STATEMENTS = 500;

/**
 * The connection as Kysely's SQLite driver sees it, preparing each SQL text once: the driver asks for a
 * statement for every query, and preparing one (parsing and planning it) cost more than running most of the
 * app's queries (the session lookup, a rate-limit count, a security-log insert). A statement still being
 * iterated is not handed out twice; SQLite itself prepares a kept statement again after a schema change.
 */
export function keptStatements(database: SQLite.Database, limit = KEPT_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement<unknown[]>>();
  return {
    close: () => database.close(),
    prepare(source) {
      const statement = kept.get(source);
      if (statement && !statement.busy) {
        // Moved to the end: the Map's order is the order of last use.
        kept.delete(source);
        kept.set(source, statement);
        return statement;
      }
      const prepared = database.prepare(source);
      if (!statement) {
        kept.set(source, prepared);
        if (kept.size > limit) kept.delete(kept.keys().next().value as string);
      }
      return prepared;
    },
  };
}
