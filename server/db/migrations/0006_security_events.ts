import type { Kysely, Migration } from "kysely";

/** The security log: what happened (type), when (epoch milliseconds) and its details as JSON. */
export const securityEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("security_events")
      .addColumn("id", "varchar(24)", (column) => column.primaryKey())
      .addColumn("occurred_at", "bigint", (column) => column.notNull())
      .addColumn("type", "varchar(64)", (column) => column.notNull())
      .addColumn("details", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("security_events_occurred_at").on("security_events").column("occurred_at").execute();
  },
};
