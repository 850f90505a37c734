import type { Kysely } from "kysely";
import type { AnalyticsEventsTable, Database } from "../db/schema";

/** Rows per INSERT statement: well inside both databases' limits on bound parameters. */
const ROWS_PER_INSERT = 200;

/** Writes a flush's events in one transaction: all of them are stored, or none. */
export function storeEvents(db: Kysely<Database>) {
  return (events: AnalyticsEventsTable[]) =>
    db.transaction().execute(async (trx) => {
      for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
        await trx
          .insertInto("analytics_events")
          .values(events.slice(start, start + ROWS_PER_INSERT))
          .execute();
      }
    });
}
