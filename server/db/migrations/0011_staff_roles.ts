import type { Kysely, Migration } from "kysely";

/**
 * Staff roles and invitations (docs/decisions/023). Every account gets a role, `admin` or `viewer`;
 * accounts that exist when this runs become `admin`, so that nobody loses what they could do before the
 * upgrade (every account could do everything then). New accounts are always given their role explicitly.
 *
 * An invitation is an admin's offer of an account with a role to an e-mail address: single-use and
 * expiring. Like a session, it is keyed by the SHA-256 of its link's token, so the database never holds a
 * usable link. It is pending until accepted, revoked or past `expires_at`. Times are epoch milliseconds.
 */
export const staffRoles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("staff_accounts")
      .addColumn("role", "varchar(16)", (column) => column.notNull().defaultTo("admin"))
      .execute();
    await db.schema
      .createTable("staff_invitations")
      .addColumn("id", "varchar(32)", (column) => column.primaryKey())
      .addColumn("token_hash", "varchar(64)", (column) => column.notNull().unique())
      .addColumn("email", "varchar(254)", (column) => column.notNull())
      .addColumn("role", "varchar(16)", (column) => column.notNull())
      .addColumn("locale", "varchar(8)", (column) => column.notNull())
      .addColumn("invited_by", "varchar(254)", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("expires_at", "bigint", (column) => column.notNull())
      .addColumn("accepted_at", "bigint")
      .addColumn("revoked_at", "bigint")
      .execute();
    await db.schema.createIndex("staff_invitations_email").on("staff_invitations").column("email").execute();
  },
};
