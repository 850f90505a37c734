import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { DatabaseRateLimitStore } from "../../http/rate-limit";
import { type Counter, countAttempt, LOGIN_LIMITS, takeBack } from "../login-limits";

/** Failed second-factor checks (and password confirmations in the security settings) allowed per window. */
export const SECOND_FACTOR_LIMITS = {
  windowMs: LOGIN_LIMITS.windowMs,
  /** By one client on one account. */
  perClientAndAccount: 5,
  /** On one account from all browsers not known to it: a six-digit code cannot be guessed in the time. */
  perAccount: 10,
  /** By one browser known to the account; past it, that browser is kept out. */
  perKnownBrowser: 5,
};

export type SecondFactorLimit = "client-and-account" | "account" | "known-browser";

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
 * in the same table: a browser unknown to the account per client and account, and per account across
 * clients; a browser that has signed in to the account before (`browser`, its id from the known-browser
 * cookie) on its own only, so that someone who knows the password cannot keep the owner out of the second
 * step by using up the account's count. Accounts are named by id: only someone who knew the password gets this far.
 */
export function secondFactorLimits(db: Kysely<Database>) {
  const windowOf = (prefix: string) => new DatabaseRateLimitStore(db, prefix, SECOND_FACTOR_LIMITS.windowMs);
  const stores = {
    clientAndAccount: windowOf("2fa-client-account"),
    account: windowOf("2fa-account"),
    knownBrowser: windowOf("2fa-browser"),
  };

  function countersFor(accountId: string, client: string, browser: string | undefined): Counter<SecondFactorLimit>[] {
    if (browser !== undefined) {
      const limit = SECOND_FACTOR_LIMITS.perKnownBrowser;
      return [{ name: "known-browser", store: stores.knownBrowser, key: browser, limit }];
    }
    return [
      {
        name: "client-and-account",
        store: stores.clientAndAccount,
        key: `${client}:${accountId}`,
        limit: SECOND_FACTOR_LIMITS.perClientAndAccount,
      },
      { name: "account", store: stores.account, key: accountId, limit: SECOND_FACTOR_LIMITS.perAccount },
    ];
  }

  return {
    async attempt(accountId: string, client: string, browser?: string): Promise<SecondFactorAttempt> {
      const counters = countersFor(accountId, client, browser);
      const counted = await countAttempt(counters);
      if (!counted.allowed) return counted;
      const [own, ...shared] = counters as [Counter<SecondFactorLimit>, ...Counter<SecondFactorLimit>[]];
      return {
        allowed: true,
        failed: async () => counted.reached,
        succeeded: async () => {
          await own.store.resetKey(own.key);
          await takeBack(shared);
        },
        abandoned: () => takeBack(counters),
      };
    },
  };
}

export type SecondFactorLimits = ReturnType<typeof secondFactorLimits>;
