import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { applyToRollups, type StoredEvent } from "./rollup";

/** Rows per INSERT statement: well inside both databases' limits on bound parameters. */
const ROWS_PER_INSERT = 200;

/** Writes a flush's events and their effect on visits and rollups in one transaction: all of it, or none. */
export function storeEvents(db: Kysely<Database>) {
  return (events: StoredEvent[]) =>
    db.transaction().execute(async (trx) => {
      for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
        await trx
          .insertInto("analytics_events")
          .values(events.slice(start, start + ROWS_PER_INSERT))
          .execute();
      }
      await applyToRollups(trx, events);
    });
}
