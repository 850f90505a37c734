import type { Kysely, Migration } from "kysely";

/**
 * Views of the dashboard that admins named (docs/ANALYTICS.md, "Saved views"): the view's query as the
 * dashboard's URL writes it (range, comparison, filters, interval), which any staff member can open.
 */
export const savedViews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("saved_views")
      .addColumn("id", "varchar(24)", (col) => col.primaryKey())
      .addColumn("name", "varchar(80)", (col) => col.notNull().unique())
      .addColumn("query", "varchar(4000)", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .execute();
  },
};
