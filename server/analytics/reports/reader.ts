import { rollupReader } from "./readers/rollups";
import type { ViewReader } from "./readers/view-reader";
import { visitReader } from "./readers/visits";
import type { AnalyticsStore, View } from "./view";

/**
 * The one place that decides how a view is read (decision 027): a view without filters from the daily
 * rollups, whose few rows per day answer every unfiltered report fast; a filtered view from its visits,
 * since the rollups know one dimension at a time. Every report reads through the reader this returns.
 */
export const readerFor = (store: AnalyticsStore, view: View): ViewReader =>
  view.filters.length === 0 ? rollupReader(store.db, view) : visitReader(store, view);
