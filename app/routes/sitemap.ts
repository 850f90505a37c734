import { COLLECTIONS } from "~/content/collections";
import { CONTENT_PATHS, changedOn, entriesOf, entryLocales, findEntry, latestChange } from "~/content/entries";
import { collectionOf } from "~/content/pages";
import { LOCALES, type Locale } from "~/i18n/locales";
import { localeFromPath, localizePath, stripLocale } from "~/i18n/paths";
import { PUBLIC_PATHS } from "~/routing/pages";
import { absoluteUrl, alternates } from "~/seo/urls";

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);

/** The newest day an entry of a listing's language was written or changed. */
function newestDay(path: string, locale: Locale): string | undefined {
  const collection = COLLECTIONS.find((name) => path === `/${name}`);
  return collection && latestChange(entriesOf(collection, locale));
}

function url(path: string, lastmod: string, locales: readonly Locale[] = LOCALES) {
  const links = alternates(stripLocale(path), locales)
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
    .join("");
  return `<url><loc>${escapeXml(absoluteUrl(path))}</loc><lastmod>${lastmod}</lastmod>${links}</url>`;
}

/**
 * Every public page in each language it exists in, listing its language versions, with the day it last
 * changed: an entry's own day, a listing's newest entry's, and the build's for the other pages.
 */
export function loader() {
  const built = new Date().toISOString().slice(0, 10);
  const pages = PUBLIC_PATHS.flatMap((path) =>
    LOCALES.map((locale) => url(localizePath(path, locale), newestDay(path, locale) ?? built)),
  );
  const content = CONTENT_PATHS.pages.map((path) => {
    const page = stripLocale(path);
    const locale = localeFromPath(path);
    const [, , slug = ""] = page.split("/");
    const entry = findEntry(collectionOf(page), slug, locale);
    if (!entry) return url(path, built, [locale]);
    return url(path, changedOn(entry), entryLocales(entry.collection, entry.slug));
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...pages, ...content].join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
