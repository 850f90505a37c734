import type { Request, RequestHandler, Response } from "express";
import { sendError } from "../http/api-error";
import type { RequestKeys } from "../http/request-keys";
import { withoutAddresses } from "../http/request-log";
import { isSiteOrigin } from "../http/site-origin";
import type { SecurityLog } from "../security/log";
import type { Account } from "./accounts";
import type { Caller } from "./caller";

/** The path of a refused request as the security log keeps it: without e-mail addresses. */
const loggedPath = (req: Request) => withoutAddresses(req.path);

export interface GuardOptions {
  caller: (req: Request) => Promise<Caller>;
  /** Whether the account may do nothing but set up a second factor (server/auth/second-factors). */
  mustEnrol: (accountId: string) => Promise<boolean>;
  /** Where refusals are recorded. */
  log: SecurityLog;
  /** How clients are named in the log's limit on recorded refusals. */
  requestKeys: RequestKeys;
  /** SITE_URL: the origin whose pages may send state-changing staff requests (besides this server's own). */
  siteUrl: string;
}

/** The staff API's gates, each a middleware made once per server. */
export function staffGuards({ caller, mustEnrol, log, requestKeys, siteUrl }: GuardOptions) {
  /** The caller, when it has a session of an enabled account; else undefined, the request answered. */
  async function enabledSession(
    who: Exclude<Caller, { by: "apiKey" }>,
    req: Request,
    res: Response,
  ): Promise<Extract<Caller, { by: "session" }> | undefined> {
    if (who.by === "nobody") {
      sendError(res, 401, "auth/unauthenticated");
      return undefined;
    }
    if (who.account.disabled) {
      await log.record("auth.disabled_account_session", { account: who.account.email, path: loggedPath(req) });
      sendError(res, 403, "auth/user-disabled");
      return undefined;
    }
    return who;
  }

  /**
   * Lets a request through only with a live session of an enabled account: 401 without one, 403 for an
   * account disabled since it signed in, and 403 auth/second-factor-required for an account without a second
   * factor while one is required of everyone (it may only set one up: `requireSignedIn`). Scripts may instead
   * read (GET) with `Authorization: Bearer <API_SECURITY_KEY>` when that setting is given.
   */
  const requireStaff: RequestHandler = async (req, res, next) => {
    res.set("Cache-Control", "no-store");
    const who = await caller(req);
    if (who.by === "apiKey") {
      if (who.valid) return next();
      await log.refused(requestKeys.client(req), "request.api_key_refused", { path: loggedPath(req) });
      sendError(res, 401, "auth/invalid-api-key");
      return;
    }
    const session = await enabledSession(who, req, res);
    if (!session) return;
    if (await mustEnrol(session.account.id)) {
      sendError(res, 403, "auth/second-factor-required");
      return;
    }
    next();
  };

  /**
   * Lets a request through with a live session of an enabled account, second factor or not (the security
   * settings, where one is set up); the account is `res.locals.account`. The API key is not accepted.
   */
  const requireSignedIn: RequestHandler = async (req, res, next) => {
    res.set("Cache-Control", "no-store");
    const who = await caller(req);
    if (who.by === "apiKey") {
      sendError(res, 401, "auth/unauthenticated");
      return;
    }
    const session = await enabledSession(who, req, res);
    if (!session) return;
    res.locals.account = session.account;
    next();
  };

  /**
   * After requireStaff: lets a request through only from an admin's session (for the handler: adminOf), and
   * answers anyone else (a viewer, a script with the API key) 403 `auth/forbidden-role`, recorded in the security
   * log (docs/decisions/023).
   */
  const requireAdmin: RequestHandler = async (req, res, next) => {
    const who = await caller(req);
    const admin = adminAccount(who);
    if (admin) {
      res.locals.admin = admin;
      return next();
    }
    await log.record("auth.role_refused", {
      account: who.by === "session" ? who.account.email : "api-key",
      path: loggedPath(req),
    });
    sendError(res, 403, "auth/forbidden-role");
  };

  /**
   * State-changing requests must come from the site's own pages: a browser names the page's origin
   * (Origin, or at least Sec-Fetch-Site), and it must be this server's. Clients that send neither are not
   * browsers and cannot carry a visitor's cookie for someone else.
   */
  const site = new URL(siteUrl).origin;
  const sameOrigin: RequestHandler = async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const allowed = origin ? isSiteOrigin(req, origin, site) : fetchSite === undefined || fetchSite === "same-origin";
    if (allowed) return next();
    await log.refused(requestKeys.client(req), "request.cross_origin", {
      origin: origin ?? null,
      fetchSite: fetchSite ?? null,
      path: loggedPath(req),
    });
    sendError(res, 403, "auth/invalid-origin");
  };

  return { requireStaff, requireSignedIn, requireAdmin, sameOrigin };
}

export type StaffGuards = ReturnType<typeof staffGuards>;

/** The caller's account when it is an admin's session; undefined for a viewer, a script with the API key, nobody. */
export const adminAccount = (caller: Caller): Account | undefined =>
  caller.by === "session" && caller.account.role === "admin" ? caller.account : undefined;

/** The admin whose request requireAdmin let through. */
export const adminOf = (res: Response): Account => res.locals.admin as Account;
