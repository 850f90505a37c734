import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { DatabaseRateLimitStore } from "../http/rate-limit";
import type { RequestKeys } from "../http/request-keys";
import type { CheckCaller } from "./passwords";

/** Failed password checks allowed per window (decision 014). */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  /** By one client on one account; past it, that client is kept out of that account. */
  perClientAndAccount: 5,
  /** By one client on any accounts; past it, that client is kept out of all. */
  perClient: 20,
  /** By all browsers not known to the account together; past it, only known browsers may try. */
  perAccount: 20,
  /** By one known browser on its account; past it, that browser is kept out. */
  perKnownBrowser: 5,
};

/** A browser stays known for this long after its last sign-in. */
const KNOWN_BROWSER_MS = 90 * 24 * 3_600_000;

export type LimitName = "client-and-account" | "client" | "account" | "known-browser";

export type Attempt =
  | {
      allowed: true;
      /** Who the password check is for: its place in line depends on it. */
      caller: CheckCaller;
      /** The password was checked and did not sign in: the attempt counts. Says which limits it reached. */
      failed(): Promise<LimitName[]>;
      /**
       * Signed in: the attempt does not count and this browser's failures on the account are forgotten. Gives
       * the cookie by which the browser is known at its next sign-in.
       */
      succeeded(): Promise<{ browser: string; expiresAt: number }>;
      /** Refused before its password was checked (the server was busy): the attempt does not count. */
      abandoned(): Promise<void>;
    }
  | { allowed: false; retryAfter: Date };

export interface Counter<Name extends string = LimitName> {
  name: Name;
  store: DatabaseRateLimitStore;
  key: string;
  limit: number;
}

export const takeBack = (counters: Counter<string>[]) =>
  Promise.all(counters.map(({ store, key }) => store.decrement(key))).then(() => undefined);

/**
 * Counts an attempt on each counter before it is checked, in one atomic update per counter, so that
 * concurrent guesses cannot all pass a check made before any of them is counted. An attempt over a limit
 * takes its counts back at once and is refused until `retryAfter`; an allowed one says which limits it reached.
 */
export async function countAttempt<Name extends string>(
  counters: Counter<Name>[],
): Promise<{ allowed: true; reached: Name[] } | { allowed: false; retryAfter: Date }> {
  const reached: Name[] = [];
  for (const [index, counter] of counters.entries()) {
    const { totalHits, resetTime } = await counter.store.increment(counter.key);
    if (totalHits > counter.limit) {
      await takeBack(counters.slice(0, index + 1));
      return { allowed: false, retryAfter: resetTime };
    }
    if (totalHits === counter.limit) reached.push(counter.name);
  }
  return { allowed: true, reached };
}

/**
 * Counts failed sign-ins in the database, so that every server instance shares the counts (decision 014).
 * An unknown browser is counted per client and account (the hard lock), per client, and per account across
 * clients (the bound on guesses from many addresses); a browser that has signed in to the account before
 * (its cookie, signed with the site's key, names the account) only on its own, so that nobody without the
 * password can keep it out. Accounts are named by the keyed e-mail typed, whether or not an account has it.
 */
export function loginLimits(db: Kysely<Database>, requestKeys: RequestKeys) {
  const windowOf = (prefix: string) => new DatabaseRateLimitStore(db, prefix, LOGIN_LIMITS.windowMs);
  const stores = {
    clientAndAccount: windowOf("login-client-account"),
    client: windowOf("login-client"),
    account: windowOf("login-account"),
    knownBrowser: windowOf("login-browser"),
  };
  /** The browser's id, when its cookie was given at a sign-in to this e-mail's account. */
  function knownBrowser(email: string, cookie: string | undefined): string | undefined {
    const [id, signature] = cookie?.split(".") ?? [];
    if (!id || !signature) return undefined;
    const expected = Buffer.from(requestKeys.browser(email, id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  /** A new cookie by which a browser that has signed in to the e-mail's account is known at its next sign-in. */
  function knownBrowserCookie(email: string): { browser: string; expiresAt: number } {
    const id = randomBytes(16).toString("base64url");
    return { browser: `${id}.${requestKeys.browser(email, id)}`, expiresAt: Date.now() + KNOWN_BROWSER_MS };
  }

  function countersFor(email: string, client: string, browser: string | undefined): Counter[] {
    if (browser !== undefined) {
      return [{ name: "known-browser", store: stores.knownBrowser, key: browser, limit: LOGIN_LIMITS.perKnownBrowser }];
    }
    const account = requestKeys.email(email);
    return [
      {
        name: "client-and-account",
        store: stores.clientAndAccount,
        key: `${client}:${account}`,
        limit: LOGIN_LIMITS.perClientAndAccount,
      },
      { name: "client", store: stores.client, key: client, limit: LOGIN_LIMITS.perClient },
      { name: "account", store: stores.account, key: account, limit: LOGIN_LIMITS.perAccount },
    ];
  }

  return {
    /** Counts a sign-in attempt before its password is checked (countAttempt); the caller settles an allowed one. */
    async attempt(email: string, client: string, browserCookie: string | undefined): Promise<Attempt> {
      const browser = knownBrowser(email, browserCookie);
      const counters = countersFor(email, client, browser);
      const counted = await countAttempt(counters);
      if (!counted.allowed) return counted;
      const { reached } = counted;
      // The browser's own failures (on its own, or from its client on this account) are forgotten at a success.
      const [own, ...shared] = counters as [Counter, ...Counter[]];
      return {
        allowed: true,
        caller: { client, known: browser !== undefined },
        failed: async () => reached,
        succeeded: async () => {
          await own.store.resetKey(own.key);
          await takeBack(shared);
          return knownBrowserCookie(email);
        },
        abandoned: () => takeBack(counters),
      };
    },

    knownBrowser,
    knownBrowserCookie,
  };
}

export type LoginLimits = ReturnType<typeof loginLimits>;
