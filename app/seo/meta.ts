import type { MetaDescriptor } from "react-router";
import { SEARCH_LIMITS, SOCIAL_IMAGE } from "~/config/constants";
import { SITE } from "~/config/site";
import { type Translate, translator } from "~/i18n/catalog";
import type { MessageKey } from "~/i18n/keys";
import { LANGUAGES, LOCALES, type Locale } from "~/i18n/locales";
import { localeFromPath, localizePath, stripLocale } from "~/i18n/paths";
import { type PageGraphInput, type PageKind, pageGraph } from "./graph";
import { absoluteUrl, alternates } from "./urls";

export interface PageMetaInput {
  pathname: string;
  title: MessageKey;
  /** The title to use when `title` is longer than search results show (SEARCH_LIMITS): without the site's name. */
  shortTitle?: MessageKey;
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
  /** The languages the page is written in (content/'s entries); every language unless said. */
  locales?: readonly Locale[];
  /** What the page is and its place in the site, for its structured data (graph.ts). */
  graph?: Pick<PageGraphInput, "kind" | "main"> & {
    /** The page's own name in its breadcrumb trail: no trail when absent (the home page, 404s). */
    name?: string;
    /** Pages between home and this one, as [name, unprefixed path]. */
    parents?: readonly (readonly [string, string])[];
  };
  /** The page's own picture for social networks, instead of the site's card. */
  image?: { path: string; width: number; height: number; alt: string };
  /** The RSS feed the page belongs to (the blog's, in the page's language), named in the head for feed readers. */
  feed?: { href: string; title: string };
  /** Articles (case studies, blog posts): Open Graph's article type with its days. */
  article?: { published: string; modified: string; tags: readonly string[] };
}

/**
 * Everything a page tells search engines and social networks: title,
 * description, keywords, canonical, hreflang alternates, Open Graph, Twitter
 * card, geo tags and the Organization block. All URLs are absolute.
 */
export function pageMeta({
  pathname,
  title,
  shortTitle,
  description,
  values,
  noindex = false,
  missing = false,
  locales = LOCALES,
  graph = {},
  image,
  article,
  feed,
}: PageMetaInput): MetaDescriptor[] {
  const locale = localeFromPath(pathname);
  const t = translator(locale);
  // A page's pathname is its one URL: the server redirects every other spelling (server/http/canonical-url.ts).
  const page = stripLocale(pathname);
  const url = absoluteUrl(localizePath(page, locale));
  const placeholders = values?.(t);
  const fullTitle = t(title, placeholders);
  const pageTitle = shortTitle && [...fullTitle].length > SEARCH_LIMITS.title ? t(shortTitle, placeholders) : fullTitle;
  const pageDescription = t(description, placeholders);
  const picture = image ?? { ...SOCIAL_IMAGE, alt: t("meta.imageAlt") };
  const imageUrl = absoluteUrl(picture.path);
  const home = t("nav.home");
  const trail =
    graph.name === undefined || missing
      ? undefined
      : [[home, "/"] as const, ...(graph.parents ?? []), [graph.name, page] as const];

  return [
    { title: pageTitle },
    { name: "description", content: pageDescription },
    { name: "keywords", content: t("meta.keywords") },
    ...(noindex || missing ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    ...(missing ? [] : [{ tagName: "link", rel: "canonical", href: url }]),
    ...(noindex || missing
      ? []
      : alternates(page, locales).map(({ hreflang, href }) => ({
          tagName: "link",
          rel: "alternate",
          hrefLang: hreflang,
          href,
        }))),
    ...(feed ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", ...feed }] : []),
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: SITE.brandName },
    { property: "og:title", content: pageTitle },
    { property: "og:description", content: pageDescription },
    ...(missing ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(picture.width) },
    { property: "og:image:height", content: String(picture.height) },
    { property: "og:image:alt", content: picture.alt },
    ...(article
      ? [
          { property: "article:published_time", content: article.published },
          { property: "article:modified_time", content: article.modified },
          ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
        ]
      : []),
    { property: "og:locale", content: LANGUAGES[locale].ogLocale },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({
        property: "og:locale:alternate",
        content: LANGUAGES[other].ogLocale,
      })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: pageTitle },
    { name: "twitter:description", content: pageDescription },
    { name: "twitter:image", content: imageUrl },
    { name: "geo.region", content: SITE.geo.region },
    { name: "geo.placename", content: SITE.geo.placename },
    { name: "geo.position", content: `${SITE.geo.latitude};${SITE.geo.longitude}` },
    { name: "ICBM", content: `${SITE.geo.latitude}, ${SITE.geo.longitude}` },
    {
      "script:ld+json": pageGraph({
        url,
        locale,
        name: graph.name ?? pageTitle,
        description: pageDescription,
        kind: graph.kind,
        trail,
        main: graph.main,
        image: image ? imageUrl : undefined,
        missing,
      }),
    },
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

/** Each page's name in breadcrumb trails and its kind of web page; the home page and 404s have no trail. */
const STATIC_PAGES: Partial<Record<StaticPage, { name: MessageKey; kind?: PageKind }>> = {
  about: { name: "page.about", kind: "AboutPage" },
  careers: { name: "page.careers" },
  caseStudies: { name: "page.caseStudies", kind: "CollectionPage" },
  blog: { name: "page.blog", kind: "CollectionPage" },
  contact: { name: "page.contact", kind: "ContactPage" },
  terms: { name: "page.terms" },
  privacy: { name: "page.privacy" },
  cookies: { name: "page.cookies" },
};

/** The meta function of a page whose title and description are `meta.<page>.title` / `.description`. */
export function staticPageMeta(page: StaticPage, options: Pick<PageMetaInput, "noindex" | "missing"> = {}) {
  const place = STATIC_PAGES[page];
  return ({ location }: { location: { pathname: string } }) =>
    pageMeta({
      pathname: location.pathname,
      title: `meta.${page}.title`,
      description: `meta.${page}.description`,
      graph: place && { name: translator(localeFromPath(location.pathname))(place.name), kind: place.kind },
      ...options,
    });
}
