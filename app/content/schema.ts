import { z } from "zod";
import { SEARCH_LIMITS } from "../config/constants.ts";
import { LOCALES } from "../i18n/locales.ts";
import { SERVICE_IDS } from "../services/catalog.ts";

import type { Collection } from "./collections.ts";
import { VISUALS } from "./visuals.ts";

export { COLLECTIONS, type Collection } from "./collections.ts";

/** A folder's name, which is the entry's address: lower-case words joined by hyphens ("page" is the listing's). */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters and digits joined by hyphens")
  .refine((slug) => slug !== "page", 'is reserved for the listing\'s pages ("page")');

const day = z.iso.date("must be a day written YYYY-MM-DD").or(
  // YAML reads an unquoted 2026-06-18 as a date.
  z.date().transform((date) => date.toISOString().slice(0, 10)),
);

const text = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

const common = {
  // The page's title and description in search results too, which show them whole up to these lengths.
  title: text(SEARCH_LIMITS.title),
  summary: text(SEARCH_LIMITS.description),
  date: day,
  updated: day.optional(),
  coverAlt: text(200),
  tags: z.array(text(40)).min(1, "must name at least one tag").max(5, "must name at most five tags"),
  services: z.array(z.enum(SERVICE_IDS)).min(1, "must name at least one service").max(3),
  author: text(80),
};

export const postSchema = z.strictObject({
  ...common,
  /** The writer's name alone; their role in the company is `authorRole`. */
  author: text(60),
  authorRole: text(60).optional(),
});

export const caseStudySchema = z.strictObject({
  ...common,
  client: text(80),
  industry: text(40),
  outcome: text(120),
  results: z
    .array(z.strictObject({ value: z.coerce.string().pipe(text(16)), label: text(90) }))
    .min(2, "must give at least two results")
    .max(4, "must give at most four results"),
  quote: z.strictObject({ text: text(400), by: text(80), role: text(80) }),
  /**
   * Drawings in the text, each closing one `##` section (named by its heading, as written) with its caption: at
   * most one a section, at most three in all.
   */
  figures: z
    .array(z.strictObject({ visual: z.enum(VISUALS), after: text(80), caption: text(200) }))
    .max(3, "must give at most three figures")
    .refine((figures) => new Set(figures.map(({ after }) => after)).size === figures.length, {
      message: "must close each section with one figure at most",
    })
    .default([]),
});

export type PostMeta = z.output<typeof postSchema>;
export type CaseStudyMeta = z.output<typeof caseStudySchema>;

export const FRONTMATTER: Record<Collection, typeof postSchema | typeof caseStudySchema> = {
  "case-studies": caseStudySchema,
  blog: postSchema,
};

export const localeSchema = z.enum(LOCALES);

interface EntryBody {
  slug: string;
  locale: (typeof LOCALES)[number];
  /** The body as HTML (from the repository's own files; code blocks coloured). */
  html: string;
  /** The body's second-level headings, for a table of contents. */
  headings: { id: string; text: string }[];
  readingMinutes: number;
  /** Where in `html` each of a case study's figures goes (in the order of `figures`): the end of its section. */
  figuresAt?: number[];
}

/** One entry in one language, as the build compiled it. */
export type Entry = EntryBody &
  ({ collection: "case-studies"; meta: CaseStudyMeta } | { collection: "blog"; meta: PostMeta });

/** Everything content/ holds: the entries in every language, and each entry's cover once. */
export interface Content {
  entries: Entry[];
  /** The cover SVG of each entry, by "collection/slug". */
  covers: Record<string, string>;
}
