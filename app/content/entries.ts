import { DEFAULT_LOCALE } from "~/config/build";
import { LOCALES, type Locale } from "~/i18n/locales";
import { localizePath, stripLocale } from "~/i18n/paths";
import { urlScheme } from "~/i18n/url-scheme";
import type { ServiceId } from "~/services/catalog";
import { COLLECTIONS, type Collection } from "./collections";
import { contentPaths } from "./pages";
import type { Content, Entry } from "./schema";

declare const __CONTENT__: Content;

/**
 * The site's case studies and blog posts, compiled from content/ when the site was built (defines.ts). Server
 * side only: route loaders, meta, the sitemap and the feeds read it; no island imports it.
 */
const CONTENT: Content = __CONTENT__;

const newestFirst = (a: Entry, b: Entry) => b.meta.date.localeCompare(a.meta.date) || a.slug.localeCompare(b.slug);

/** The day an entry last changed: its `updated` day, or else the day it was published. */
export const changedOn = (entry: Entry) => entry.meta.updated ?? entry.meta.date;

/** The latest day any of `entries` changed; undefined for none. */
export function latestChange(entries: readonly Entry[]): string | undefined {
  return entries.map(changedOn).sort().at(-1);
}

/** The entries of a collection in a language, newest first. */
export function entriesOf(collection: Collection, locale: Locale): Entry[] {
  return CONTENT.entries
    .filter((entry) => entry.collection === collection && entry.locale === locale)
    .sort(newestFirst);
}

export function findEntry(collection: Collection, slug: string, locale: Locale): Entry | undefined {
  return CONTENT.entries.find(
    (entry) => entry.collection === collection && entry.slug === slug && entry.locale === locale,
  );
}

/** The languages an entry is written in, in the site's order. */
export function entryLocales(collection: Collection, slug: string): Locale[] {
  return LOCALES.filter((locale) => findEntry(collection, slug, locale));
}

export function coverOf(entry: Pick<Entry, "collection" | "slug">): string {
  return CONTENT.covers[`${entry.collection}/${entry.slug}`] ?? "";
}

/**
 * Other entries of the same collection and language: those sharing most of `entry`'s services first, then the
 * newest (the sort keeps entriesOf's newest-first order among equals).
 */
export function relatedEntries(entry: Entry, count = 3): Entry[] {
  const shared = (other: Entry) => other.meta.services.filter((id) => entry.meta.services.includes(id)).length;
  return entriesOf(entry.collection, entry.locale)
    .filter((other) => other.slug !== entry.slug)
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, count);
}

/** The case studies of a service in a language, newest first. */
export function caseStudiesOf(service: ServiceId, locale: Locale): Entry[] {
  return entriesOf("case-studies", locale).filter((entry) => entry.meta.services.includes(service));
}

/** The pages and feeds content/ adds to the site, with their language prefixes (pages.ts). */
export const CONTENT_PATHS = contentPaths(CONTENT, urlScheme(DEFAULT_LOCALE));

/**
 * Where the language selector leads from a page, by language: the same page, or, for an entry not written in a
 * language (or a listing page it does not have), that language's listing, so that no link of ours is a 404.
 */
export function languageLinks(
  pathname: string,
  pages: readonly string[] = CONTENT_PATHS.pages,
): Record<Locale, string> {
  const page = stripLocale(pathname);
  const collection = COLLECTIONS.find((name) => page.startsWith(`/${name}/`));
  const link = (locale: Locale) => {
    const path = localizePath(page, locale);
    const missing = collection !== undefined && !pages.includes(path);
    return missing ? localizePath(`/${collection}`, locale) : path;
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, link(locale)])) as Record<Locale, string>;
}
