import { NOT_FOUND_PAGE } from "../../../app/analytics/dimensions";
import { DEFAULT_LOCALE } from "../../../app/config/build";
import { CONTENT_PATHS } from "../../../app/content/entries";
import type { Locale } from "../../../app/i18n/locales";
import { urlScheme } from "../../../app/i18n/url-scheme";
import { PAGE_PATHS } from "../../../app/routing/pages";

const scheme = urlScheme(DEFAULT_LOCALE);

/** Every page the site has: the public pages and the staff area in every language, and content/'s pages. */
const SITE_PAGES: ReadonlySet<string> = new Set([...scheme.everyLocale(PAGE_PATHS), ...CONTENT_PATHS.pages]);

/**
 * The site page a path names, or NOT_FOUND_PAGE: the analytics keep one row per real page, never one
 * per path a client invents. A trailing slash names the same page, as it does for the server.
 */
export function sitePage(path: string): string {
  const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return SITE_PAGES.has(page) ? page : NOT_FOUND_PAGE;
}

/** A site page's name as the tracker gives it: the path without its language, "home" for the home page. */
export function pageName(page: string): string {
  return page === NOT_FOUND_PAGE ? page : scheme.stripLocale(page).slice(1) || "home";
}

/** The home page of a language. */
export function homePage(locale: Locale): string {
  return scheme.localizePath("/", locale);
}

/** A site page with its five language versions merged into one: "/ja/about" and "/about" are "/about". */
export function mergedPage(page: string): string {
  return page === NOT_FOUND_PAGE ? page : scheme.stripLocale(page);
}

/** The language of a site page (the default language for NOT_FOUND_PAGE). */
export function localeOfPage(page: string): string {
  return page === NOT_FOUND_PAGE ? scheme.defaultLocale : scheme.localeFromPath(page);
}
