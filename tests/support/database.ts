import path from "node:path";
import Database from "better-sqlite3";

/** Runs a read-only query on a server's SQLite database (in its data folder) and returns the rows. */
export function queryDatabase<Row>(dataDir: string, query: string): Row[] {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return db.prepare(query).all() as Row[];
  } finally {
    db.close();
  }
}

/** How many analytics events a server's SQLite database holds. */
export function storedEventCount(dataDir: string): number {
  return queryDatabase<{ n: number }>(dataDir, "select count(*) as n from analytics_events")[0]?.n ?? 0;
}
