import { randomBytes } from "node:crypto";
import type { Kysely, Migration } from "kysely";

/**
 * Double opt-in for the newsletter. A sign-up waits in newsletter_pending (the SHA-256 of its mailed
 * link's token, when that link was mailed, and the analytics visitor, device, country and page that the
 * confirmed sign-up is counted for) until the link is followed; only then is the address a subscription. Every
 * subscription gets the token of its unsubscribe link; addresses stored before double opt-in stay
 * subscribed and get one too.
 */
export const newsletterConsent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("newsletter_pending")
      .addColumn("email", "varchar(254)", (column) => column.primaryKey())
      .addColumn("locale", "varchar(8)", (column) => column.notNull())
      .addColumn("token_hash", "varchar(64)", (column) => column.notNull().unique())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("visitor", "varchar(64)")
      .addColumn("device", "varchar(16)")
      .addColumn("country", "varchar(16)")
      .addColumn("page", "varchar(300)", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("newsletter_pending_created_at")
      .on("newsletter_pending")
      .column("created_at")
      .execute();
    await db.schema.alterTable("newsletter_subscriptions").addColumn("unsubscribe_token", "varchar(64)").execute();
    const typed = db as Kysely<{ newsletter_subscriptions: { email: string; unsubscribe_token: string | null } }>;
    const existing = await typed.selectFrom("newsletter_subscriptions").select("email").execute();
    for (const { email } of existing) {
      await typed
        .updateTable("newsletter_subscriptions")
        .set({ unsubscribe_token: randomBytes(24).toString("base64url") })
        .where("email", "=", email)
        .execute();
    }
    await db.schema
      .createIndex("newsletter_subscriptions_unsubscribe_token")
      .on("newsletter_subscriptions")
      .column("unsubscribe_token")
      .unique()
      .execute();
  },
};
