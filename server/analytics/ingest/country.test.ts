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

  it("believes the one CDN header named by the setting, and only from a trusted proxy", () => {
    const viaCdn = request("36.66.1.1", { "cf-ipcountry": "sg" });
    expect(countryOf(viaCdn, "cf-ipcountry")).toBe("SG");
    // No header named: whatever a client sends, the country comes from its address.
    expect(countryOf(viaCdn, undefined)).toBe("ID");
    // Trusting proxies, but this client came directly: its header proves nothing.
    expect(countryOf(request("36.66.1.1", { "cf-ipcountry": "SG" }, []), "cf-ipcountry")).toBe("ID");
    expect(countryOf(request("127.0.0.1", { "cf-ipcountry": "XX" }), "cf-ipcountry")).toBe("Unknown");
    expect(countryOf(request("127.0.0.1", { "cf-ipcountry": "T1" }), "cf-ipcountry")).toBe("Unknown");
    expect(countryOf(request("127.0.0.1", { "x-vercel-ip-country": "JP" }), "x-vercel-ip-country")).toBe("JP");
  });

  it("ignores the headers of other CDNs, which a client can send through the trusted one", () => {
    // Behind CloudFront, a client's own CF-IPCountry passes through untouched: it must not choose the country.
    const forged = request("36.66.1.1", { "cf-ipcountry": "US", "cloudfront-viewer-country": "SG" });
    expect(countryOf(forged, "cloudfront-viewer-country")).toBe("SG");
    expect(countryOf(request("36.66.1.1", { "cf-ipcountry": "US" }), "cloudfront-viewer-country")).toBe("ID");
  });
});
