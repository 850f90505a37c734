import { randomBytes } from "node:crypto";
import { openDatabase } from "../../server/db/database";

export interface Subscriber {
  email: string;
  locale: string;
  created_at: string;
}

/** Stores confirmed subscriptions in a server's SQLite database, as followed confirmation links would. */
export async function storeSubscribers(dataDir: string, rows: readonly Subscriber[]): Promise<void> {
  const database = openDatabase({ dataDir });
  try {
    await database.db
      .insertInto("newsletter_subscriptions")
      .values(rows.map((row) => ({ ...row, unsubscribe_token: randomBytes(24).toString("base64url") })))
      .execute();
  } finally {
    await database.close();
  }
}
