import type { Kysely, Migration } from "kysely";

/**
 * How many addresses left the newsletter by their own unsubscribe link, per day of the site's calendar
 * (docs/decisions/025): a count only, never which address, so that staff see a wave of unsubscribes that
 * the list alone would hide.
 */
export const newsletterUnsubscribes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("newsletter_unsubscribes")
      .addColumn("day", "varchar(10)", (column) => column.primaryKey())
      .addColumn("unsubscribes", "integer", (column) => column.notNull())
      .execute();
  },
};
