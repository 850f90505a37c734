import { SERVICE_ALIASES, SERVICE_IDS, servicePath } from "../services/catalog.ts";

/** Unprefixed paths of every public page; each exists once per language. */
export const PUBLIC_PATHS: readonly string[] = [
  "/",
  ...SERVICE_IDS.map(servicePath),
  "/about",
  "/careers",
  "/case-studies",
  "/blog",
  "/contact",
  "/terms-of-service",
  "/privacy-policy",
  "/cookie-policy",
];

/** Unprefixed paths of every page the site has, in every language: the public pages and the staff area. */
export const PAGE_PATHS: readonly string[] = [
  ...PUBLIC_PATHS,
  "/admin",
  "/admin/staff",
  "/admin/security",
  "/admin/invitation",
];

/** The site's files at its root that search engines read, answered at these URLs alone (no trailing slash). */
export const ROOT_FILES: readonly string[] = ["/robots.txt", "/sitemap.xml"];

/** Older unprefixed paths of pages, by the page they redirect to permanently (docs/PRODUCT.md#service-paths). */
export const PAGE_ALIASES: ReadonlyMap<string, string> = new Map(
  [...SERVICE_ALIASES].map(([alias, id]) => [servicePath(alias), servicePath(id)]),
);
