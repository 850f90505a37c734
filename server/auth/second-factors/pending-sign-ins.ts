import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** How long the second step may wait after a right password. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;

export const pendingId = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Pending sign-ins: a right password waiting for the second step, no session yet. The browser holds a
 * random token in a cookie of the second step's path; the row is keyed by its hash and ends after
 * PENDING_SIGN_IN_MS or when the step completes.
 */
export function pendingSignIns(db: Kysely<Database>) {
  return {
    async start(accountId: string, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
      const token = randomBytes(32).toString("base64url");
      const expiresAt = now + PENDING_SIGN_IN_MS;
      await db.deleteFrom("staff_pending_sign_ins").where("expires_at", "<=", now).execute();
      await db
        .insertInto("staff_pending_sign_ins")
        .values({ id: pendingId(token), account_id: accountId, expires_at: expiresAt })
        .execute();
      return { token, expiresAt };
    },

    /** The pending sign-in's account id, or undefined when there is none or it has expired. */
    async find(token: string, now = Date.now()): Promise<string | undefined> {
      const row = await db
        .selectFrom("staff_pending_sign_ins")
        .select(["account_id", "expires_at"])
        .where("id", "=", pendingId(token))
        .executeTakeFirst();
      return row && now < Number(row.expires_at) ? row.account_id : undefined;
    },

    /** Ends the pending sign-in: true for the one request that ends it. */
    async end(token: string): Promise<boolean> {
      const deleted = await db
        .deleteFrom("staff_pending_sign_ins")
        .where("id", "=", pendingId(token))
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },
  };
}

export type PendingSignIns = ReturnType<typeof pendingSignIns>;
