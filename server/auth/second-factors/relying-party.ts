import type { Request } from "express";
import { isLocalhost } from "../../http/localhost";

export interface RelyingParty {
  /** The WebAuthn relying party id: a host name. */
  id: string;
  /** The origin whose pages may use the passkeys. */
  origin: string;
}

/**
 * Whose passkeys a request's page may use (decision 022): the site's, SITE_URL's host and origin; on this
 * machine (localhost, development and tests), the request's own host, which browsers allow as a relying
 * party over plain HTTP. An IP address cannot be a relying party id: passkeys are not offered there.
 */
export function relyingParty(req: Request, siteUrl: string): RelyingParty | undefined {
  if (isLocalhost(req.hostname)) {
    if (!/^[a-z.]+$/.test(req.hostname)) return undefined;
    return { id: req.hostname, origin: `${req.protocol}://${req.get("host")}` };
  }
  const site = new URL(siteUrl);
  return { id: site.hostname, origin: site.origin };
}
