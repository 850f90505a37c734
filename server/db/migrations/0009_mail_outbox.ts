import type { Kysely, Migration } from "kysely";

/**
 * The mail outbox: every mail is written here first, in the same transaction as what caused it, and
 * sent by whichever instance claims it (claimed_by until claimed_until). `status` is pending, sent or
 * failed; a failed attempt sets next_attempt_at later. Times are epoch milliseconds.
 */
export const mailOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("mail_outbox")
      .addColumn("id", "varchar(32)", (column) => column.primaryKey())
      .addColumn("kind", "varchar(40)", (column) => column.notNull())
      .addColumn("recipient", "varchar(254)", (column) => column.notNull())
      .addColumn("subject", "varchar(300)", (column) => column.notNull())
      .addColumn("text", "text", (column) => column.notNull())
      .addColumn("html", "text", (column) => column.notNull())
      .addColumn("headers", "text", (column) => column.notNull())
      .addColumn("status", "varchar(10)", (column) => column.notNull())
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
      .addColumn("claimed_by", "varchar(32)")
      .addColumn("claimed_until", "bigint")
      .addColumn("last_error", "varchar(500)")
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("sent_at", "bigint")
      .execute();
    await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
  },
};
