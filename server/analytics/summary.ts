import { type Kysely, sql } from "kysely";
import type { AnalyticsSummary, Engagement, Headline } from "../../app/admin/types";
import { FUNNEL_STEPS } from "../../app/analytics/dimensions";
import { type DayRange, everyDay, type Period, periodRange, previousRange } from "../../app/analytics/periods";
import type { Database } from "../db/schema";
import { percentOf, round1, visitsPerValue, visitTotals } from "./breakdown";
import { DAY_MS, dayOf, startOfDay } from "./time";

const DEVICES = ["desktop", "mobile", "tablet"] as const;
const TOP = 10;

async function headline(db: Kysely<Database>, from: string, to: string): Promise<Headline> {
  const row = await db
    .selectFrom("analytics_traffic_daily")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>("visits"), sql<number>`0`).as("visits"),
      eb.fn.coalesce(eb.fn.sum<number>("visitors"), sql<number>`0`).as("visitors"),
      eb.fn.coalesce(eb.fn.sum<number>("page_views"), sql<number>`0`).as("page_views"),
      eb.fn.coalesce(eb.fn.sum<number>("duration_ms"), sql<number>`0`).as("duration_ms"),
    ])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .executeTakeFirstOrThrow();
  const visits = Number(row.visits);
  return {
    totalVisitors: visits,
    pageViews: Number(row.page_views),
    uniqueVisitors: Number(row.visitors),
    averageTimeOnSite: visits === 0 ? 0 : Math.round(Number(row.duration_ms) / visits / 1000),
  };
}

async function engagement(db: Kysely<Database>, range: DayRange): Promise<Engagement & { visits: number }> {
  const totals = await visitTotals(db, range);
  return {
    visits: totals.visits,
    bounceRate: percentOf(totals.bounces, totals.visits),
    viewsPerVisit: totals.visits === 0 ? 0 : round1(totals.pageViews / totals.visits),
    conversions: totals.conversions,
    conversionRate: percentOf(totals.conversions, totals.visits),
  };
}

/** Change of a count against the previous period, percent; null without a previous figure. */
function change(current: number, previous: number): number | null {
  return previous === 0 ? null : round1(((current - previous) / previous) * 100);
}

/** Change of a rate against the previous period, in percentage points; null without previous visits. */
function pointsChange(current: number, previous: number, previousVisits: number): number | null {
  return previousVisits === 0 ? null : round1(current - previous);
}

/**
 * The dashboard's figures for a named period (ending today, see app/analytics/periods.ts) or a range of
 * days, compared with the range of the same length just before, from the rollups: no query scans raw
 * events except the ten most recent ones of the range.
 */
export async function analyticsSummary(
  db: Kysely<Database>,
  request: Period | { period: Period | "custom"; range: DayRange },
  now = Date.now(),
): Promise<AnalyticsSummary> {
  const { period, range } =
    typeof request === "string" ? { period: request, range: periodRange(request, dayOf(now)) } : request;
  const { from, to } = range;
  const days = everyDay(range);
  const before = previousRange(range);
  const [current, previous, engaged, engagedBefore, funnel, pages, devices, countries, daily, recent] =
    await Promise.all([
      headline(db, from, to),
      headline(db, before.from, before.to),
      engagement(db, { from, to }),
      engagement(db, before),
      visitsPerValue(db, "funnel", { from, to }),
      db
        .selectFrom("analytics_pages_daily")
        .select((eb) => ["page", eb.fn.sum<number>("views").as("views")])
        .where("day", ">=", from)
        .where("day", "<=", to)
        .groupBy("page")
        .orderBy("views", "desc")
        .orderBy("page")
        .limit(TOP)
        .execute(),
      db
        .selectFrom("analytics_traffic_daily")
        .select((eb) => ["device", eb.fn.sum<number>("visitors").as("visitors")])
        .where("day", ">=", from)
        .where("day", "<=", to)
        .groupBy("device")
        .execute(),
      db
        .selectFrom("analytics_traffic_daily")
        .select((eb) => ["country", eb.fn.sum<number>("visitors").as("visitors")])
        .where("day", ">=", from)
        .where("day", "<=", to)
        .groupBy("country")
        .orderBy("visitors", "desc")
        .orderBy("country")
        .limit(TOP)
        .execute(),
      db
        .selectFrom("analytics_traffic_daily")
        .select((eb) => [
          "day",
          eb.fn.sum<number>("visitors").as("visitors"),
          eb.fn.sum<number>("page_views").as("page_views"),
        ])
        .where("day", ">=", from)
        .where("day", "<=", to)
        .groupBy("day")
        .execute(),
      db
        .selectFrom("analytics_events")
        .select(["name", "occurred_at", "page"])
        .where("occurred_at", ">=", startOfDay(from))
        .where("occurred_at", "<", startOfDay(to) + DAY_MS)
        .orderBy("occurred_at", "desc")
        .limit(TOP)
        .execute(),
    ]);

  const deviceVisitors = new Map(devices.map((row) => [row.device, Number(row.visitors)]));
  const totalDeviceVisitors = [...deviceVisitors.values()].reduce((sum, value) => sum + value, 0);
  const byDay = new Map(daily.map((row) => [row.day, row]));

  return {
    period,
    from,
    to,
    ...current,
    bounceRate: engaged.bounceRate,
    viewsPerVisit: engaged.viewsPerVisit,
    conversions: engaged.conversions,
    conversionRate: engaged.conversionRate,
    changes: {
      totalVisitors: change(current.totalVisitors, previous.totalVisitors),
      pageViews: change(current.pageViews, previous.pageViews),
      uniqueVisitors: change(current.uniqueVisitors, previous.uniqueVisitors),
      averageTimeOnSite: change(current.averageTimeOnSite, previous.averageTimeOnSite),
      bounceRate: pointsChange(engaged.bounceRate, engagedBefore.bounceRate, engagedBefore.visits),
      viewsPerVisit: change(engaged.viewsPerVisit, engagedBefore.viewsPerVisit),
      conversions: change(engaged.conversions, engagedBefore.conversions),
      conversionRate: pointsChange(engaged.conversionRate, engagedBefore.conversionRate, engagedBefore.visits),
    },
    funnel: FUNNEL_STEPS.map((step) => ({ step, visits: funnel.get(step) ?? 0 })),
    topPages: pages.filter((row) => Number(row.views) > 0).map((row) => ({ page: row.page, views: Number(row.views) })),
    deviceTypes: DEVICES.map((device) => ({
      device,
      percentage: percentOf(deviceVisitors.get(device) ?? 0, totalDeviceVisitors),
    })),
    topCountries: countries
      .filter((row) => Number(row.visitors) > 0)
      .map((row) => ({ country: row.country, visitors: Number(row.visitors) })),
    recentActivity: recent.map((row) => ({
      action: row.name,
      timestamp: new Date(Number(row.occurred_at)).toISOString(),
      page: row.page,
    })),
    daily: days.map((date) => ({
      date,
      visitors: Number(byDay.get(date)?.visitors ?? 0),
      pageViews: Number(byDay.get(date)?.page_views ?? 0),
    })),
  };
}
