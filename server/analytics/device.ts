import { UAParser } from "ua-parser-js";

export type DeviceType = "desktop" | "mobile" | "tablet";

/** Desktop, mobile or tablet, from the user agent (ua-parser-js 1.x, MIT). Anything else counts as desktop. */
export function deviceType(userAgent: string): DeviceType {
  const type = new UAParser(userAgent).getDevice().type;
  return type === "mobile" || type === "tablet" ? type : "desktop";
}
