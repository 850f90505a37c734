import {
  type Comparison,
  comparisonRange,
  type DayRange,
  periodRange,
  previousRange,
} from "../../../app/analytics/periods";
import type { Retention } from "../ingest/prune";
import { DAY_MS, dayOf } from "../time";

/** The first day a filtered view can show: visit rows are kept `retention.eventDays`. */
export const firstVisitDay = (retention: Retention) => dayOf(Date.now() - retention.eventDays * DAY_MS);

/** The days of `ranges` that the visit rows still hold (a range reaching further back is cut at the limit). */
function withinVisits(ranges: readonly (DayRange | null)[], retention: Retention): DayRange[] {
  const first = firstVisitDay(retention);
  return ranges
    .filter((range): range is DayRange => range !== null && range.to >= first)
    .map((range) => (range.from < first ? { from: first, to: range.to } : range));
}

/** A view's days and the days it is compared with, as far as the visit rows reach: what its filters read. */
export function viewVisitRanges(view: { range: DayRange; comparison: Comparison }, retention: Retention): DayRange[] {
  return withinVisits([view.range, comparisonRange(view.range, view.comparison)], retention);
}

/**
 * The days of the views staff open first, whose visit columns a server reads ahead after it starts: the
 * last 90 days (which hold those of the 7- and 30-day views) and the 90 days before them, which the
 * 90-day view is compared with (decision 018).
 */
export function defaultVisitRanges(retention: Retention, now = Date.now()): DayRange[] {
  const quarter = periodRange("90d", dayOf(now));
  return withinVisits([quarter, previousRange(quarter)], retention);
}
