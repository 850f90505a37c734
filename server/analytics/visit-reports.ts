import type { JudgedDimension } from "../../app/analytics/automated";
import type { Dimension } from "../../app/analytics/dimensions";
import type { DayRange } from "../../app/analytics/periods";
import { visitColumns } from "./visit-columns/cache";
import { suspectCodes } from "./visit-columns/judge";
import { dayFigures, groupFigures } from "./visit-columns/scan";
import type { AnalyticsStore, View } from "./visit-filter";

/**
 * The reports of a filtered view (the rollups know one dimension at a time, so they cannot answer
 * "visits from Google in Japanese"): read from the visit columns, the visit rows of each day held in
 * memory column by column (server/analytics/visit-columns, decision 018).
 */

/** A value of a dimension and its figures, as the breakdown rollup keeps them. */
export interface GroupRow {
  value: string;
  visits: number;
  visitors: number;
  page_views: number;
  bounces: number;
  duration_ms: number;
  conversions: number;
}

/** Per day of the view with visits: its figures and the visits at each step of the contact-form funnel. */
export async function visitDays(store: AnalyticsStore, view: View) {
  const { segments, codes } = await visitColumns(store, view.range);
  return dayFigures(segments, view.filters, codes);
}

/**
 * One page of the view's visits grouped by the values of `dimension`, ordered by `order` descending
 * (ties by value), with the number of values in all.
 */
export async function visitGroups(
  store: AnalyticsStore,
  dimension: Dimension,
  view: View,
  page: { limit: number; offset: number; order?: "visits" | "visitors" | "page_views" },
) {
  const order = page.order ?? "visits";
  const { segments, codes } = await visitColumns(store, view.range);
  const rows = groupFigures(segments, view.filters, codes, dimension).sort(
    (a, b) => b[order] - a[order] || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
  );
  return { rows: rows.slice(page.offset, page.offset + page.limit), total: rows.length };
}

/** The values of each judged dimension that the rule of suspected automated traffic marks over a range. */
export type SuspectedValues = Record<JudgedDimension, string[]>;

/**
 * The sources and referrer domains whose visits over `range` look automated (server/analytics/automated.ts),
 * judged from the visit columns: what the breakdowns mark and the filter on traffic leaves out or keeps.
 */
export async function suspectedValues(store: AnalyticsStore, range: DayRange): Promise<SuspectedValues> {
  const { segments, codes } = await visitColumns(store, range);
  const suspects = suspectCodes(segments, codes);
  const named = (found: ReadonlySet<number>) => [...found].map((code) => codes.values[code] ?? "");
  return { source: named(suspects.source), referrer: named(suspects.referrer) };
}
