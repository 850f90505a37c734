import { newVisit } from "../../server/analytics/ingest/visit";
import { type DatabaseHandle, migrate } from "../../server/db/database";
import { migrations } from "../../server/db/migrations/index";
import type { TestDatabase } from "./test-databases";

/**
 * Runs `body` on a fresh database of `target` as the migrations before `number` ("0025") left it, then closes and
 * removes it: where a migration's test starts, with the rows older versions stored.
 */
export async function beforeMigration(
  target: TestDatabase,
  number: string,
  body: (db: DatabaseHandle["db"]) => Promise<void>,
): Promise<void> {
  const database = await target.open();
  try {
    await migrate(database.db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < number)));
    await body(database.db);
  } finally {
    await database.close();
    await target.cleanup();
  }
}

/** A visit of one view of the home page, from a desktop in Indonesia at `at`, as the ingest makes it today. */
export const homePageVisit = (id: string, visitor: string, at: number) =>
  newVisit(id, visitor, {
    occurred_at: at,
    name: "page_view",
    page: "/",
    device: "desktop",
    country: "ID",
    properties: {},
  });
