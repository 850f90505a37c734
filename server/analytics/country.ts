import type { Request } from "express";

/** Headers in which a CDN or hosting platform names the visitor's country (ISO 3166-1 alpha-2). */
const COUNTRY_HEADERS = ["cf-ipcountry", "cloudfront-viewer-country", "x-vercel-ip-country"];

/**
 * The visitor's country code from a CDN header, or "Unknown". The headers are believed only behind a
 * trusted proxy (TRUST_PROXY), since a client talking to the server directly could send anything.
 */
export function countryOf(req: Request, trustProxy: boolean): string {
  if (!trustProxy) return "Unknown";
  for (const header of COUNTRY_HEADERS) {
    const value = req.get(header)?.trim().toUpperCase();
    // XX: unknown, T1: Tor (Cloudflare's conventions).
    if (value && /^[A-Z]{2}$/.test(value) && value !== "XX" && value !== "T1") return value;
  }
  return "Unknown";
}
