import { describe, expect, it } from "vitest";
import { urlScheme } from "./url-scheme";

describe("URL scheme with English as the default locale", () => {
  const scheme = urlScheme("en");

  it("keeps the default locale unprefixed and prefixes the others", () => {
    expect(scheme.localizePath("/", "en")).toBe("/");
    expect(scheme.localizePath("/about", "en")).toBe("/about");
    expect(scheme.localizePath("/", "ja")).toBe("/ja");
    expect(scheme.localizePath("/services/hr-systems", "ja")).toBe("/ja/services/hr-systems");
  });

  it("reads the locale from a path, treating unknown prefixes as unprefixed pages", () => {
    expect(scheme.localeFromPath("/")).toBe("en");
    expect(scheme.localeFromPath("/about")).toBe("en");
    expect(scheme.localeFromPath("/id")).toBe("id");
    expect(scheme.localeFromPath("/ko/blog")).toBe("ko");
    expect(scheme.localeFromPath("/xx/blog")).toBe("en");
    expect(scheme.localeFromPath("/identity")).toBe("en");
  });

  it("switches a page to another language and back", () => {
    expect(scheme.switchLocale("/about", "zh")).toBe("/zh/about");
    expect(scheme.switchLocale("/zh/about", "id")).toBe("/id/about");
    expect(scheme.switchLocale("/id/about", "en")).toBe("/about");
    expect(scheme.switchLocale("/ja", "en")).toBe("/");
    expect(scheme.switchLocale("/ja/", "ko")).toBe("/ko");
  });

  it("lists every page in every language", () => {
    expect(scheme.everyLocale(["/", "/blog"])).toEqual([
      "/",
      "/blog",
      "/id",
      "/id/blog",
      "/ja",
      "/ja/blog",
      "/ko",
      "/ko/blog",
      "/zh",
      "/zh/blog",
    ]);
  });
});

describe("URL scheme with Indonesian as the default locale", () => {
  const scheme = urlScheme("id");

  it("serves Indonesian unprefixed and English under /en", () => {
    expect(scheme.localizePath("/about", "id")).toBe("/about");
    expect(scheme.localizePath("/about", "en")).toBe("/en/about");
    expect(scheme.localeFromPath("/en/about")).toBe("en");
    expect(scheme.localeFromPath("/id/about")).toBe("id");
    expect(scheme.switchLocale("/en/about", "id")).toBe("/about");
  });
});
