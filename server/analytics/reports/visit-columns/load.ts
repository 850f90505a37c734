import { sql } from "kysely";
import type { AnalyticsStore } from "../view";
import { type DaySegment, SINGLE_DIMENSIONS, segmentOf, type VisitRow } from "./segment";

/**
 * A day's segment, from its visit rows with only what the columns keep. One day per query keeps each
 * read short: SQLite holds the server's event loop while it reads.
 */
export async function loadSegment(store: AnalyticsStore, day: string): Promise<DaySegment> {
  const rows = (await store.db
    .selectFrom("analytics_visits")
    .select([
      "day",
      "visitor",
      "client",
      "started_at",
      ...SINGLE_DIMENSIONS,
      "page_views",
      "engaged",
      sql<number>`last_seen_at - started_at`.as("duration_ms"),
      "goals",
      "converted",
      "funnel",
      "pages",
      "journey",
    ])
    .where("day", "=", day)
    .execute()) as VisitRow[];
  return segmentOf(day, rows);
}
