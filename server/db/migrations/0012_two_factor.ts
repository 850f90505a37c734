import type { Kysely, Migration } from "kysely";

/**
 * Second factors of staff sign-in (docs/decisions/022): an authenticator app's secret (encrypted) with the
 * time step of its last accepted code, one-time recovery codes (hashed), passkeys, and sign-ins waiting for
 * their second step (keyed by the SHA-256 of the cookie's token). A session may hold a passkey registration's
 * challenge; `site_settings` holds settings that admins change in the staff area. Times are epoch milliseconds.
 */
export const twoFactor: Migration = {
  async up(db: Kysely<unknown>) {
    const account = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn("account_id", "varchar(32)", (column) =>
          column.notNull().references("staff_accounts.id").onDelete("cascade"),
        );
    await account("staff_totp")
      .addPrimaryKeyConstraint("staff_totp_pk", ["account_id"])
      .addColumn("secret", "varchar(200)", (column) => column.notNull())
      .addColumn("confirmed", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("last_time_step", "bigint")
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .execute();
    await account("staff_recovery_codes")
      .addColumn("code_hash", "varchar(64)", (column) => column.notNull())
      .addPrimaryKeyConstraint("staff_recovery_codes_pk", ["account_id", "code_hash"])
      .execute();
    await account("staff_passkeys")
      .addColumn("id", "varchar(512)", (column) => column.primaryKey())
      .addColumn("name", "varchar(100)", (column) => column.notNull())
      .addColumn("public_key", "text", (column) => column.notNull())
      .addColumn("counter", "bigint", (column) => column.notNull())
      .addColumn("transports", "varchar(200)", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("last_used_at", "bigint")
      .execute();
    await db.schema.createIndex("staff_passkeys_account_id").on("staff_passkeys").column("account_id").execute();
    await account("staff_pending_sign_ins")
      .addColumn("id", "varchar(64)", (column) => column.primaryKey())
      .addColumn("expires_at", "bigint", (column) => column.notNull())
      .addColumn("challenge", "varchar(200)")
      .execute();
    await db.schema
      .createIndex("staff_pending_sign_ins_expires_at")
      .on("staff_pending_sign_ins")
      .column("expires_at")
      .execute();
    await db.schema.alterTable("staff_sessions").addColumn("challenge", "varchar(200)").execute();
    await db.schema
      .createTable("site_settings")
      .addColumn("key", "varchar(64)", (column) => column.primaryKey())
      .addColumn("value", "text", (column) => column.notNull())
      .execute();
  },
};
