import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DatabaseRateLimitStore } from "../http/rate-limit";

/** Failed sign-ins allowed per account and per client address within the window (DESIGN §5). */
export const LOGIN_LIMITS = { perAccount: 5, perClient: 20, windowMs: 15 * 60_000 };

/**
 * Counts failed sign-ins in the database, per account (by a hash of the e-mail typed, whether or not an
 * account has it) and per client, so that every server instance shares the counts.
 */
export function loginLimits(db: Kysely<Database>) {
  const accounts = new DatabaseRateLimitStore(db, "login-account", LOGIN_LIMITS.windowMs);
  const clients = new DatabaseRateLimitStore(db, "login-client", LOGIN_LIMITS.windowMs);
  const accountKey = (email: string) => createHash("sha256").update(email).digest("base64url");

  return {
    /** When the earliest of the reached limits lifts, or null if sign-in may be tried. */
    async blockedUntil(email: string, client: string): Promise<Date | null> {
      const [account, address] = await Promise.all([accounts.get(accountKey(email)), clients.get(client)]);
      const reached = [
        account && account.totalHits >= LOGIN_LIMITS.perAccount ? account.resetTime : null,
        address && address.totalHits >= LOGIN_LIMITS.perClient ? address.resetTime : null,
      ].filter((time): time is Date => time !== null);
      return reached.length > 0 ? new Date(Math.max(...reached.map(Number))) : null;
    },

    async recordFailure(email: string, client: string): Promise<void> {
      await accounts.increment(accountKey(email));
      await clients.increment(client);
    },

    /** A successful sign-in clears the account's count (not the client's). */
    clear: (email: string) => accounts.resetKey(accountKey(email)),
  };
}
