import { UAParser } from "ua-parser-js";

export type DeviceType = "desktop" | "mobile" | "tablet";

/** Answers for the user agents seen lately: most requests come from a few browsers. */
const recent = new Map<string, DeviceType>();
const REMEMBERED = 1000;

/** Desktop, mobile or tablet, from the user agent (ua-parser-js 1.x, MIT). Anything else counts as desktop. */
export function deviceType(userAgent: string): DeviceType {
  let type = recent.get(userAgent);
  if (!type) {
    const parsed = new UAParser(userAgent).getDevice().type;
    type = parsed === "mobile" || parsed === "tablet" ? parsed : "desktop";
    if (recent.size >= REMEMBERED) recent.clear();
    recent.set(userAgent, type);
  }
  return type;
}
