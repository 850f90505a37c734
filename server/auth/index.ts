import type { Request } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { RequestKeys } from "../http/request-keys";
import type { SecurityLog } from "../security/log";
import type { Account, StaffAccounts } from "./accounts";
import { callers } from "./caller";
import { browserCookie, pendingSignInCookie, sessionCookie } from "./cookie";
import { staffGuards } from "./guard";
import { loginLimits } from "./login-limits";
import { type HashCost, prepareDummyHash } from "./passwords";
import { staffSecondFactors } from "./second-factors/index";
import { relyingParty } from "./second-factors/relying-party";
import { type SessionTimes, staffSessions } from "./sessions";
import { type Requester, staffSignIn } from "./sign-in";

export interface StaffAuthOptions {
  db: Kysely<Database>;
  mode: "production" | "development";
  session: SessionTimes;
  accounts: StaffAccounts;
  /**
   * AUTH_DISTINCT_ERRORS: answer auth/user-not-found, auth/wrong-password and (for a disabled account's right
   * password) auth/user-disabled instead of auth/invalid-credential.
   */
  distinctErrors: boolean;
  /** Where sign-ins, failures and refusals are recorded. */
  log: SecurityLog;
  /** How clients and e-mails are named in the sign-in limits. */
  requestKeys: RequestKeys;
  /** API_SECURITY_KEY: the API key, which may read the staff API as a bearer token (none when unset). */
  apiKey: string | undefined;
  /** PASSWORD_HASH_COST: of the check made when there is no account. */
  hashCost: HashCost;
  /** SECURITY_TOKEN: the key under which authenticator apps' secrets are sealed is derived from it. */
  securityToken: string;
  /** APP_TITLE: the name under which authenticator apps and passkeys show the site. */
  issuer: string;
  /** SITE_URL: the site whose host is the passkeys' relying party (server/auth/second-factors/relying-party.ts). */
  siteUrl: string;
}

/**
 * Staff sign-in and what follows it: the steps of sign-in, sessions and their cookies, second factors, who
 * sent a request and the guards that act on it; built once per server (server/services.ts). Accounts, the
 * security log and the request keys are services of their own, handed in.
 */
export function createStaffAuth({
  db,
  mode,
  session,
  accounts,
  distinctErrors,
  log,
  requestKeys,
  apiKey,
  hashCost,
  securityToken,
  issuer,
  siteUrl,
}: StaffAuthOptions) {
  // Ready before the first sign-in, so that the first unknown e-mail takes no longer than the others.
  void prepareDummyHash(hashCost);
  const sessions = staffSessions(db, session);
  const cookies = {
    session: sessionCookie(mode),
    /** The cookie by which a browser that has signed in to an account is known at its next sign-in. */
    browser: browserCookie(mode),
    /** The cookie of a pending sign-in: a right password waiting for the second step. */
    pending: pendingSignInCookie(mode),
  };
  /** Whether an account may sign in here: the demo account only in development. */
  const usable = (account: Account) => mode === "development" || account.demo === 0;
  const who = callers({ sessions, cookie: cookies.session, usable, apiKey });
  const limits = loginLimits(db, requestKeys);
  const secondFactors = staffSecondFactors(db, securityToken, issuer);
  /**
   * Counts a check of a second factor (at sign-in, or a confirmation in the security settings) before it is
   * made; a browser that has signed in to the account before is counted on its own (decision 022).
   */
  const secondFactorAttempt = (account: Account, requester: Requester) =>
    secondFactors.limits.attempt(
      account.id,
      requester.client,
      limits.knownBrowser(account.email, requester.knownBrowser),
    );
  return {
    cookies,
    secondFactors,
    secondFactorAttempt,
    ...who,
    /** What a request brings to sign-in and to the checks of a second factor: its client and its cookies. */
    requester: (req: Request): Requester => ({
      client: requestKeys.client(req),
      knownBrowser: cookies.browser.read(req),
      session: cookies.session.read(req),
    }),
    /** Whose passkeys the request's page may use, if any. */
    relyingParty: (req: Request) => relyingParty(req, siteUrl),
    signIn: staffSignIn({
      accounts,
      sessions,
      secondFactors,
      limits,
      secondFactorAttempt,
      log,
      usable,
      distinctErrors,
      hashCost,
    }),
    guards: staffGuards({ caller: who.caller, mustEnrol: secondFactors.mustEnrol, log, requestKeys, siteUrl }),
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
