import type { Request, RequestHandler, Response } from "express";
import { sendError } from "../http/api-error";
import { withoutAddresses } from "../http/request-log";
import { isSiteOrigin } from "../http/site-origin";
import type { Account } from "./accounts";
import type { Caller, StaffAuth } from "./index";

/** The path of a refused request as the security log keeps it: without e-mail addresses. */
const loggedPath = (req: Request) => withoutAddresses(req.path);

/**
 * Lets a request through only with a live session of an enabled account: 401 without one, 403 for an
 * account disabled since it signed in, and 403 auth/second-factor-required for an account without a second
 * factor while one is required of everyone (it may only set one up: `requireSignedIn`). Scripts may instead
 * read (GET) with `Authorization: Bearer <API_SECURITY_KEY>` when that setting is given.
 */
export function requireStaff(auth: StaffAuth): RequestHandler {
  return async (req, res, next) => {
    res.set("Cache-Control", "no-store");
    const caller = await auth.caller(req);
    if (caller.by === "key") {
      if (caller.valid) return next();
      await auth.log.refused(auth.keys.client(req), "request.api_key_refused", { path: loggedPath(req) });
      sendError(res, 401, "auth/invalid-api-key");
      return;
    }
    const session = await enabledSession(auth, caller, req, res);
    if (!session) return;
    if (await auth.twoFactor.mustEnrol(session.account.id)) {
      sendError(res, 403, "auth/second-factor-required");
      return;
    }
    next();
  };
}

/**
 * Lets a request through with a live session of an enabled account, second factor or not (the security
 * settings, where one is set up); the account is `res.locals.account`. Bearer keys are not accepted.
 */
export function requireSignedIn(auth: StaffAuth): RequestHandler {
  return async (req, res, next) => {
    res.set("Cache-Control", "no-store");
    const caller = await auth.caller(req);
    if (caller.by === "key") {
      sendError(res, 401, "auth/unauthenticated");
      return;
    }
    const session = await enabledSession(auth, caller, req, res);
    if (!session) return;
    res.locals.account = session.account;
    next();
  };
}

/** The caller, when it has a session of an enabled account; else undefined, the request answered. */
async function enabledSession(
  auth: StaffAuth,
  caller: Exclude<Caller, { by: "key" }>,
  req: Request,
  res: Response,
): Promise<Extract<Caller, { by: "session" }> | undefined> {
  if (caller.by === "nobody") {
    sendError(res, 401, "auth/unauthenticated");
    return undefined;
  }
  if (caller.account.disabled) {
    await auth.log.record("auth.disabled_account_session", { account: caller.account.email, path: loggedPath(req) });
    sendError(res, 403, "auth/user-disabled");
    return undefined;
  }
  return caller;
}

/**
 * After requireStaff: lets a request through only from an admin's session (for the handler: adminOf), and
 * answers anyone else (a viewer, a script with the key) 403 `auth/forbidden-role`, recorded in the security
 * log (docs/decisions/023).
 */
export function requireAdmin(auth: StaffAuth): RequestHandler {
  return async (req, res, next) => {
    const caller = await auth.caller(req);
    const admin = adminAccount(caller);
    if (admin) {
      res.locals.admin = admin;
      return next();
    }
    await auth.log.record("auth.role_refused", {
      account: caller.by === "session" ? caller.account.email : "api-key",
      path: loggedPath(req),
    });
    sendError(res, 403, "auth/forbidden-role");
  };
}

/** The caller's account when it is an admin's session; undefined for a viewer, a script with the key, nobody. */
export const adminAccount = (caller: Caller): Account | undefined =>
  caller.by === "session" && caller.account.role === "admin" ? caller.account : undefined;

/** The admin whose request requireAdmin let through. */
export const adminOf = (res: Response): Account => res.locals.admin as Account;

/**
 * State-changing requests must come from the site's own pages: a browser names the page's origin
 * (Origin, or at least Sec-Fetch-Site), and it must be this server's. Clients that send neither are not
 * browsers and cannot carry a visitor's cookie for someone else.
 */
export function sameOrigin(auth: StaffAuth, siteUrl: string): RequestHandler {
  const site = new URL(siteUrl).origin;
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const allowed = origin ? isSiteOrigin(req, origin, site) : fetchSite === undefined || fetchSite === "same-origin";
    if (allowed) return next();
    await auth.log.refused(auth.keys.client(req), "request.cross_origin", {
      origin: origin ?? null,
      fetchSite: fetchSite ?? null,
      path: loggedPath(req),
    });
    sendError(res, 403, "auth/invalid-origin");
  };
}
