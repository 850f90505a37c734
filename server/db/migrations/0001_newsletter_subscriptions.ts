import type { Kysely, Migration } from "kysely";

/** Newsletter sign-ups: one row per address (stored lower-case), with the page language and time. */
export const newsletterSubscriptions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("newsletter_subscriptions")
      .addColumn("email", "varchar(254)", (column) => column.primaryKey())
      .addColumn("locale", "varchar(8)", (column) => column.notNull())
      .addColumn("created_at", "varchar(32)", (column) => column.notNull())
      .execute();
  },
};
