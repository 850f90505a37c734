import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DatabaseRateLimitStore } from "../http/rate-limit";
import type { RequestKeys } from "../http/request-keys";

/** Failed sign-ins allowed per account and per client address within the window (DESIGN §5). */
export const LOGIN_LIMITS = { perAccount: 5, perClient: 20, windowMs: 15 * 60_000 };

export type Attempt =
  | { allowed: true; succeeded(): Promise<void> }
  | { allowed: false; retryAfter: Date; justLocked: boolean };

/**
 * Counts sign-in attempts in the database, per client and per account (by the keyed e-mail typed,
 * whether or not an account has it), so that every server instance shares the counts. An attempt is
 * counted before its password is checked, in one atomic update, so that concurrent guesses cannot all
 * pass a check made before any of them is counted; a success takes its count back.
 */
export function loginLimits(db: Kysely<Database>, keys: RequestKeys) {
  const accounts = new DatabaseRateLimitStore(db, "login-account", LOGIN_LIMITS.windowMs);
  const clients = new DatabaseRateLimitStore(db, "login-client", LOGIN_LIMITS.windowMs);
  const accountKey = keys.email;

  return {
    async attempt(email: string, client: string): Promise<Attempt> {
      const byClient = await clients.increment(client);
      if (byClient.totalHits > LOGIN_LIMITS.perClient) {
        return {
          allowed: false,
          retryAfter: byClient.resetTime,
          justLocked: byClient.totalHits === LOGIN_LIMITS.perClient + 1,
        };
      }
      const byAccount = await accounts.increment(accountKey(email));
      if (byAccount.totalHits > LOGIN_LIMITS.perAccount) {
        await clients.decrement(client);
        return {
          allowed: false,
          retryAfter: byAccount.resetTime,
          justLocked: byAccount.totalHits === LOGIN_LIMITS.perAccount + 1,
        };
      }
      return {
        allowed: true,
        // A successful sign-in clears the account's count and takes its own attempt off the client's.
        succeeded: async () => {
          await accounts.resetKey(accountKey(email));
          await clients.decrement(client);
        },
      };
    },
  };
}
