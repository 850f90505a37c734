import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineHashes } from "../../server/http/csp-hashes";
import { observatory } from "../support/observatory";
import { type RunningServer, startServer } from "../support/server";
import { createStaff, login, STAFF } from "../support/staff";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

const RESPONSES = [
  ["a prerendered page", "/about", 200],
  ["a prerendered page in another language", "/ja/services/web-development", 200],
  ["a server-rendered page", "/admin", 200],
  ["the 404 page", "/no-such-page", 404],
  ["an API answer", "/api/health", 200],
  ["an API error", "/api/nope", 404],
  ["a file", "/robots.txt", 200],
] as const;

describe("security headers", () => {
  it.each(RESPONSES)("%s carries all of them", async (_kind, path, status) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(status);
    const csp = directives(response.headers.get("content-security-policy"));
    const scriptSrc = csp.get("script-src") ?? [];
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc.join(" ")).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("report-uri")).toEqual(["/api/security/log"]);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("allows exactly a prerendered page's own inline scripts and style, by hash", async () => {
    for (const path of ["/", "/about", "/ko/privacy-policy", "/zh/services/hr-systems"]) {
      const response = await fetch(server.url + path);
      const csp = directives(response.headers.get("content-security-policy"));
      const { script, style } = inlineHashes(await response.text());
      // The speculation rules, and on the default language's pages the stored-language redirect.
      expect(script.length, path).toBeGreaterThanOrEqual(path.split("/")[1]?.length === 2 ? 1 : 2);
      expect(csp.get("script-src"), path).toEqual(["'self'", ...script]);
      expect(csp.get("style-src"), path).toEqual(["'self'", ...style]);
    }
  });

  it("gives each server-rendered response a fresh nonce, on every inline script and style it has", async () => {
    const nonces = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const response = await fetch(`${server.url}/admin`);
      const csp = directives(response.headers.get("content-security-policy"));
      const [self, source] = csp.get("script-src") ?? [];
      expect(self).toBe("'self'");
      const nonce = /^'nonce-([\w+/=]{24})'$/.exec(source ?? "")?.[1];
      expect(nonce).toBeDefined();
      expect(csp.get("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
      nonces.add(nonce ?? "");
      const html = await response.text();
      const inline = [...html.matchAll(/<(script|style)\b([^>]*)>/g)].filter(
        ([, tag, attributes = ""]) => !/src=|application\/ld\+json/.test(attributes) || tag === "style",
      );
      expect(inline.length).toBeGreaterThanOrEqual(4);
      for (const [tag] of inline) expect(tag, html.slice(0, 200)).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });
});

describe("the MDN HTTP Observatory's grading", () => {
  it.each(["/", "/admin", "/ja/about", "/no-such-page"])("gives %s A+ (100 or more)", async (path) => {
    const response = await fetch(server.url + path);
    const result = observatory(response, await response.text(), server.url);
    console.log(`observatory ${path}: ${result.score} (${result.grade})`);
    expect(result.tests["content-security-policy"]?.result).toBe("csp-implemented-with-no-unsafe");
    expect(Object.values(result.tests).filter((test) => test.modifier < 0)).toEqual([]);
    expect(result.grade).toBe("A+");
    expect(result.score).toBeGreaterThanOrEqual(100);
  });

  it("scores the session cookie's flags too", async () => {
    await createStaff(server);
    const response = await login(server, STAFF);
    const result = observatory(response, await response.text(), server.url);
    expect(result.tests.cookies).toEqual({ result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 });
    expect(result.grade).toBe("A+");
  });
});
