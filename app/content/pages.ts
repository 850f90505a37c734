import { LOCALES, type Locale } from "../i18n/locales.ts";
import type { UrlScheme } from "../i18n/url-scheme.ts";
import { COLLECTIONS, type Collection } from "./collections.ts";
import type { Content } from "./schema.ts";

/** Entries a listing page shows: three rows of three cards on a desktop, a few screens on a phone. */
export const LISTING_PAGE_SIZE = 9;

/** An entry's path without language prefix: "/blog/web-app-or-mobile-app". */
export const entryPath = (collection: Collection, slug: string) => `/${collection}/${slug}`;

/** A listing's n-th page without language prefix: "/blog", "/blog/page/2". */
export const listingPath = (collection: Collection, page: number) =>
  page <= 1 ? `/${collection}` : `/${collection}/page/${page}`;

/** The blog's feed in a language, without prefix. */
export const FEED_PATH = "/blog/rss.xml";

/** How many pages a listing of `entries` entries has (one, however few). */
export const listingPageCount = (entries: number) => Math.max(1, Math.ceil(entries / LISTING_PAGE_SIZE));

/**
 * The pages content/ adds to the site, with their language prefixes: every entry in each language it is written
 * in, the listings' later pages, and a feed for each language that has blog posts. (The listings' first pages
 * are public pages like any other: app/routing/pages.ts.)
 */
export function contentPaths(content: Pick<Content, "entries">, scheme: UrlScheme) {
  const countOf = (collection: Collection, locale: Locale) =>
    content.entries.filter((entry) => entry.collection === collection && entry.locale === locale).length;
  const entries = content.entries.map((entry) =>
    scheme.localizePath(entryPath(entry.collection, entry.slug), entry.locale),
  );
  const listings = LOCALES.flatMap((locale) =>
    COLLECTIONS.flatMap((collection) =>
      Array.from({ length: listingPageCount(countOf(collection, locale)) - 1 }, (_, index) =>
        scheme.localizePath(listingPath(collection, index + 2), locale),
      ),
    ),
  );
  const feeds = LOCALES.filter((locale) =>
    content.entries.some((entry) => entry.collection === "blog" && entry.locale === locale),
  ).map((locale) => scheme.localizePath(FEED_PATH, locale));
  return { pages: [...entries, ...listings], feeds };
}

/** The collection a path of one of its pages belongs to ("/ja/blog/page/2" → "blog"), given it without prefix. */
export function collectionOf(unprefixedPath: string): Collection {
  const collection = unprefixedPath.split("/")[1];
  if (!COLLECTIONS.includes(collection as Collection)) throw new Error(`${unprefixedPath} is no content page`);
  return collection as Collection;
}
