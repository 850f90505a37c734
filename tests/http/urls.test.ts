import net from "node:net";
import { describe, expect, it } from "vitest";
import { PAGE_PATHS } from "../../app/routing/pages";
import { LOCALES, scheme } from "../support/pages";
import { startServer } from "../support/server";
import { sharedServer } from "../support/shared-server";

// A server that this file only reads from: the shared one (decision 031).
const server = sharedServer();

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(server.url + path, { redirect: "manual", signal: AbortSignal.timeout(20_000), ...init });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get("location") };
}

/** A request as written, with a Host header of our choosing (fetch always sends its own). */
function rawRequest(port: number, path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("pathological paths", () => {
  it.each([
    ["a 16 KB run of slashes", `${"/".repeat(16_000)}a`, 414],
    ["/a 8,100 times", "/a".repeat(8_100), 414],
    ["/a 4,000 times (8 KB, 4,000 segments)", "/a".repeat(4_000), 404],
    ["a run of 8,000 slashes", `${"/".repeat(8_000)}a`, 404],
    ["40 segments", "/x".repeat(40), 404],
  ])("%s is refused before any routing", async (_name, path, status) => {
    expect((await get(path)).status).toBe(status);
  });

  it("do not hold up other requests: /api/health answers while 8 of them are in flight", async () => {
    const paths = ["/".repeat(16_000), "/a".repeat(8_100), "/a".repeat(4_000), `/${"b".repeat(259)}`.repeat(31)];
    const inFlight = Array.from({ length: 8 }, (_, index) => get(paths[index % paths.length] ?? "/"));
    const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    expect(health.status).toBe(200);
    for (const { status } of await Promise.all(inFlight)) expect([404, 414]).toContain(status);
  });

  it("is logged in one short line", async () => {
    const marker = `/logged${"x".repeat(16_000)}`;
    expect((await get(marker)).status).toBe(414);
    const line = (await server.waitForOutput(/"path":"\/loggedx/))
      .split("\n")
      .find((text) => text.includes("/loggedx"));
    expect(line?.length).toBeLessThan(600);
    expect(line).toContain("x…");
  });

  it("a path inside the bounds is still an ordinary 404", async () => {
    expect((await get(`/${"b".repeat(259)}`.repeat(31))).status).toBe(404);
  });
});

describe("one URL per page", () => {
  it.each([
    ["/About", "/about"],
    ["/CONTACT", "/contact"],
    ["/ja/About", "/ja/about"],
    ["/JA/about", "/ja/about"],
    ["/about/", "/about"],
    ["/ja/", "/ja"],
    ["/ja/services/web-development/", "/ja/services/web-development"],
    ["/ja//about", "/ja/about"],
    ["/%61bout", "/about"],
    ["/en/about", "/about"],
    ["/en", "/"],
    ["/EN/", "/"],
    ["/Admin/", "/admin"],
    ["/services/Web-Development", "/services/web-development"],
    ["/Services/IOT-Integration/", "/services/iot-technology"],
    ["/about/?utm_source=news&x=1", "/about?utm_source=news&x=1"],
  ])("%s redirects permanently to %s", async (from, to) => {
    expect(await get(from)).toEqual({ status: 308, location: to });
    expect((await get(from, { method: "HEAD" })).status).toBe(308);
    expect((await get(to)).status).toBe(200);
  });

  it.each([
    ["/sitemap.xml/", "/sitemap.xml"],
    ["/robots.txt/", "/robots.txt"],
    ["/blog/rss.xml/", "/blog/rss.xml"],
    ["/ja/blog/rss.xml/", "/ja/blog/rss.xml"],
    ["/Sitemap.xml", "/sitemap.xml"],
  ])("the file %s redirects permanently to %s", async (from, to) => {
    expect(await get(from)).toEqual({ status: 308, location: to });
    expect((await get(to)).status).toBe(200);
  });

  it.each(["/favicon.ico/", "/logo.png/", "/og-image.png/", "/favicon.svg/"])(
    "the static file %s is a 404 with a trailing slash",
    async (path) => {
      expect(await get(path)).toEqual({ status: 404, location: null });
    },
  );

  it("answers every page at its own URL without a redirect", async () => {
    for (const path of scheme.everyLocale(PAGE_PATHS)) {
      // The invitation page without an invitation's token says that the link is unknown, with a 404.
      expect((await get(path)).status, path).toBe(path.endsWith("/admin/invitation") ? 404 : 200);
    }
  });

  it.each([
    "/services/constructor",
    "/services/__proto__",
    "/services/toString",
    "/ja/services/hasOwnProperty",
    "/en/no-such-page",
    "/en/ja/about",
    "/about%2F",
  ])("%s is a 404", async (path) => {
    expect(await get(path)).toEqual({ status: 404, location: null });
  });
});

describe("redirects", () => {
  const hostile = [
    "/en//evil.example/x?y=1",
    "/en/\\evil.example",
    "/en/%2F%2Fevil.example",
    "//evil.example/about/",
    "/\\evil.example/about/",
    "/en///evil.example",
    "/EN//evil.example/",
    "/en/%5Cevil.example",
    "/services/iot-integration/..//evil.example",
    "/about/?next=//evil.example",
    "/ja/?//evil.example",
  ];

  it.each(hostile)("%s never leads off the site", async (path) => {
    const { status, location } = await get(path);
    if (location === null) return expect(status).toBe(404);
    expect(status).toBe(308);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, server.url).origin).toBe(server.url);
  });

  it("keep the query string, which cannot change where they lead", async () => {
    expect(await get("/ja/?//evil.example")).toEqual({ status: 308, location: "/ja?//evil.example" });
  });
});

describe("the Host header", () => {
  const port = () => Number(new URL(server.url).port);

  it.each(["exa mple", "[bad", "a/b", "a@b", "example.com:99999", ""])("%j is refused with a 400", async (host) => {
    for (const path of ["/about", "/nope", "/admin", "/api/health"]) {
      const answer = await rawRequest(port(), path, host);
      expect(answer, path).toMatch(/^HTTP\/1\.1 400 /);
    }
  });

  // "10.0.0.1": proxies are trusted, but not this client (the page renderer reads the header's port anyway).
  it.each(["1", "10.0.0.1"])(
    "with TRUST_PROXY=%s, an invalid X-Forwarded-Host is refused with a 400 too",
    async (trustProxy) => {
      const proxied = await startServer({ TRUST_PROXY: trustProxy });
      try {
        for (const forwarded of ["example.com:99999", "exa mple", "example.com, a@b"]) {
          for (const path of ["/about", "/nope", "/admin"]) {
            const response = await fetch(proxied.url + path, { headers: { "x-forwarded-host": forwarded } });
            expect(response.status, `${forwarded} ${path}`).toBe(400);
          }
        }
        const valid = await fetch(`${proxied.url}/nope`, { headers: { "x-forwarded-host": "www.example.com:8443" } });
        expect(valid.status).toBe(404);
      } finally {
        await proxied.stop();
      }
    },
  );

  it("a valid one is served", async () => {
    expect(await rawRequest(port(), "/about", "www.example.com")).toMatch(/^HTTP\/1\.1 200 /);
    expect(await rawRequest(port(), "/nope", "[::1]:8080")).toMatch(/^HTTP\/1\.1 404 /);
  });

  it("is refused without a stack trace in the answer or the log when NODE_ENV is not production", async () => {
    const development = await startServer({ NODE_ENV: "development" });
    try {
      const answer = await rawRequest(Number(new URL(development.url).port), "/nope", "[bad");
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).not.toMatch(/\n\s+at /);
      await development.waitForOutput(/"path":"\/nope","status":400/);
      expect(development.output()).not.toMatch(/\n\s+at /);
    } finally {
      await development.stop();
    }
  });
});

describe("in every language", () => {
  it.each(LOCALES)("the home page of %s has no trailing slash", async (locale) => {
    const home = scheme.localizePath("/", locale);
    expect((await get(home)).status).toBe(200);
    if (home !== "/") expect(await get(`${home}/`)).toEqual({ status: 308, location: home });
  });
});
