import type { Request } from "express";
import { isSiteOrigin } from "../../http/site-origin";

/**
 * Where a request to the analytics came from, as the browser says it (decision 026): `site` for a page of
 * the site (the origin the request was addressed to, or SITE_URL's), `foreign` for another site's page,
 * `none` when the request names no page at all (a script: browsers send Origin with every POST). Without
 * Origin, the Referer's origin stands in. `Origin: null` (a sandboxed or privacy-stripped page) is foreign.
 */
export type EventOrigin = "site" | "foreign" | "none";

export function eventOrigin(req: Request, siteOrigin: string): EventOrigin {
  const claimed = req.get("origin") ?? originOf(req.get("referer"));
  if (claimed === undefined) return "none";
  return isSiteOrigin(req, claimed, siteOrigin) ? "site" : "foreign";
}

/** The origin of a Referer, or undefined without one; "null" for one that is no URL. */
function originOf(referer: string | undefined): string | undefined {
  if (referer === undefined) return undefined;
  return URL.canParse(referer) ? new URL(referer).origin : "null";
}
