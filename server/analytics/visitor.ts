import { createHmac } from "node:crypto";

/**
 * The visitor's daily pseudonym: a keyed hash of the site, the client address and the user agent under
 * the day's random salt. Neither the address nor the user agent is stored, and once the salt is deleted
 * the pseudonym cannot be recomputed, nor linked to the same visitor's pseudonym of another day.
 */
export function visitorId(salt: string, site: string, ip: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${site}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);
}
