import type { BreakdownRow, LeadTotals } from "../../../app/admin/types";
import { isJudged } from "../../../app/analytics/automated";
import { type Dimension, isLeadDimension, type LeadDimension } from "../../../app/analytics/dimensions";
import { foldCase } from "../../../app/analytics/filters";
import { BUILT_IN_GOAL_NAMES } from "../goals";
import { percentOf, totalsOf } from "./figures";
import { leadSums, leadTotalsOf } from "./lead-totals";
import { readerFor } from "./reader";
import type { ViewReader } from "./readers/view-reader";
import type { AnalyticsStore, View } from "./view";
import { suspectedValues } from "./visit-columns/judge";

/** Leads, won leads and won value per value of a dimension the leads keep (of `values`, or of every value: null). */
async function leadFigures(reader: ViewReader, dimension: LeadDimension, values: string[] | null) {
  if (values?.length === 0) return new Map<string, LeadTotals>();
  const leads = (await reader.leads()).select((eb) => [eb.ref(dimension).as("dimension_value"), ...leadSums(eb)]);
  const rows = await (values === null ? leads.where(dimension, "<>", "") : leads.where(dimension, "in", values))
    .groupBy(dimension)
    .execute();
  return new Map(rows.map((row) => [String(row.dimension_value), leadTotalsOf(row)]));
}

/**
 * The lead dimension whose value staff can give a lead after its visit (the service a won project is for): a lead's
 * value there can be one no visit of the view has, and is then a row of its own, without visits, after the others.
 */
const NAMED_BY_STAFF: LeadDimension = "service";

/**
 * One page of a breakdown: per value of `dimension` over a view, its visitors, visits, page views,
 * bounce rate, mean visit duration and conversions (for `goal`: the visits that reached that goal, their
 * rate over all visits), rows by visits, descending; for the dimensions a lead keeps, its leads and won
 * business too; for sources and referrers, whether the rule suspects the value's traffic automated over the
 * view's range (judged from the visit columns either way). Read through the view's reader (reader.ts).
 * `listing` orders the rows by another column, or keeps only the values that hold a text.
 */
/** The columns a breakdown can be ordered by: each figure of its rows, and the value itself. */
export const BREAKDOWN_ORDERS = [
  "value",
  "visitors",
  "visits",
  "pageViews",
  "bounceRate",
  "visitDuration",
  "conversions",
  "conversionRate",
  "leads",
  "won",
  "wonValue",
] as const;
export type BreakdownOrder = (typeof BREAKDOWN_ORDERS)[number];

/** How a breakdown's rows are chosen and ordered beyond the default (by visits, descending, every value). */
export interface BreakdownListing {
  sort?: BreakdownOrder;
  descending?: boolean;
  /** Only the values that hold this text, letter case aside (foldCase). */
  search?: string;
}

/** Rows a breakdown orders or searches in memory at most: every value the dashboard can page through. */
const LISTED = 1000;

export async function breakdown(
  store: AnalyticsStore,
  dimension: Dimension,
  view: View,
  page: { limit: number; offset: number },
  listing: BreakdownListing = {},
): Promise<{ rows: BreakdownRow[]; total: number }> {
  if (!listing.sort && !listing.search && dimension !== "goal") return breakdownPage(store, dimension, view, page);
  // Ordered by another column, searched or goals: the rows of every value (as many as can be paged through), then
  // those that hold the text, in that order, then the page of them.
  // Goals are few, and named here: a visit keeps a custom goal's token, and a goal since removed is no row.
  const all = await breakdownPage(store, dimension, view, { limit: LISTED, offset: 0 });
  const names = view.goals ?? BUILT_IN_GOAL_NAMES;
  const named =
    dimension === "goal"
      ? all.rows.flatMap((row) => {
          const name = names.nameOf(row.value);
          return name === undefined ? [] : [{ ...row, value: name }];
        })
      : all.rows;
  const text = foldCase(listing.search ?? "");
  const kept = named.filter((row) => foldCase(row.value).includes(text));
  const sort = listing.sort ?? "visits";
  const direction = (listing.descending ?? sort !== "value") ? -1 : 1;
  const key = (row: BreakdownRow) => row[sort] ?? -1;
  kept.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return (x < y ? -1 : x > y ? 1 : 0) * direction || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  });
  return { total: kept.length, rows: kept.slice(page.offset, page.offset + page.limit) };
}

/** One page of a breakdown in its default order (by visits, descending). */
async function breakdownPage(
  store: AnalyticsStore,
  dimension: Dimension,
  view: View,
  page: { limit: number; offset: number },
): Promise<{ rows: BreakdownRow[]; total: number }> {
  const reader = readerFor(store, view);
  const [{ rows, total }, all, judged] = await Promise.all([
    reader.groups(dimension, page),
    dimension === "goal" ? reader.visits() : null,
    isJudged(dimension) ? suspectedValues(store, view.range) : null,
  ]);
  const suspects = judged && isJudged(dimension) ? new Set(judged[dimension]) : null;
  const byStaff = dimension === NAMED_BY_STAFF;
  const leads = isLeadDimension(dimension)
    ? await leadFigures(reader, dimension, byStaff ? null : rows.map((row) => row.value))
    : null;
  const visited = new Set(rows.map((row) => row.value));
  const leadOnly = byStaff && leads ? [...leads.keys()].filter((value) => !visited.has(value)).sort() : [];
  // The rows without visits come after the last page's visit rows.
  const last = page.offset + rows.length >= total;
  const none = { visits: 0, visitors: 0, page_views: 0, bounces: 0, duration_ms: 0, conversions: 0 };
  const withoutVisits = last ? leadOnly.map((value) => ({ value, ...none })) : [];
  return {
    total: total + leadOnly.length,
    rows: [...rows, ...withoutVisits].map((row) => {
      const totals = totalsOf(row);
      const lead = leads?.get(row.value);
      return {
        value: row.value,
        visitors: totals.visitors,
        visits: totals.visits,
        pageViews: totals.pageViews,
        bounceRate: percentOf(totals.bounces, totals.visits),
        visitDuration: totals.visits === 0 ? 0 : Math.round(totals.durationMs / totals.visits / 1000),
        conversions: totals.conversions,
        conversionRate: percentOf(totals.conversions, all ?? totals.visits),
        leads: leads ? (lead?.leads ?? 0) : null,
        won: leads ? (lead?.won ?? 0) : null,
        wonValue: leads ? (lead?.wonValue ?? 0) : null,
        suspected: suspects ? suspects.has(row.value) : null,
      };
    }),
  };
}
