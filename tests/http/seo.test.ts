import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_LIMITS } from "../../app/config/constants";
import { findEntry } from "../../app/content/entries";
import { pageChangedOn } from "../../app/seo/last-changed";
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

function metaContentOf(document: string, key: string): string | undefined {
  const tag = [...document.matchAll(/<meta\b[^>]*>/g)]
    .map((m) => m[0])
    .find((t) => attribute(t, "name") === key || attribute(t, "property") === key);
  return tag ? attribute(tag, "content") : undefined;
}

const metaContent = (page: string, key: string) => metaContentOf(html.get(page) ?? "", key);

/** An attribute's or element's text as a visitor reads it (entities decoded). */
const textOfTag = (text: string) =>
  text.replace(
    /&(#x27|#39|quot|lt|gt|amp);/g,
    (_, name: string) => ({ "#x27": "'", "#39": "'", quot: '"', lt: "<", gt: ">", amp: "&" })[name] ?? "",
  );

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

  it("keeps every page's title and description, in every language, within what search results show", async () => {
    const notFound = ["/no-such-page", "/id/no-such-page", "/ja/blog/no-such-post", "/zh/services/no-such-service"];
    const documents = new Map(html);
    for (const path of notFound) documents.set(path, await (await fetch(server.url + path)).text());
    const tooLong: string[] = [];
    for (const [page, document] of documents) {
      const title = textOfTag(document.match(/<title>(.*?)<\/title>/s)?.[1] ?? "");
      const description = textOfTag(metaContentOf(document, "description") ?? "");
      expect(title.length, page).toBeGreaterThan(0);
      expect(description.length, page).toBeGreaterThan(0);
      if ([...title].length > SEARCH_LIMITS.title) tooLong.push(`${page} title (${[...title].length}): ${title}`);
      if ([...description].length > SEARCH_LIMITS.description) {
        tooLong.push(`${page} description (${[...description].length}): ${description}`);
      }
    }
    expect(tooLong).toEqual([]);
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

describe("the site's icons and React Router's data", () => {
  it("serves /favicon.ico as a real icon file", async () => {
    const response = await fetch(`${server.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const ico = Buffer.from(await response.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), then the number of images, each of them a PNG here.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    expect(count).toBeGreaterThan(0);
    const sizes = Array.from({ length: count }, (_, index) => ico.readUInt8(6 + index * 16));
    expect(sizes).toContain(32);
    const first = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(first + 1, first + 4).toString()).toBe("PNG");
  });

  it.each(["/about.data", "/ja/blog.data", "/_root.data", "/no-such-page.data"])(
    "%s tells search engines not to list it",
    async (path) => {
      const response = await fetch(server.url + path, { redirect: "manual" });
      await response.arrayBuffer();
      expect(response.headers.get("x-robots-tag"), path).toMatch(/\bnoindex\b/);
    },
  );
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
      // An entry's last change is its own day: updated, or else published; another page's, the day its content
      // last changed (kept in the code, or its newest entry's), never the day the site was built.
      const entry = entryOf(page);
      if (entry) {
        const { meta } = findEntry(entry.collection, entry.slug, scheme.localeFromPath(page)) ?? {};
        expect(lastmod, loc).toBe(meta?.updated ?? meta?.date);
      } else {
        expect(lastmod, loc).toBe(pageChangedOn(scheme.stripLocale(page), scheme.localeFromPath(page)));
      }
    }
    expect(xml).not.toContain("/admin");
  });
});
