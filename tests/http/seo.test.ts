import { beforeAll, describe, expect, it } from "vitest";
import { findEntry } from "../../app/content/entries";
import {
  attribute,
  CONTENT_PAGES,
  entryOf,
  LOCALES,
  linkTags,
  PUBLIC_PATHS,
  pageLocales,
  scheme,
  settings,
} from "../support/pages";
import { sharedServer } from "../support/shared-server";

// A server that this file only reads from: the shared one (decision 031).
const server = sharedServer();
const html = new Map<string, string>();

/** Every public page in every language it exists in: the site's pages and content/'s. */
const pages = [...scheme.everyLocale(PUBLIC_PATHS), ...CONTENT_PAGES];

beforeAll(async () => {
  for (const path of pages) {
    html.set(path, await (await fetch(server.url + path)).text());
  }
});

const absolute = (path: string) => settings.SITE_URL + path;

function alternatesOf(page: string): Record<string, string> {
  return Object.fromEntries(
    linkTags(html.get(page) ?? "", "alternate")
      .filter((tag) => attribute(tag, "hreflang"))
      .map((tag) => [attribute(tag, "hreflang"), attribute(tag, "href")]),
  );
}

function metaContent(page: string, key: string): string | undefined {
  const tag = [...(html.get(page) ?? "").matchAll(/<meta\b[^>]*>/g)]
    .map((m) => m[0])
    .find((t) => attribute(t, "name") === key || attribute(t, "property") === key);
  return tag ? attribute(tag, "content") : undefined;
}

describe("page metadata", () => {
  it.each(pages)("%s has a canonical to itself and a reciprocal hreflang set of the languages it exists in", (page) => {
    const canonical = linkTags(html.get(page) ?? "", "canonical").map((tag) => attribute(tag, "href"));
    expect(canonical).toEqual([absolute(page)]);

    const alternates = alternatesOf(page);
    const unprefixed = scheme.stripLocale(page);
    const locales = pageLocales(page);
    const fallback = locales.includes(settings.DEFAULT_LOCALE) ? settings.DEFAULT_LOCALE : locales[0];
    const expected = Object.fromEntries([
      ...locales.map((locale) => [locale, absolute(scheme.localizePath(unprefixed, locale))]),
      ["x-default", absolute(scheme.localizePath(unprefixed, fallback ?? settings.DEFAULT_LOCALE))],
    ]);
    expect(alternates).toEqual(expected);
    for (const href of Object.values(alternates)) {
      expect(alternatesOf(href.slice(settings.SITE_URL.length))).toEqual(alternates);
    }
  });

  it.each(pages)(
    "%s has title, description, keywords, social cards, geo tags, theme colour and the Organization",
    (page) => {
      const document = html.get(page) ?? "";
      expect(document).toMatch(/<title>[^<]{10,}<\/title>/);
      for (const key of [
        "description",
        "keywords",
        "og:title",
        "og:description",
        "twitter:card",
        "twitter:title",
        "geo.region",
        "geo.placename",
        "geo.position",
        "ICBM",
      ]) {
        expect(metaContent(page, key), key).toBeTruthy();
      }
      expect(metaContent(page, "og:url")).toBe(absolute(page));
      const entry = entryOf(page);
      expect(metaContent(page, "og:image")).toBe(
        absolute(entry ? `/cards/${entry.collection}/${entry.slug}.png` : "/og-image.png"),
      );
      expect(metaContent(page, "og:image:width")).toBe("1200");
      expect(metaContent(page, "og:image:height")).toBe("630");
      expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
      expect(metaContent(page, "geo.placename")).toBe("Jakarta");
      expect(metaContent(page, "theme-color")).toBe("#3B82F6");
      const jsonLd = document.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
      expect(JSON.parse(jsonLd ?? "{}")["@graph"]).toContainEqual(
        expect.objectContaining({ "@type": "Organization", url: absolute("/") }),
      );
    },
  );

  it("gives every page in every language a title of its own", async () => {
    const pagesByTitle = new Map<string, string[]>();
    for (const page of pages) {
      const title = html.get(page)?.match(/<title>(.*?)<\/title>/)?.[1] ?? "";
      pagesByTitle.set(title, [...(pagesByTitle.get(title) ?? []), page]);
    }
    expect([...pagesByTitle.values()].filter((shared) => shared.length > 1)).toEqual([]);
  });

  it("links only to pages' own URLs, which answer without a redirect", async () => {
    const targets = new Set<string>();
    for (const document of html.values()) {
      for (const [, href] of document.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)) {
        targets.add(new URL(href ?? "", server.url).pathname);
      }
    }
    expect(targets.size).toBeGreaterThan(PUBLIC_PATHS.length);
    for (const target of targets) {
      const response = await fetch(server.url + target, { redirect: "manual" });
      expect(response.status, target).toBe(200);
    }
  });

  it("serves the social images at the advertised size: the site's, and each entry's card", async () => {
    const images = new Set(pages.map((page) => metaContent(page, "og:image") ?? ""));
    expect(images.size).toBeGreaterThan(1);
    for (const image of images) {
      const response = await fetch(server.url + image.slice(settings.SITE_URL.length));
      expect(response.status, image).toBe(200);
      expect(response.headers.get("content-type"), image).toBe("image/png");
      const png = Buffer.from(await response.arrayBuffer());
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
    }
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt keeps crawlers out of the staff area and names the sitemap", async () => {
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    for (const locale of LOCALES) expect(robots).toContain(`Disallow: ${scheme.localizePath("/admin", locale)}\n`);
    expect(robots).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
  });

  it("the sitemap lists every public page in each language it exists in, with its alternates and last change", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const xml = await response.text();
    const urls = (xml.match(/<url>.*?<\/url>/gs) ?? []).map((entry) => ({
      loc: entry.match(/<loc>(.*?)<\/loc>/)?.[1] ?? "",
      lastmod: entry.match(/<lastmod>(.*?)<\/lastmod>/)?.[1] ?? "",
      alternates: entry.match(/<xhtml:link rel="alternate"/g)?.length ?? 0,
    }));
    expect(urls.map(({ loc }) => loc).sort()).toEqual(pages.map(absolute).sort());
    for (const { loc, lastmod, alternates } of urls) {
      const page = loc.slice(settings.SITE_URL.length);
      expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(alternates, loc).toBe(pageLocales(page).length + 1);
      // An entry's last change is its own day: updated, or else published.
      const entry = entryOf(page);
      if (entry) {
        const { meta } = findEntry(entry.collection, entry.slug, scheme.localeFromPath(page)) ?? {};
        expect(lastmod, loc).toBe(meta?.updated ?? meta?.date);
      }
    }
    expect(xml).not.toContain("/admin");
  });
});
