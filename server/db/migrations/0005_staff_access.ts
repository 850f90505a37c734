import type { Kysely, Migration } from "kysely";

/**
 * Staff accounts and their sign-in sessions. E-mail addresses are stored lower-case, so the unique
 * index makes them unique regardless of case. A session's id is the SHA-256 of the cookie's token:
 * the database never holds a usable token. Times are epoch milliseconds.
 */
export const staffAccess: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff_accounts")
      .addColumn("id", "varchar(32)", (column) => column.primaryKey())
      .addColumn("email", "varchar(254)", (column) => column.notNull().unique())
      .addColumn("display_name", "varchar(100)", (column) => column.notNull())
      .addColumn("password_hash", "varchar(200)", (column) => column.notNull())
      .addColumn("disabled", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("demo", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("last_sign_in_at", "bigint")
      .execute();
    await db.schema
      .createTable("staff_sessions")
      .addColumn("id", "varchar(64)", (column) => column.primaryKey())
      .addColumn("account_id", "varchar(32)", (column) =>
        column.notNull().references("staff_accounts.id").onDelete("cascade"),
      )
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("last_seen_at", "bigint", (column) => column.notNull())
      .addColumn("expires_at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("staff_sessions_account_id").on("staff_sessions").column("account_id").execute();
    await db.schema.createIndex("staff_sessions_expires_at").on("staff_sessions").column("expires_at").execute();
  },
};
