import { type Filter, filterGroups, foldCase, judgesTraffic } from "../../../../app/analytics/filters";
import type { DayRange } from "../../../../app/analytics/periods";
import type { Dialect } from "../../../db/database";
import type { AnalyticsStore, View } from "../view";
import { type SuspectedValues, suspectedValues } from "../visit-columns/judge";
import { kindOf, type VisitRows } from "./meaning";

/** The condition a filter sets on a visit row: its kind's condition (meaning.ts), or its negation. */
function condition(
  eb: VisitRows,
  dialect: Dialect,
  { dimension, negated, value, contains }: Filter,
  suspects: SuspectedValues,
) {
  const kind = kindOf(dimension);
  const holds = contains
    ? kind.whereContains(eb, foldCase(value), { dialect, suspects })
    : kind.where(eb, value, { dialect, suspects });
  return negated ? eb.not(holds) : holds;
}

/**
 * The visit rows of a view in SQL: started within its days, matching every group of filters (filterGroups). A filter on suspected
 * automated traffic judges the visits of `judged` (the view's own range, when the rows read are a part of it,
 * or reach further).
 */
export async function filteredVisits(store: AnalyticsStore, { range, filters }: View, judged: DayRange = range) {
  const suspects = judgesTraffic(filters) ? await suspectedValues(store, judged) : { source: [], referrer: [] };
  return store.db
    .selectFrom("analytics_visits")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where((eb) =>
      eb.and(
        filterGroups(filters).map((group) =>
          eb.or(group.map((filter) => condition(eb, store.dialect, filter, suspects))),
        ),
      ),
    );
}
