import type { Kysely, Migration } from "kysely";

/**
 * Filtered reports read the visit rows of a range of days (docs/decisions/017): an index on the visit's
 * day lets a short range (today, a week) skip the months of visits kept before it.
 */
export const visitDayIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("analytics_visits_day").on("analytics_visits").column("day").execute();
  },
};
