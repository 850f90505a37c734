import type { MetaDescriptor } from "react-router";
import { SOCIAL_IMAGE } from "~/config/constants";
import { SITE } from "~/config/site";
import { type Translate, translator } from "~/i18n/catalog";
import type { MessageKey } from "~/i18n/keys";
import { LANGUAGES, LOCALES } from "~/i18n/locales";
import { localeFromPath, localizePath, stripLocale } from "~/i18n/paths";
import { organizationJsonLd } from "./organization";
import { absoluteUrl, alternates } from "./urls";

export interface PageMetaInput {
  pathname: string;
  title: MessageKey;
  description: MessageKey;
  /** Placeholder values for title and description, given the page's translator. */
  values?: (t: Translate) => Record<string, string>;
  /** Pages that search engines must not list (the staff area): no hreflang alternates. */
  noindex?: boolean;
  /**
   * The answer to a path that is no page (404s, errors): not listed either, and with no URL of its own, so
   * no canonical, alternates or og:url naming the path that was asked for.
   */
  missing?: boolean;
}

/**
 * Everything a page tells search engines and social networks: title,
 * description, keywords, canonical, hreflang alternates, Open Graph, Twitter
 * card, geo tags and the Organization block. All URLs are absolute.
 */
export function pageMeta({
  pathname,
  title,
  description,
  values,
  noindex = false,
  missing = false,
}: PageMetaInput): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const t = translator(locale);
  // A page's pathname is its one URL: the server redirects every other spelling (server/http/canonical-url.ts).
  const page = stripLocale(pathname);
  const url = absoluteUrl(localizePath(page, locale));
  const placeholders = values?.(t);
  const pageTitle = t(title, placeholders);
  const pageDescription = t(description, placeholders);
  const image = absoluteUrl(SOCIAL_IMAGE.path);

  return [
    { title: pageTitle },
    { name: "description", content: pageDescription },
    { name: "keywords", content: t("meta.keywords") },
    ...(noindex || missing ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    ...(missing ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    ...(noindex || missing
      ? []
      : alternates(page).map(({ hreflang, href }) => ({
          tagName: "link",
          rel: "alternate",
          hrefLang: hreflang,
          href,
        }))),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE.brandName },
    { property: "og:title", content: pageTitle },
    { property: "og:description", content: pageDescription },
    ...(missing ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: t("meta.imageAlt") },
    { property: "og:locale", content: LANGUAGES[locale].ogLocale },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: LANGUAGES[other].ogLocale,
    })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: pageTitle },
    { name: "twitter:description", content: pageDescription },
    { name: "twitter:image", content: image },
    { name: "geo.region", content: SITE.geo.region },
    { name: "geo.placename", content: SITE.geo.placename },
    { name: "geo.position", content: `${SITE.geo.latitude};${SITE.geo.longitude}` },
    { name: "ICBM", content: `${SITE.geo.latitude}, ${SITE.geo.longitude}` },
    { "script:ld+json": organizationJsonLd() },
  ];
}

type StaticPage =
  | "notFound"
  | "home"
  | "about"
  | "careers"
  | "caseStudies"
  | "blog"
  | "contact"
  | "terms"
  | "privacy"
  | "cookies";

/** The meta function of a page whose title and description are `meta.<page>.title` / `.description`. */
export function staticPageMeta(page: StaticPage, options: Pick<PageMetaInput, "noindex" | "missing"> = {}) {
  return ({ location }: { location: { pathname: string } }) =>
    pageMeta({
      pathname: location.pathname,
      title: `meta.${page}.title`,
      description: `meta.${page}.description`,
      ...options,
    });
}
