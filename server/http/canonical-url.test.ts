import { describe, expect, it } from "vitest";
import { canonicalLocation, canonicalPaths, spellingKey } from "./canonical-url";

const pages = canonicalPaths("en");
const locationOf = (url: string) => canonicalLocation(pages, url.split("?")[0] ?? url, url);

describe("the spelling key of a path", () => {
  it("ignores case, duplicate and trailing slashes, backslashes, dot segments and percent-encoding", () => {
    for (const path of [
      "/About",
      "/about/",
      "//about//",
      "/ABOUT/",
      "\\about",
      "/x/../about",
      "/./about",
      "/%61bout",
    ]) {
      expect(spellingKey(path), path).toBe("/about");
    }
    expect(spellingKey("/")).toBe("/");
    expect(spellingKey("////")).toBe("/");
    expect(spellingKey("/%E0%A4%A")).toBeUndefined();
  });

  it("keeps an encoded slash inside its segment", () => {
    expect(spellingKey("/about%2F")).toBe("/about/");
  });

  it("takes time linear in the path, however it is made", () => {
    const paths = ["/".repeat(16_000), `${"/".repeat(16_300)}a`, "/a".repeat(8_100), "/%2e".repeat(5_000)];
    const before = process.cpuUsage();
    for (const path of paths) for (let run = 0; run < 10; run++) spellingKey(path);
    const { user, system } = process.cpuUsage(before);
    // 40 runs over 16 KB: well under a millisecond each when linear, seconds when quadratic.
    expect((user + system) / 1000).toBeLessThan(1000);
  });
});

describe("the redirect to a page's one URL", () => {
  it("leaves every page's own URL alone", () => {
    for (const page of new Set(pages.values())) expect(locationOf(page), page).toBeUndefined();
  });

  it.each([
    ["/About", "/about"],
    ["/CONTACT", "/contact"],
    ["/ja/About", "/ja/about"],
    ["/JA/about", "/ja/about"],
    ["/about/", "/about"],
    ["/ja/", "/ja"],
    ["/ja//about", "/ja/about"],
    ["/en", "/"],
    ["/en/", "/"],
    ["/EN/About", "/about"],
    ["/en/services/web-development", "/services/web-development"],
    ["/admin/", "/admin"],
    ["/KO/ADMIN", "/ko/admin"],
    ["/services/iot-integration", "/services/iot-technology"],
    ["/ja/services/hr-management/", "/ja/services/hr-systems"],
    ["/en/Services/System-Integration", "/services/custom-software"],
    ["/about/?utm_source=x&y=%2F%2Fevil", "/about?utm_source=x&y=%2F%2Fevil"],
    // The files the site renders have one URL each too.
    ["/sitemap.xml/", "/sitemap.xml"],
    ["/robots.txt/", "/robots.txt"],
    ["/Robots.TXT", "/robots.txt"],
    ["/blog/rss.xml/", "/blog/rss.xml"],
    ["/ja/blog/RSS.xml", "/ja/blog/rss.xml"],
    ["/en/blog/rss.xml", "/blog/rss.xml"],
  ])("%s → %s", (from, to) => {
    expect(locationOf(from)).toBe(to);
  });

  it.each([
    "/en//evil.example/x?y=1",
    "/en/\\evil.example",
    "//evil.example",
    "/\\evil.example/",
    "/en/no-such-page",
    "/en/ja/about",
    "/services/constructor",
    "/services/__proto__",
    "/services/toString",
    "/fr/about",
    "/api/health/",
    "/assets/App.js",
  ])("%s is no spelling of a page: not redirected", (url) => {
    expect(locationOf(url)).toBeUndefined();
  });

  it("only ever leads to a path of the site", () => {
    for (const target of pages.values()) expect(target).toMatch(/^\/(?![/\\])/);
  });

  it("follows the configured default language", () => {
    const indonesian = canonicalPaths("id");
    expect(canonicalLocation(indonesian, "/id/about", "/id/about")).toBe("/about");
    expect(canonicalLocation(indonesian, "/En/About", "/En/About")).toBe("/en/about");
  });
});
