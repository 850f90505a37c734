import type { Collection } from "./schema.ts";

/** The size of an entry's picture for social networks (Open Graph's large card). */
export const CARD_IMAGE = { width: 1200, height: 630 } as const;

/** Where an entry's social card is served: one picture per entry, shared by its languages. */
export const cardImagePath = (entry: { collection: Collection; slug: string }) =>
  `/cards/${entry.collection}/${entry.slug}.png`;
