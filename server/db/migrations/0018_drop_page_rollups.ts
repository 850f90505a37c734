import type { Kysely, Migration } from "kysely";

/**
 * The page views per page and hour or day, by the path a visitor opened (`/id/about` apart from `/about`), are
 * no longer kept: the dashboard's top pages read the page breakdown of analytics_breakdown_daily, whose pages
 * are in the default language's form as every filtered report counts them, so the two agree.
 */
export const dropPageRollups: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ["analytics_pages_hourly", "analytics_pages_daily"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
