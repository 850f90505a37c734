import type { RequestHandler } from "express";
import { SHARE_PARAMETER, SHARE_PASSWORD_HEADER } from "../../app/analytics/shares";
import type { SharedLinks } from "../analytics/shares";
import { sendError } from "../http/api-error";

/**
 * Lets a staff member through as `requireStaff` does, or, with `share=TOKEN` (and its password in the
 * X-Share-Password header when the link has one), whoever holds a shared link, for reading (GET) only:
 * `res.locals.shared` is then true. A link revoked or never made is 401 `shares/unknown-link`; a missing or wrong
 * password 401 `shares/password-required`.
 */
export function staffOrShared(shares: SharedLinks, requireStaff: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    const token = req.query[SHARE_PARAMETER];
    if (token === undefined) return requireStaff(req, res, next);
    res.set("Cache-Control", "no-store");
    if (typeof token !== "string" || req.method !== "GET") return sendError(res, 401, "shares/unknown-link");
    const opened = await shares.open(token, req.get(SHARE_PASSWORD_HEADER) ?? "");
    if (opened !== "open") {
      return sendError(res, 401, opened === "password" ? "shares/password-required" : "shares/unknown-link");
    }
    res.locals.shared = true;
    next();
  };
}
