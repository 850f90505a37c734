import type { Request } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { RequestKeys } from "../http/request-keys";
import type { SecurityLog } from "../security/log";
import type { Account } from "./accounts";
import { callers } from "./caller";
import { browserCookie, pendingSignInCookie, sessionCookie } from "./cookie";
import { staffGuards } from "./guard";
import { loginLimits } from "./login-limits";
import { type HashCost, prepareDummyHash } from "./passwords";
import { type SessionTimes, staffSessions } from "./sessions";
import { twoFactor } from "./two-factor/index";

export interface StaffAuthOptions {
  db: Kysely<Database>;
  mode: "production" | "development";
  session: SessionTimes;
  /**
   * AUTH_DISTINCT_ERRORS: answer auth/user-not-found, auth/wrong-password and (for a disabled account's right
   * password) auth/user-disabled instead of auth/invalid-credential.
   */
  distinctErrors: boolean;
  /** Where sign-ins, failures and refusals are recorded. */
  log: SecurityLog;
  /** How clients and e-mails are named in the sign-in limits. */
  keys: RequestKeys;
  /** API_SECURITY_KEY: a bearer key that may read the staff API (none when unset). */
  apiKey: string | undefined;
  /** PASSWORD_HASH_COST: of new hashes and of the check made when there is no account. */
  hashCost: HashCost;
  /** SECURITY_TOKEN: the key under which authenticator apps' secrets are sealed is derived from it. */
  securityToken: string;
  /** APP_TITLE: the name under which authenticator apps and passkeys show the site. */
  issuer: string;
  /** SITE_URL: the site whose host is the passkeys' relying party (server/auth/two-factor/relying-party.ts). */
  siteUrl: string;
}

/**
 * Staff sign-in's sessions, cookies and second factors, who sent a request and the guards that act on it:
 * built once per server. Staff accounts themselves, the database and the security log are services of their
 * own (server/services.ts).
 */
export function createStaffAuth({
  db,
  mode,
  session,
  distinctErrors,
  log,
  keys,
  apiKey,
  hashCost,
  securityToken,
  issuer,
  siteUrl,
}: StaffAuthOptions) {
  // Ready before the first sign-in, so that the first unknown e-mail takes no longer than the others.
  void prepareDummyHash(hashCost);
  const sessions = staffSessions(db, session);
  const cookie = sessionCookie(mode);
  /** Whether an account may sign in here: the demo account only in development. */
  const usable = (account: Account) => mode === "development" || account.demo === 0;
  const who = callers({ sessions, cookie, usable, apiKey });
  const limits = loginLimits(db, keys);
  const factors = twoFactor(db, securityToken, issuer);
  const knownBrowserCookie = browserCookie(mode);
  return {
    mode,
    distinctErrors,
    hashCost,
    sessions,
    limits,
    twoFactor: factors,
    /**
     * Counts a check of a second factor (at sign-in, or a confirmation in the security settings) before it is
     * made; a browser that has signed in to the account before is counted on its own (decision 022).
     */
    secondFactorAttempt: (req: Request, account: Account) =>
      factors.limits.attempt(
        account.id,
        keys.client(req),
        limits.knownBrowser(account.email, knownBrowserCookie.read(req)),
      ),
    siteUrl,
    /** The cookie of a sign-in waiting for its second factor. */
    pendingCookie: pendingSignInCookie(mode),
    cookie,
    /** The cookie by which a browser that has signed in to an account is known at its next sign-in. */
    browserCookie: knownBrowserCookie,
    usable,
    ...who,
    guards: staffGuards({ caller: who.caller, mustEnrol: factors.mustEnrol, log, keys, siteUrl }),
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
