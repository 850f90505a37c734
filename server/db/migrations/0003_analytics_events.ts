import type { Kysely, Migration } from "kysely";

/** Raw analytics events (pruned by time, so they need no key) and the daily salts of the visitor pseudonyms. */
export const analyticsEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("analytics_salts")
      .addColumn("day", "varchar(10)", (column) => column.primaryKey())
      .addColumn("salt", "varchar(64)", (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("analytics_events")
      .addColumn("occurred_at", "bigint", (column) => column.notNull())
      .addColumn("name", "varchar(32)", (column) => column.notNull())
      .addColumn("visitor", "varchar(32)", (column) => column.notNull())
      .addColumn("page", "varchar(300)", (column) => column.notNull())
      .addColumn("properties", "text", (column) => column.notNull())
      .addColumn("device", "varchar(8)", (column) => column.notNull())
      .addColumn("country", "varchar(8)", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("analytics_events_occurred_at").on("analytics_events").column("occurred_at").execute();
  },
};
