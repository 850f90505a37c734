/** Message namespaces: `common` is on every page, the others belong to page types. */
export const NAMESPACES = [
  "common",
  "home",
  "homeSections",
  "homeContact",
  "services",
  "serviceDetail",
  "company",
  "legal",
  "admin",
  "newsletter",
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}
