import type { RequestHandler } from "express";
import { CONTENT_PATHS } from "../../app/content/entries";
import { LOCALES, type Locale } from "../../app/i18n/locales";
import { urlScheme } from "../../app/i18n/url-scheme";
import { PAGE_ALIASES, PAGE_PATHS, ROOT_FILES } from "../../app/routing/pages";

/**
 * The spelling-free form of a path, under which its page is looked up: segments decoded and in lower case,
 * "\" read as "/" and "." and ".." resolved (as browsers and the page renderer's URL parser do), empty
 * segments (duplicate and trailing slashes) dropped. One pass over the path. Undefined when the path
 * cannot be decoded.
 */
export function spellingKey(path: string): string | undefined {
  const segments: string[] = [];
  for (const raw of path.split(/[/\\]/)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw).toLowerCase();
    } catch {
      return undefined;
    }
    if (segment === "..") segments.pop();
    else if (segment !== "" && segment !== ".") segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

/**
 * Every page's one URL path (docs/PRODUCT.md#languages-and-urls: lower case, no trailing slash, the default language unprefixed), by
 * the spelling keys that reach it: its own, the default language's with its prefix, and its old aliases'. The
 * files the site renders (robots.txt, the sitemap, the blog's feeds) have one URL each the same way.
 */
export function canonicalPaths(defaultLocale: Locale): Map<string, string> {
  const scheme = urlScheme(defaultLocale);
  const paths = new Map<string, string>();
  const add = (path: string, page: string) => {
    for (const locale of LOCALES) {
      const canonical = scheme.localizePath(page, locale);
      paths.set(scheme.localizePath(path, locale), canonical);
      if (locale === defaultLocale) paths.set(`/${locale}${path === "/" ? "" : path}`, canonical);
    }
  };
  for (const page of PAGE_PATHS) add(page, page);
  for (const [alias, page] of PAGE_ALIASES) add(alias, page);
  // content/'s pages exist in the languages they are written in.
  for (const file of ROOT_FILES) paths.set(file, file);
  for (const page of [...CONTENT_PATHS.pages, ...CONTENT_PATHS.feeds]) {
    paths.set(page, page);
    if (scheme.localeFromPath(page) === defaultLocale) paths.set(`/${defaultLocale}${page}`, page);
  }
  return paths;
}

/**
 * Where a GET or HEAD of `url` (path and query string, as received) is redirected: the page's one URL when
 * the path is another spelling of it, with the query string kept; undefined when the path is the page's
 * URL or no page's at all (served, or answered 404, as it is). The location is always one of the site's
 * own page paths, so no redirect can leave the site.
 */
export function canonicalLocation(pages: ReadonlyMap<string, string>, path: string, url: string) {
  const key = spellingKey(path);
  const canonical = key === undefined ? undefined : pages.get(key);
  if (canonical === undefined || canonical === path) return undefined;
  const query = url.indexOf("?");
  return query === -1 ? canonical : canonical + url.slice(query);
}

/**
 * One URL per page: any other spelling of a page (case, trailing or duplicate slashes, the default
 * language's prefix, an old alias) is redirected permanently (308) to it.
 */
export function canonicalUrl(defaultLocale: Locale): RequestHandler {
  const pages = canonicalPaths(defaultLocale);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const location = canonicalLocation(pages, req.path, req.originalUrl);
    if (location === undefined) return next();
    res.redirect(308, location);
  };
}
