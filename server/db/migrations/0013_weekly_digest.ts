import type { Kysely, Migration } from "kysely";

/**
 * The weekly digest: staff who want it have the language it is written in (digest_locale; null: no
 * digest), and every digest that was sent is a row of digest_deliveries, one per account and week, which
 * any instance inserts before it mails one, so that no week is mailed twice.
 */
export const weeklyDigest: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("staff_accounts").addColumn("digest_locale", "varchar(8)").execute();
    await db.schema
      .createTable("digest_deliveries")
      .addColumn("account_id", "varchar(32)", (column) =>
        column.notNull().references("staff_accounts.id").onDelete("cascade"),
      )
      .addColumn("week", "varchar(10)", (column) => column.notNull())
      .addColumn("sent_at", "bigint", (column) => column.notNull())
      .addPrimaryKeyConstraint("digest_deliveries_pk", ["account_id", "week"])
      .execute();
  },
};
