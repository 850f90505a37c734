import { type Kysely, sql } from "kysely";
import type { BreakdownRow } from "../../app/admin/types";
import { type Dimension, LEAD_DIMENSIONS, type LeadDimension } from "../../app/analytics/dimensions";
import type { DayRange } from "../../app/analytics/periods";
import type { Database } from "../db/schema";
import { DAY_MS, startOfDay } from "./time";

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

const isLeadDimension = (dimension: RollupDimension): dimension is LeadDimension =>
  (LEAD_DIMENSIONS as readonly string[]).includes(dimension);

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

const totalsOf = (row: {
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

/** Leads, won leads and won value per value of a dimension the leads keep. */
async function leadFigures(db: Kysely<Database>, dimension: LeadDimension, range: DayRange, values: string[]) {
  if (values.length === 0) return new Map<string, { leads: number; won: number; wonValue: number }>();
  const { since, until } = leadWindow(range);
  const rows = await db
    .selectFrom("leads")
    .select((eb) => [
      eb.ref(dimension).as("dimension_value"),
      eb.fn.countAll<number>().as("leads"),
      eb.fn.sum<number>(sql`case when status = 'won' then 1 else 0 end`).as("won"),
      eb.fn.sum<number>(sql`case when status = 'won' then coalesce(value, 0) else 0 end`).as("won_value"),
    ])
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
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

/**
 * One page of a breakdown: per value of `dimension` over `range`, its visitors, visits, page views,
 * bounce rate, mean visit duration and conversions (for `goal`: the visits that reached that goal, their
 * rate over all visits), rows by visits, descending; for the dimensions a lead keeps, its leads and won
 * business too. Reads the daily breakdown rollup and the leads, never raw events.
 */
export async function breakdown(
  db: Kysely<Database>,
  dimension: Dimension,
  range: DayRange,
  page: { limit: number; offset: number },
): Promise<{ rows: BreakdownRow[]; total: number }> {
  const [rows, count, all] = await Promise.all([
    grouped(db, dimension, range)
      .orderBy("visits", "desc")
      .orderBy("value")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom(grouped(db, dimension, range).as("rows"))
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
    dimension === "goal" ? visitTotals(db, range) : null,
  ]);
  const leads = isLeadDimension(dimension)
    ? await leadFigures(
        db,
        dimension,
        range,
        rows.map((row) => row.value),
      )
    : null;
  return {
    total: Number(count.count),
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
        conversionRate: percentOf(totals.conversions, all ? all.visits : totals.visits),
        leads: leads ? (lead?.leads ?? 0) : null,
        won: leads ? (lead?.won ?? 0) : null,
        wonValue: leads ? (lead?.wonValue ?? 0) : null,
      };
    }),
  };
}
