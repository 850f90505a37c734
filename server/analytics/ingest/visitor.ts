import { createHmac } from "node:crypto";
import { ipKeyGenerator } from "express-rate-limit";

/**
 * The visitor's daily pseudonym: a keyed hash of the site, the client address and the user agent under
 * the day's random salt. Neither the address nor the user agent is stored, and once the salt is deleted
 * the pseudonym cannot be recomputed, nor linked to the same visitor's pseudonym of another day.
 */
export function visitorId(salt: string, site: string, ip: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${site}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/**
 * The client's daily pseudonym (its client key): the same keyed hash of the site and the address alone,
 * IPv6 addresses by /56 network as the rate limits take them (server/http/request-keys.ts), so that one
 * address sending many user agents is one client however many visitors it makes. It lives as the
 * visitor's does: one day's salt, never the address itself (docs/decisions/017).
 */
export function clientId(salt: string, site: string, ip: string): string {
  return createHmac("sha256", salt)
    .update(`client\n${site}\n${ipKeyGenerator(ip)}`)
    .digest("base64url")
    .slice(0, 22);
}
