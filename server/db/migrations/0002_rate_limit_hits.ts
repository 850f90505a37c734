import type { Kysely, Migration } from "kysely";

/** Rate-limit counters, shared by every server instance that uses the same database. */
export const rateLimitHits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("rate_limit_hits")
      .addColumn("key", "varchar(200)", (column) => column.primaryKey())
      .addColumn("hits", "integer", (column) => column.notNull())
      .addColumn("reset_at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("rate_limit_hits_reset_at").on("rate_limit_hits").column("reset_at").execute();
  },
};
