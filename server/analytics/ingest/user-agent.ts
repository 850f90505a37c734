import { UAParser } from "ua-parser-js";

export type DeviceType = "desktop" | "mobile" | "tablet";

/** What the analytics keep of a user agent: never the text itself, only these three names. */
export interface UserAgentFacts {
  device: DeviceType;
  browser: string;
  os: string;
}

/** The name of a browser or system nobody could tell. */
export const UNKNOWN = "Unknown";

/** The longest browser or system name kept (ua-parser-js's longest is under 30 characters). */
const MAX_NAME = 40;

/** ua-parser-js's names where people know the browser or system by another (iOS's Safari is Safari). */
const NAMES: Record<string, string> = {
  "Mobile Safari": "Safari",
  "Mac OS": "macOS",
  "Chromium OS": "ChromeOS",
};

const named = (name: string | undefined) => (name ? (NAMES[name] ?? name).slice(0, MAX_NAME) : UNKNOWN);

/** Answers for the user agents seen lately: most requests come from a few browsers. */
const recent = new Map<string, UserAgentFacts>();
const REMEMBERED = 1000;

/**
 * Desktop, mobile or tablet (anything else counts as desktop), the browser and the operating system, from the
 * user agent (ua-parser-js 1.x, MIT).
 */
export function userAgentFacts(userAgent: string): UserAgentFacts {
  let facts = recent.get(userAgent);
  if (!facts) {
    const parsed = new UAParser(userAgent);
    const type = parsed.getDevice().type;
    facts = {
      device: type === "mobile" || type === "tablet" ? type : "desktop",
      browser: named(parsed.getBrowser().name),
      os: named(parsed.getOS().name),
    };
    if (recent.size >= REMEMBERED) recent.clear();
    recent.set(userAgent, facts);
  }
  return facts;
}
