import { LOCALES } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { PUBLIC_PATHS } from "~/routing/pages";
import { absoluteUrl, alternates } from "~/seo/urls";

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`);

/** Every public page in every language, each listing all its language versions. */
export function loader() {
  const urls = PUBLIC_PATHS.flatMap((path) => {
    const links = alternates(path)
      .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join("");
    return LOCALES.map(
      (locale) => `<url><loc>${escapeXml(absoluteUrl(localizePath(path, locale)))}</loc>${links}</url>`,
    );
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
