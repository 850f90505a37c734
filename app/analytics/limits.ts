/*
 * How long the fields of an analytics event may be, in characters: the tracker cuts what it sends to
 * these, and the server refuses longer values (server/analytics/ingest/events.ts). Plain constants, so that the
 * tracker's build inlines them.
 */

/** A path within the site. */
export const MAX_PAGE = 300;
export const MAX_PAGE_TITLE = 120;
/** page_location: the page's origin and path. */
export const MAX_LOCATION = 400;
/** link_url: the link's origin and path, without query or fragment. */
export const MAX_URL = 300;
/** A button's or link's text. */
export const MAX_TEXT = 100;
/** A section id, a form's name, a field's name. */
export const MAX_NAME = 64;

/**
 * A link as stored: its origin and path, without query or fragment, which may carry anything (a prefilled
 * message, say). Takes a URL or a link element alike; a URL without an origin (mailto:, tel:) keeps its scheme.
 */
export function withoutQuery({ origin, protocol, pathname }: Pick<URL, "origin" | "protocol" | "pathname">): string {
  return (origin === "null" ? protocol : origin) + pathname;
}

/** A UTM tag of the landing URL (utm_source, utm_medium, utm_campaign, utm_content, utm_term). */
export const MAX_UTM = 100;

/** The UTM tags the tracker reads from the landing URL: nothing else of the query string is sent. */
export const UTM_TAGS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;
