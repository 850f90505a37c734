import type { Request } from "express";

/**
 * Whether `origin` (a browser's Origin header, or a Referer's origin) is one of the site's own pages: the
 * origin the request was addressed to (scheme and Host, as the proxy settings make them) or SITE_URL's.
 * Staff requests that change state and analytics events both take only these.
 */
export function isSiteOrigin(req: Request, origin: string, siteOrigin: string): boolean {
  return origin === siteOrigin || origin === `${req.protocol}://${req.get("host")}`;
}
