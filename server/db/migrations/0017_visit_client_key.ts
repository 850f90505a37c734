import type { Kysely, Migration } from "kysely";

/**
 * The client key of analytics events and visits (docs/decisions/017, "Suspected automated traffic"): a daily
 * pseudonym of the address alone, beside the visitor's pseudonym of address and user agent, so that the
 * reports can tell many visitors of one address from visitors of many. Rows stored before have none ("").
 */
export const visitClientKey: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ["analytics_events", "analytics_visits"]) {
      await db.schema
        .alterTable(table)
        .addColumn("client", "varchar(22)", (col) => col.notNull().defaultTo(""))
        .execute();
    }
  },
};
