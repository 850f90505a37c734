import { LOCALES } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { absoluteUrl } from "~/seo/urls";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    ...LOCALES.map((locale) => `Disallow: ${localizePath("/admin", locale)}`),
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
