import { CONTENT_PATHS, changedOn, entryLocales, findEntry } from "~/content/entries";
import { collectionOf } from "~/content/pages";
import { LOCALES, type Locale } from "~/i18n/locales";
import { localeFromPath, localizePath, stripLocale } from "~/i18n/paths";
import { PUBLIC_PATHS } from "~/routing/pages";
import { pageChangedOn } from "~/seo/last-changed";
import { absoluteUrl, alternates } from "~/seo/urls";

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);

function url(path: string, lastmod: string, locales: readonly Locale[] = LOCALES) {
  const links = alternates(stripLocale(path), locales)
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
    .join("");
  return `<url><loc>${escapeXml(absoluteUrl(path))}</loc><lastmod>${lastmod}</lastmod>${links}</url>`;
}

/**
 * Every public page in each language it exists in, listing its language versions, with the day its content
 * last changed: an entry's own day, and for the other pages the day kept for them or the day of the newest
 * change among the entries they show (last-changed.ts).
 */
export function loader() {
  const pages = PUBLIC_PATHS.flatMap((path) =>
    LOCALES.map((locale) => url(localizePath(path, locale), pageChangedOn(path, locale))),
  );
  const content = CONTENT_PATHS.pages.map((path) => {
    const page = stripLocale(path);
    const locale = localeFromPath(path);
    const [, , slug = ""] = page.split("/");
    const entry = findEntry(collectionOf(page), slug, locale);
    if (!entry) return url(path, pageChangedOn(page, locale), [locale]);
    return url(path, changedOn(entry), entryLocales(entry.collection, entry.slug));
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...pages, ...content].join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
