import { type Kysely, sql } from "kysely";
import { SITE_URL } from "../../../app/config/build";
import type { Dialect } from "../../db/database";
import type { Database } from "../../db/schema";
import { forgetVisitDays } from "../reports/visit-columns/cache";
import { applyToRollups, type StoredEvent } from "./rollup";
import { hostOf } from "./source";

/** Rows per INSERT statement: well inside both databases' limits on bound parameters. */
const ROWS_PER_INSERT = 200;

/** The site's own host: a referrer there is no source. */
const SITE_HOSTS = [hostOf(SITE_URL)];

/** The PostgreSQL advisory lock that lets one flush at a time, of any server process, touch visits and rollups. */
const FLUSH_LOCK = 7_310_001;

/**
 * Writes a flush's events and their effect on visits and rollups in one transaction: all of it, or none.
 * On PostgreSQL the flushes of all server processes take turns (an advisory lock held until commit), so
 * two processes never both start a visit for the same visitor nor deadlock on rollup rows; SQLite lets
 * one writer in at a time anyway. Then the filtered views read the days of the changed visits again.
 */
export function storeEvents(db: Kysely<Database>, dialect: Dialect) {
  return async (events: StoredEvent[]) => {
    const days = await db.transaction().execute(async (trx) => {
      if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${FLUSH_LOCK})`.execute(trx);
      // Visits first: they name each event's visit.
      const changed = await applyToRollups(trx, events, SITE_HOSTS);
      for (let start = 0; start < events.length; start += ROWS_PER_INSERT) {
        await trx
          .insertInto("analytics_events")
          .values(events.slice(start, start + ROWS_PER_INSERT))
          .execute();
      }
      return changed;
    });
    forgetVisitDays(db, days);
  };
}
