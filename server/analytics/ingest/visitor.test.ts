import { describe, expect, it } from "vitest";
import { clientId, visitorId } from "./visitor";

const agent = "Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36";

describe("visitorId", () => {
  it("is the same for the same salt, site, address and browser, and differs when any of them does", () => {
    const id = visitorId("salt-a", "https://example.id", "203.0.113.7", agent);
    expect(visitorId("salt-a", "https://example.id", "203.0.113.7", agent)).toBe(id);
    expect(visitorId("salt-b", "https://example.id", "203.0.113.7", agent)).not.toBe(id);
    expect(visitorId("salt-a", "https://other.id", "203.0.113.7", agent)).not.toBe(id);
    expect(visitorId("salt-a", "https://example.id", "203.0.113.8", agent)).not.toBe(id);
    expect(visitorId("salt-a", "https://example.id", "203.0.113.7", `${agent} x`)).not.toBe(id);
  });

  it("contains neither the address nor the browser", () => {
    const id = visitorId("salt", "https://example.id", "203.0.113.7", agent);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(id).not.toContain("203");
  });
});

describe("clientId", () => {
  it("names the address alone, under the day's salt: IPv6 by /56 network", () => {
    const id = clientId("salt-a", "https://example.id", "203.0.113.7");
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(id).not.toBe(visitorId("salt-a", "https://example.id", "203.0.113.7", ""));
    expect(clientId("salt-b", "https://example.id", "203.0.113.7")).not.toBe(id);
    expect(clientId("salt-a", "https://example.id", "203.0.113.8")).not.toBe(id);
    const network = clientId("salt-a", "https://example.id", "2001:db8:1234:5600::1");
    expect(clientId("salt-a", "https://example.id", "2001:db8:1234:56ff:abcd::9")).toBe(network);
    expect(clientId("salt-a", "https://example.id", "2001:db8:1234:5700::1")).not.toBe(network);
  });
});
