/**
 * The kinds of entry, each a folder of content/ and a section of the site (/case-studies, /blog). Apart from
 * the schemas (schema.ts), so that code the browser may load (meta functions, links) does not bring zod.
 */
export const COLLECTIONS = ["case-studies", "blog"] as const;
export type Collection = (typeof COLLECTIONS)[number];
