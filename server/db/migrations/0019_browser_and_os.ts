import type { Kysely, Migration } from "kysely";

/**
 * The browser's and the operating system's names of events and visits, read from the user agent when an event
 * comes in (server/analytics/ingest/user-agent.ts); the user agent itself is never stored. Rows stored before
 * have none (""), and are not a row of the browser and system breakdowns.
 */
export const browserAndOs: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ["analytics_events", "analytics_visits"]) {
      for (const column of ["browser", "os"]) {
        await db.schema
          .alterTable(table)
          .addColumn(column, "varchar(40)", (col) => col.notNull().defaultTo(""))
          .execute();
      }
    }
  },
};
