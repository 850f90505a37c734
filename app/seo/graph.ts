import type { BreadcrumbList, Graph, Organization, Thing, WebPage, WebSite } from "schema-dts";
import { LOGO_PNG } from "~/config/constants";
import { SITE } from "~/config/site";
import { LANGUAGES, type Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { absoluteUrl } from "./urls";

/** The id every page's graph shares: one organisation, wherever it is named. */
export const ORGANIZATION_ID = absoluteUrl("/#organization");

/**
 * The website in a language, whose home is that language's home page: one node per language, so that an id
 * always carries the same language (the pages of a language all name theirs).
 */
export const websiteId = (locale: Locale) => `${absoluteUrl(localizePath("/", locale))}#website`;

/** The id of a node of a page: "<page URL>#<name>" (webpage, breadcrumb, article, service). */
export const nodeId = (url: string, name: string) => `${url}#${name}`;

/** What a page is, as schema.org types a web page. */
export type PageKind = "WebPage" | "AboutPage" | "ContactPage" | "CollectionPage";

export interface PageGraphInput {
  /** The page's absolute URL. */
  url: string;
  locale: Locale;
  /** The page's name (its title without the site's) and description. */
  name: string;
  description: string;
  kind?: PageKind;
  /**
   * The trail from the home page to this page (the page included) as [name, unprefixed path]; none on the home
   * page and on pages that are not the site's (404).
   */
  trail?: readonly (readonly [string, string])[];
  /** The page's main subject (a Service, a BlogPosting…), which the graph marks as its main entity. */
  main?: Thing & { "@id": string };
  /** The page's picture. */
  image?: string;
  /** The answer to a path that is no page (a 404): the organisation and website alone, no web page. */
  missing?: boolean;
}

function organization(): Organization {
  return {
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: SITE.companyName,
    alternateName: SITE.brandName,
    url: absoluteUrl("/"),
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(LOGO_PNG.path),
      width: { "@type": "QuantitativeValue", value: LOGO_PNG.width, unitCode: "E37" },
      height: { "@type": "QuantitativeValue", value: LOGO_PNG.height, unitCode: "E37" },
    },
    email: SITE.email,
    telephone: SITE.phone,
    foundingDate: String(SITE.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: SITE.address.street,
      addressLocality: SITE.address.locality,
      addressRegion: SITE.address.region,
      postalCode: SITE.address.postalCode,
      addressCountry: SITE.address.country,
    },
    sameAs: SITE.social.flatMap((profile) => (profile.url ? [profile.url] : [])),
  };
}

function website(locale: Locale): WebSite {
  return {
    "@type": "WebSite",
    "@id": websiteId(locale),
    url: absoluteUrl(localizePath("/", locale)),
    name: SITE.brandName,
    inLanguage: LANGUAGES[locale].tag,
    publisher: { "@id": ORGANIZATION_ID },
  };
}

function breadcrumbs(url: string, locale: Locale, trail: NonNullable<PageGraphInput["trail"]>): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    "@id": nodeId(url, "breadcrumb"),
    itemListElement: trail.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(localizePath(path, locale)),
    })),
  };
}

/**
 * The page's one JSON-LD graph (schema.org): the organisation and the website on every page, the page itself
 * with its kind, language and breadcrumb trail, and its main subject. Nodes name each other by stable `@id`s,
 * so search engines read one organisation across the site.
 */
export function pageGraph({
  url,
  locale,
  name,
  description,
  kind = "WebPage",
  trail,
  main,
  image,
  missing = false,
}: PageGraphInput): Graph {
  const page = {
    "@type": kind,
    "@id": nodeId(url, "webpage"),
    url,
    name,
    description,
    inLanguage: LANGUAGES[locale].tag,
    isPartOf: { "@id": websiteId(locale) },
    ...(trail ? { breadcrumb: { "@id": nodeId(url, "breadcrumb") } } : {}),
    ...(main ? { mainEntity: { "@id": main["@id"] } } : {}),
    ...(image ? { primaryImageOfPage: { "@type": "ImageObject", url: image } } : {}),
  } as WebPage;
  const nodes: Thing[] = [organization(), website(locale)];
  if (missing) return { "@context": "https://schema.org", "@graph": nodes };
  nodes.push(page);
  if (trail) nodes.push(breadcrumbs(url, locale, trail));
  if (main) nodes.push(main);
  return { "@context": "https://schema.org", "@graph": nodes };
}
