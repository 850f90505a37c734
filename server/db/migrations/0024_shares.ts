import type { Kysely, Migration } from "kysely";

/**
 * Read-only links to the dashboard's figures that admins hand out (docs/ANALYTICS.md, "Shared links"): only
 * the SHA-256 of each link's token is kept, and the scrypt hash of its password when it has one.
 */
export const shares: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("analytics_shares")
      .addColumn("id", "varchar(24)", (col) => col.primaryKey())
      .addColumn("name", "varchar(80)", (col) => col.notNull())
      .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
      .addColumn("password_hash", "varchar(200)")
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .execute();
  },
};
