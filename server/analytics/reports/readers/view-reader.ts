import type { Kysely } from "kysely";
import type { DailyFigures } from "../../../../app/admin/types";
import type { Dimension } from "../../../../app/analytics/dimensions";
import type { DayRange } from "../../../../app/analytics/periods";
import type { SeriesFigures } from "../../../../app/analytics/series";
import type { Database } from "../../../db/schema";
import { DAY_MS, startOfDay } from "../../time";
import { type ActivityRow, eventsFor } from "../activity";
import type { GroupRow, Totals } from "../figures";

/**
 * What a report reads of a view, whichever way it is read: from the daily rollups (a view without
 * filters, rollups.ts) or from the visits themselves (a filtered view, visits.ts). Which one a view gets
 * is decided in one place, ../reader.ts; the reports call these operations and never ask about filters.
 */
export interface ViewReader {
  /** The figures of each day of the view with visits, and its visits at each step of the contact-form funnel. */
  days(): Promise<{ byDay: Map<string, Totals>; funnel: Map<string, number> }>;
  /** The figures of each hour of the view with visits, by the hour's first moment (epoch milliseconds). */
  hours(): Promise<Map<number, SeriesFigures>>;
  /** The view's visits in all. */
  visits(): Promise<number>;
  /** One page of the values of `dimension` and their figures, by `order` descending (ties by value), with their count. */
  groups(dimension: Dimension, page: GroupPage): Promise<{ rows: GroupRow[]; total: number }>;
  /** The summary's lists: the most viewed pages, visitors per device, the countries with most visitors. */
  tops(): Promise<TopLists>;
  /** The latest events of the view, enough for TOP entries; `daily` reads its figures per day (when needed). */
  recentEvents(daily: () => Promise<readonly DailyFigures[]>): Promise<ActivityRow[]>;
  /** The leads created within the view: a query of the leads table to select from. */
  leads(): Promise<ReturnType<typeof leadsWithin>>;
}

export interface GroupPage {
  limit: number;
  offset: number;
  order?: "visits" | "visitors" | "page_views";
}

export interface TopLists {
  pages: { page: string; views: number }[];
  devices: { device: string; visitors: number }[];
  countries: { country: string; visitors: number }[];
}

export const DEVICES = ["desktop", "mobile", "tablet"] as const;

/** Entries of the summary's lists and of its activity. */
export const TOP = 10;

/** The latest events of a range, enough for TOP entries of the activity list. */
export function recentEventsOf(db: Kysely<Database>, { from, to }: DayRange) {
  return db
    .selectFrom("analytics_events")
    .select(["name", "occurred_at", "page", "country", "device", "visit_id", "properties"])
    .where("occurred_at", ">=", startOfDay(from))
    .where("occurred_at", "<", startOfDay(to) + DAY_MS)
    .orderBy("occurred_at", "desc")
    .limit(eventsFor(TOP));
}

/** The leads created within a range of days (from inclusive, to exclusive, as epoch milliseconds). */
export function leadsWithin(db: Kysely<Database>, { from, to }: DayRange) {
  return db
    .selectFrom("leads")
    .where("created_at", ">=", startOfDay(from))
    .where("created_at", "<", startOfDay(to) + DAY_MS);
}
