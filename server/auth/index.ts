import { createHash, timingSafeEqual } from "node:crypto";
import type { Request } from "express";
import type { DatabaseHandle } from "../db/database";
import type { RequestKeys } from "../http/request-keys";
import type { SecurityLog } from "../security/log";
import { staffInvitations } from "../staff/invitations";
import { staffManagement } from "../staff/management";
import { type Account, staffAccounts } from "./accounts";
import { browserCookie, pendingSignInCookie, sessionCookie } from "./cookie";
import { loginLimits } from "./login-limits";
import { type HashCost, prepareDummyHash } from "./passwords";
import { type SessionTimes, staffSessions } from "./sessions";
import { twoFactor } from "./two-factor/index";

export interface StaffAuthOptions {
  database: DatabaseHandle;
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
 * Who sent a request: a script with a bearer key (`valid` only for reading, with API_SECURITY_KEY), the
 * account of a live session (disabled or not), or nobody.
 */
export type Caller = { by: "key"; valid: boolean } | { by: "session"; account: Account } | { by: "nobody" };

const digest = (text: string) => createHash("sha256").update(text).digest();
/** The scheme's name is case-insensitive (RFC 9110 §11.1). */
const BEARER = /^bearer +(\S+)$/i;

/** Everything staff sign-in needs, built once per server and shared by its routes and guards. */
export function createStaffAuth({
  database,
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
  const { db } = database;
  // Ready before the first sign-in, so that the first unknown e-mail takes no longer than the others.
  void prepareDummyHash(hashCost);
  const sessions = staffSessions(db, session);
  const cookie = sessionCookie(mode);
  /** Whether an account may sign in here: the demo account only in development. */
  const usable = (account: Account) => mode === "development" || account.demo === 0;
  const apiKeyDigest = apiKey === undefined ? undefined : digest(apiKey);
  /** The account of the request's live session, if it may sign in here (disabled or not: the caller decides). */
  const sessionAccount = async (req: Request): Promise<Account | undefined> => {
    const token = cookie.read(req);
    const account = token ? await sessions.find(token) : undefined;
    return account && usable(account) ? account : undefined;
  };
  const caller = async (req: Request): Promise<Caller> => {
    const bearer = BEARER.exec(req.get("authorization") ?? "")?.[1];
    if (bearer !== undefined) {
      const reading = req.method === "GET" || req.method === "HEAD";
      return { by: "key", valid: reading && !!apiKeyDigest && timingSafeEqual(digest(bearer), apiKeyDigest) };
    }
    const account = await sessionAccount(req);
    return account ? { by: "session", account } : { by: "nobody" };
  };
  const limits = loginLimits(db, keys);
  const factors = twoFactor(db, securityToken, issuer);
  const knownBrowserCookie = browserCookie(mode);
  return {
    database,
    mode,
    distinctErrors,
    hashCost,
    accounts: staffAccounts(db, hashCost),
    invitations: staffInvitations(db, hashCost),
    management: staffManagement(database),
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
    keys,
    log,
    cookie,
    /** The cookie by which a browser that has signed in to an account is known at its next sign-in. */
    browserCookie: knownBrowserCookie,
    usable,
    sessionAccount,
    caller,
    /**
     * Whether a request comes from enabled staff: a live session's, or a script's with the key (for reading);
     * false when that cannot be told (the database is down).
     */
    isStaff: async (req: Request): Promise<boolean> => {
      const who = await caller(req).catch((): Caller => ({ by: "nobody" }));
      return who.by === "key" ? who.valid : who.by === "session" && !who.account.disabled;
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
