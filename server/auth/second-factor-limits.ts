import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DatabaseRateLimitStore } from "../http/rate-limit";
import { type Counter, countAttempt, LOGIN_LIMITS, takeBack } from "./login-limits";

/** Failed second-factor checks (and password confirmations in the security settings) allowed per window. */
export const SECOND_FACTOR_LIMITS = {
  windowMs: LOGIN_LIMITS.windowMs,
  /** By one client on one account. */
  perClientAndAccount: 5,
  /** On one account from all clients: a six-digit code cannot be guessed in the time. */
  perAccount: 10,
};

export type SecondFactorLimit = "client-and-account" | "account";

export type SecondFactorAttempt =
  | {
      allowed: true;
      /** The check failed: the attempt counts. Says which limits it reached. */
      failed(): Promise<SecondFactorLimit[]>;
      /** The check succeeded: the attempt does not count, and the client's failures on the account are forgotten. */
      succeeded(): Promise<void>;
      /** Not checked (the server was busy): the attempt does not count. */
      abandoned(): Promise<void>;
    }
  | { allowed: false; retryAfter: Date };

/**
 * The brute-force limits of the second step (decision 022), like those of the password (decision 014) and
 * in the same table: per client and account, and per account across clients. Accounts are named by id: only
 * someone who knew the password gets this far.
 */
export function secondFactorLimits(db: Kysely<Database>) {
  const windowOf = (prefix: string) => new DatabaseRateLimitStore(db, prefix, SECOND_FACTOR_LIMITS.windowMs);
  const stores = { clientAndAccount: windowOf("2fa-client-account"), account: windowOf("2fa-account") };
  return {
    async attempt(accountId: string, client: string): Promise<SecondFactorAttempt> {
      const own: Counter<SecondFactorLimit> = {
        name: "client-and-account",
        store: stores.clientAndAccount,
        key: `${client}:${accountId}`,
        limit: SECOND_FACTOR_LIMITS.perClientAndAccount,
      };
      const shared: Counter<SecondFactorLimit> = {
        name: "account",
        store: stores.account,
        key: accountId,
        limit: SECOND_FACTOR_LIMITS.perAccount,
      };
      const counted = await countAttempt([own, shared]);
      if (!counted.allowed) return counted;
      return {
        allowed: true,
        failed: async () => counted.reached,
        succeeded: async () => {
          await own.store.resetKey(own.key);
          await takeBack([shared]);
        },
        abandoned: () => takeBack([own, shared]),
      };
    },
  };
}

export type SecondFactorLimits = ReturnType<typeof secondFactorLimits>;
