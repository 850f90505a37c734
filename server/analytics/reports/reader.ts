import { rollupReader } from "./readers/rollups";
import type { ViewReader } from "./readers/view-reader";
import { visitReader } from "./readers/visits";
import type { AnalyticsStore, View } from "./view";

/**
 * The one place that decides how a view is read (decision 027): a view without filters from the daily
 * rollups, whose few rows per day answer every unfiltered report fast; a filtered view, a view cut at a
 * moment (`before`) and every view's hours from its visits, since the rollups know one dimension and one
 * whole day at a time. Every report reads through the reader this returns.
 */
export function readerFor(store: AnalyticsStore, view: View): ViewReader {
  const visits = visitReader(store, view);
  return view.filters.length === 0 && view.before === undefined
    ? { ...rollupReader(store.db, view), hours: visits.hours }
    : visits;
}
