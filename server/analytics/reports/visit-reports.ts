import type { Dimension } from "../../../app/analytics/dimensions";
import { judgesTraffic } from "../../../app/analytics/filters";
import { scanVisitColumns } from "./visit-columns/cache";
import { suspectedValues } from "./visit-columns/judge";
import { DailyFigures, GroupFigures } from "./visit-columns/scan";
import type { AnalyticsStore, View } from "./visit-filter";

/**
 * The reports of a filtered view (the rollups know one dimension at a time, so they cannot answer
 * "visits from Google in Japanese"): read from the visit columns, the visit rows of each day held in
 * memory column by column (server/analytics/visit-columns, decision 018), one day after the other.
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

/** The values the rule of suspected automated traffic marks over the view's range, when a filter asks. */
const suspectsFor = (store: AnalyticsStore, view: View) =>
  judgesTraffic(view.filters) ? suspectedValues(store, view.range) : undefined;

/** Per day of the view with visits: its figures and the visits at each step of the contact-form funnel. */
export async function visitDays(store: AnalyticsStore, view: View) {
  const daily = new DailyFigures(view.filters, await suspectsFor(store, view));
  await scanVisitColumns(store, view.range, (segment) => daily.add(segment));
  return daily.days;
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
  const groups = new GroupFigures(dimension, view.filters, await suspectsFor(store, view));
  await scanVisitColumns(store, view.range, (segment) => groups.add(segment));
  const rows = groups
    .rows()
    .sort((a, b) => b[order] - a[order] || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { rows: rows.slice(page.offset, page.offset + page.limit), total: rows.length };
}
