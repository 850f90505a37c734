import { type Kysely, sql } from "kysely";
import type { BreakdownRow } from "../../../app/admin/types";
import { isJudged } from "../../../app/analytics/automated";
import { type Dimension, isLeadDimension, type LeadDimension } from "../../../app/analytics/dimensions";
import type { DayRange } from "../../../app/analytics/periods";
import { addDays } from "../../../app/analytics/periods";
import type { Database } from "../../db/schema";
import { DAY_MS, startOfDay } from "../time";
import { suspectedValues } from "./visit-columns/judge";
import { type AnalyticsStore, filteredVisits, type View } from "./visit-filter";
import { visitDays, visitGroups } from "./visit-reports";

/** What the breakdown rollup keeps of each dimension: the public ones and the contact-form funnel. */
export type RollupDimension = Dimension | "funnel";

export interface Totals {
  visits: number;
  visitors: number;
  pageViews: number;
  bounces: number;
  durationMs: number;
  conversions: number;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : round1((part / whole) * 100));

/** The sums of the rollup's figures for `dimension` over `range`: the one query every report reads. */
function sums(db: Kysely<Database>, dimension: RollupDimension, { from, to }: DayRange) {
  return db
    .selectFrom("analytics_breakdown_daily")
    .select((eb) => [
      eb.fn.sum<number>("visits").as("visits"),
      eb.fn.sum<number>("visitors").as("visitors"),
      eb.fn.sum<number>("page_views").as("page_views"),
      eb.fn.sum<number>("bounces").as("bounces"),
      eb.fn.sum<number>("duration_ms").as("duration_ms"),
      eb.fn.sum<number>("conversions").as("conversions"),
    ])
    .where("dimension", "=", dimension)
    .where("day", ">=", from)
    .where("day", "<=", to);
}

/** The sums per value of `dimension`, values without visits left out. */
function grouped(db: Kysely<Database>, dimension: RollupDimension, range: DayRange) {
  return sums(db, dimension, range)
    .select("value")
    .groupBy("value")
    .having((eb) => eb.fn.sum("visits"), ">", 0);
}

export const totalsOf = (row: {
  visits: number | string;
  visitors: number | string;
  page_views: number | string;
  bounces: number | string;
  duration_ms: number | string;
  conversions: number | string;
}): Totals => ({
  visits: Number(row.visits),
  visitors: Number(row.visitors),
  pageViews: Number(row.page_views),
  bounces: Number(row.bounces),
  durationMs: Number(row.duration_ms),
  conversions: Number(row.conversions),
});

/**
 * Every visit of the range once: the `channel` rows, since every visit has exactly one channel.
 */
export async function visitTotals(db: Kysely<Database>, range: DayRange): Promise<Totals> {
  // Sums over no rows are null: no visits.
  return totalsOf(await sums(db, "channel", range).executeTakeFirstOrThrow());
}

/** The sums of the rollup's figures for `dimension` per day of `range`. */
export const sumsPerDay = (db: Kysely<Database>, dimension: RollupDimension, range: DayRange) =>
  sums(db, dimension, range).select("day").groupBy("day").execute();

/** Visits per value of a dimension, unpaged (the contact-form funnel's steps, say). */
export async function visitsPerValue(
  db: Kysely<Database>,
  dimension: RollupDimension,
  range: DayRange,
): Promise<Map<string, number>> {
  const rows = await grouped(db, dimension, range).execute();
  return new Map(rows.map((row) => [row.value, Number(row.visits)]));
}

/** The leads created within a range of days, as epoch milliseconds (from inclusive, to exclusive). */
export const leadWindow = ({ from, to }: DayRange) => ({ since: startOfDay(from), until: startOfDay(to) + DAY_MS });

/**
 * The leads created within a view: within its days, and with filters, from its visits (a lead's visit may
 * have started the day before). Each lead looks up its own visit, so this reads as many visits as leads.
 */
export async function viewLeads(store: AnalyticsStore, { range, filters }: View) {
  const { since, until } = leadWindow(range);
  const leads = store.db.selectFrom("leads").where("created_at", ">=", since).where("created_at", "<", until);
  if (filters.length === 0) return leads;
  const visits = await filteredVisits(
    store,
    { range: { from: addDays(range.from, -1), to: range.to }, filters },
    range,
  );
  return leads.where(({ exists }) =>
    exists(visits.where(sql<boolean>`analytics_visits.id = leads.visit_id`).select("analytics_visits.id")),
  );
}

/** Leads, won leads and won value per value of a dimension the leads keep. */
async function leadFigures(store: AnalyticsStore, dimension: LeadDimension, view: View, values: string[]) {
  if (values.length === 0) return new Map<string, { leads: number; won: number; wonValue: number }>();
  const rows = await (await viewLeads(store, view))
    .select((eb) => [
      eb.ref(dimension).as("dimension_value"),
      eb.fn.countAll<number>().as("leads"),
      eb.fn.sum<number>(sql`case when status = 'won' then 1 else 0 end`).as("won"),
      eb.fn.sum<number>(sql`case when status = 'won' then coalesce(value, 0) else 0 end`).as("won_value"),
    ])
    .where(dimension, "in", values)
    .groupBy(dimension)
    .execute();
  return new Map(
    rows.map((row) => [
      String(row.dimension_value),
      { leads: Number(row.leads), won: Number(row.won), wonValue: Number(row.won_value) },
    ]),
  );
}

/** The visits of a view in all, for the goals' conversion rates. */
async function viewVisits(store: AnalyticsStore, view: View): Promise<number> {
  if (view.filters.length === 0) return (await visitTotals(store.db, view.range)).visits;
  return (await visitDays(store, view)).reduce((sum, day) => sum + day.visits, 0);
}

/** One page of the values of `dimension` and their sums: from the rollup, or with filters from the visits. */
async function values(
  store: AnalyticsStore,
  dimension: Dimension,
  view: View,
  page: { limit: number; offset: number },
) {
  if (view.filters.length > 0) return visitGroups(store, dimension, view, page);
  const [rows, count] = await Promise.all([
    grouped(store.db, dimension, view.range)
      .orderBy("visits", "desc")
      .orderBy("value")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    store.db
      .selectFrom(grouped(store.db, dimension, view.range).as("rows"))
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/**
 * One page of a breakdown: per value of `dimension` over a view, its visitors, visits, page views,
 * bounce rate, mean visit duration and conversions (for `goal`: the visits that reached that goal, their
 * rate over all visits), rows by visits, descending; for the dimensions a lead keeps, its leads and won
 * business too; for sources and referrers, whether the rule suspects the value's traffic automated over the
 * view's range (judged from the visit columns either way). Without filters it reads the daily breakdown
 * rollup; with filters, the visit rows.
 */
export async function breakdown(
  store: AnalyticsStore,
  dimension: Dimension,
  view: View,
  page: { limit: number; offset: number },
): Promise<{ rows: BreakdownRow[]; total: number }> {
  const [{ rows, total }, all, judged] = await Promise.all([
    values(store, dimension, view, page),
    dimension === "goal" ? viewVisits(store, view) : null,
    isJudged(dimension) ? suspectedValues(store, view.range) : null,
  ]);
  const suspects = judged && isJudged(dimension) ? new Set(judged[dimension]) : null;
  const leads = isLeadDimension(dimension)
    ? await leadFigures(
        store,
        dimension,
        view,
        rows.map((row) => row.value),
      )
    : null;
  return {
    total,
    rows: rows.map((row) => {
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
