import { coverOf } from "~/content/entries";
import type { CaseStudyMeta, Entry } from "~/content/schema";

/** What a card of an entry shows (listings, related entries, the landing page, service pages). */
export interface EntryCardData {
  collection: Entry["collection"];
  slug: string;
  title: string;
  summary: string;
  date: string;
  tags: string[];
  /** Case studies: the client's industry, the one-line outcome and the measured results. */
  industry?: string;
  outcome?: string;
  results?: CaseStudyMeta["results"];
  cover: string;
}

/** A card's data, for a loader to hand to the page (server side: it reads the compiled content). */
export function cardOf(entry: Entry): EntryCardData {
  const { title, summary, date, tags } = entry.meta;
  const facts =
    entry.collection === "case-studies"
      ? { industry: entry.meta.industry, outcome: entry.meta.outcome, results: entry.meta.results }
      : {};
  return {
    collection: entry.collection,
    slug: entry.slug,
    title,
    summary,
    date,
    tags,
    ...facts,
    cover: coverOf(entry),
  };
}
