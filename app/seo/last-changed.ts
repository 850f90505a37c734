import { COLLECTIONS, type Collection } from "~/content/collections";
import { caseStudiesOf, entriesOf, latestChange } from "~/content/entries";
import { LISTING_PAGE_SIZE } from "~/content/pages";
import type { Locale } from "~/i18n/locales";
import { isServiceId, SERVICE_IDS, type ServiceId, servicePath } from "~/services/catalog";

/**
 * The day (YYYY-MM-DD) each public page's own content last changed: what it says in any language, its
 * pictures, its figures. Set a page's day when you change its content (not for a change of the site's header,
 * footer or styling); a page that shows case studies or posts changes with them too (pageChangedOn).
 */
const OWN_CHANGES: Record<string, string> = {
  "/": "2026-11-29",
  "/about": "2026-11-29",
  "/careers": "2026-11-21",
  "/case-studies": "2026-11-29",
  "/blog": "2026-11-29",
  "/contact": "2026-11-25",
  "/terms-of-service": "2026-11-25",
  "/privacy-policy": "2026-11-26",
  "/cookie-policy": "2026-11-25",
};

/** The same for each service page. */
const SERVICE_CHANGES: Record<ServiceId, string> = {
  "mobile-development": "2026-11-26",
  "web-development": "2026-11-26",
  "iot-technology": "2026-11-26",
  "hr-systems": "2026-11-26",
  "custom-software": "2026-11-26",
  "technology-consulting": "2026-11-26",
};

/** Every public page's own day, by unprefixed path. */
export const PAGE_CHANGES: Readonly<Record<string, string>> = {
  ...OWN_CHANGES,
  ...Object.fromEntries(SERVICE_IDS.map((id) => [servicePath(id), SERVICE_CHANGES[id]])),
};

/** The case studies or posts a page shows, in a language, given its path without prefix. */
function entriesShown(path: string, locale: Locale) {
  if (path === "/") return entriesOf("case-studies", locale).slice(0, 3);
  const service = path.match(/^\/services\/(.+)$/)?.[1];
  if (service !== undefined && isServiceId(service)) return caseStudiesOf(service, locale).slice(0, 3);
  const [, first = "", , page = "1"] = path.split("/");
  if (!COLLECTIONS.includes(first as Collection)) return [];
  const start = (Number(page) - 1) * LISTING_PAGE_SIZE;
  return entriesOf(first as Collection, locale).slice(start, start + LISTING_PAGE_SIZE);
}

/**
 * The day a public page last changed in a language, as its sitemap entry gives it: its own day, or the latest
 * day a case study or post it shows changed (a listing's later pages, "/blog/page/2", take the listing's day).
 */
export function pageChangedOn(path: string, locale: Locale): string {
  const listing = path.replace(/\/page\/\d+$/, "");
  const own = PAGE_CHANGES[listing];
  if (own === undefined) throw new Error(`No day of last change is kept for ${path} (app/seo/last-changed.ts)`);
  const shown = latestChange(entriesShown(path, locale));
  return shown !== undefined && shown > own ? shown : own;
}
