import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { readBuildSettings } from "./config/build-settings.ts";
import { LOCALES, type Locale } from "./i18n/locales.ts";
import { urlScheme } from "./i18n/url-scheme.ts";

const scheme = urlScheme(readBuildSettings().DEFAULT_LOCALE);

/** Pages inside the public site layout: [path, module, name]. */
const SITE_PAGES = [
  ["services/:serviceId", "routes/service.tsx", "service"],
  ["about", "routes/about.tsx", "about"],
  ["careers", "routes/careers.tsx", "careers"],
  ["case-studies", "routes/listing.tsx", "case-studies"],
  ["case-studies/page/:page", "routes/listing.tsx", "case-studies-page"],
  ["case-studies/:slug", "routes/entry.tsx", "case-study"],
  ["blog", "routes/listing.tsx", "blog"],
  ["blog/page/:page", "routes/listing.tsx", "blog-page"],
  ["blog/:slug", "routes/entry.tsx", "blog-post"],
  ["contact", "routes/contact.tsx", "contact"],
  ["terms-of-service", "routes/terms-of-service.tsx", "terms-of-service"],
  ["privacy-policy", "routes/privacy-policy.tsx", "privacy-policy"],
  ["cookie-policy", "routes/cookie-policy.tsx", "cookie-policy"],
  // The pages of the newsletter's mailed links, rendered per request (their token decides what they say).
  ["newsletter/confirm", "routes/newsletter-link.tsx", "newsletter-confirm"],
  ["newsletter/unsubscribe", "routes/newsletter-link.tsx", "newsletter-unsubscribe"],
] as const;

/** URLs are lower case (docs/PRODUCT.md#languages-and-urls): another case matches no route (the server redirects it to the page). */
const lowerCase = (path: string, file: string, options: { id?: string } = {}) =>
  route(path, file, { ...options, caseSensitive: true });

/**
 * The route table once per language: the default language unprefixed, the
 * others under their code. Unknown paths match nothing and get the 404 page.
 */
function localeRoutes(locale: Locale): RouteConfigEntry[] {
  const prefix = scheme.localePrefix(locale).slice(1);
  const at = (path: string) => (prefix ? `${prefix}/${path}` : path);
  const home = prefix
    ? lowerCase(prefix, "routes/home.tsx", { id: `${locale}/home` })
    : index("routes/home.tsx", { id: `${locale}/home` });
  return [
    layout("routes/site-layout.tsx", { id: `${locale}/site` }, [
      home,
      ...SITE_PAGES.map(([path, file, name]) => lowerCase(at(path), file, { id: `${locale}/${name}` })),
    ]),
    lowerCase(at("admin"), "routes/admin.tsx", { id: `${locale}/admin` }),
    lowerCase(at("admin/staff"), "routes/admin-staff.tsx", { id: `${locale}/admin-staff` }),
    lowerCase(at("admin/security"), "routes/admin-security.tsx", { id: `${locale}/admin-security` }),
    lowerCase(at("admin/invitation"), "routes/admin-invitation.tsx", { id: `${locale}/admin-invitation` }),
    lowerCase(at("share/:token"), "routes/share.tsx", { id: `${locale}/share` }),
    lowerCase(at("blog/rss.xml"), "routes/blog-feed.ts", { id: `${locale}/blog-feed` }),
  ];
}

export default [
  ...LOCALES.flatMap(localeRoutes),
  lowerCase("robots.txt", "routes/robots.ts"),
  lowerCase("sitemap.xml", "routes/sitemap.ts"),
] satisfies RouteConfig;
