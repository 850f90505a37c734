import type { Request } from "express";
import { isbot } from "isbot";
import { SITE_URL } from "../../../app/config/build";
import type { Analytics } from "../index";
import { countryOf } from "./country";
import { userAgentFacts } from "./user-agent";
import { clientId, visitorId } from "./visitor";

/** Who sent a request, as the analytics name them: the day's pseudonyms, device type, browser, system and country. */
export interface RequestVisitor {
  visitor: string;
  /** The address's own pseudonym, shared by every visitor behind it (see visitor.ts). */
  client: string;
  device: string;
  browser: string;
  os: string;
  country: string;
}

/** A request without a user agent, or from a bot, is nobody the analytics count. */
export function isCounted(req: Request): boolean {
  const userAgent = req.get("user-agent") ?? "";
  return userAgent.trim() !== "" && !isbot(userAgent);
}

/**
 * The visitor behind a request (a keyed hash of the day's salt, the site, the IP and the user agent, never
 * stored themselves) and its client (the same of the IP alone), with the device type, browser, system and country
 * (`countryHeader` is the CDN's, believed only behind a trusted proxy).
 */
export async function requestVisitor(
  analytics: Analytics,
  req: Request,
  countryHeader: string | undefined,
  now: number,
): Promise<RequestVisitor> {
  const userAgent = req.get("user-agent") ?? "";
  const salt = await analytics.salts.saltFor(now);
  return {
    visitor: visitorId(salt, SITE_URL, req.ip ?? "", userAgent),
    client: clientId(salt, SITE_URL, req.ip ?? ""),
    ...userAgentFacts(userAgent),
    country: countryOf(req, countryHeader),
  };
}
