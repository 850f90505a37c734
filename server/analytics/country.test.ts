import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { countryOf, countryOfAddress } from "./country";

const request = (ip: string, headers: Record<string, string> = {}, ips = ["198.51.100.1"]) =>
  ({ ip, ips, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

describe("country", () => {
  it("comes from the offline database for public IPv4 addresses, mapped ones included", () => {
    expect(countryOfAddress("36.66.1.1")).toBe("ID");
    expect(countryOfAddress("::ffff:8.8.8.8")).toBe("US");
    for (const address of ["127.0.0.1", "10.1.2.3", "::1", "2001:db8::1", ""]) {
      expect(countryOfAddress(address)).toBeUndefined();
    }
  });

  it("believes a CDN header only behind a trusted proxy", () => {
    const viaCdn = request("36.66.1.1", { "cf-ipcountry": "sg" });
    expect(countryOf(viaCdn, true)).toBe("SG");
    expect(countryOf(viaCdn, false)).toBe("ID");
    // Trusting proxies, but this client came directly: its header proves nothing.
    expect(countryOf(request("36.66.1.1", { "cf-ipcountry": "SG" }, []), true)).toBe("ID");
    expect(countryOf(request("127.0.0.1", { "cloudfront-viewer-country": "XX" }), true)).toBe("Unknown");
    expect(countryOf(request("127.0.0.1", { "x-vercel-ip-country": "JP" }), true)).toBe("JP");
  });
});
