import type { Kysely } from "kysely";
import type { AnalyticsSummary, DailyFigures, Headline } from "../../app/admin/types";
import { FUNNEL_STEPS } from "../../app/analytics/dimensions";
import {
  type Comparison,
  comparisonRange,
  type DayRange,
  everyDay,
  type Period,
  periodRange,
} from "../../app/analytics/periods";
import type { Database } from "../db/schema";
import { activityOf, eventsFor } from "./activity";
import { percentOf, round1, sumsPerDay, type Totals, totalsOf, visitsPerValue } from "./breakdown";
import { DAY_MS, dayOf, startOfDay } from "./time";
import { type AnalyticsStore, filteredVisits, type View } from "./visit-filter";
import { visitDays, visitGroups } from "./visit-reports";

const DEVICES = ["desktop", "mobile", "tablet"] as const;
const TOP = 10;

/** What the summary shows: a named period or range of days, its filters and what it is compared with. */
export interface SummaryView extends View {
  period: Period | "custom";
  comparison: Comparison;
}

const NONE: Totals = { visits: 0, visitors: 0, pageViews: 0, bounces: 0, durationMs: 0, conversions: 0 };
const plus = (a: Totals, b: Totals): Totals => ({
  visits: a.visits + b.visits,
  visitors: a.visitors + b.visitors,
  pageViews: a.pageViews + b.pageViews,
  bounces: a.bounces + b.bounces,
  durationMs: a.durationMs + b.durationMs,
  conversions: a.conversions + b.conversions,
});

/**
 * The figures of each day of a view. Without filters, from the rollups: visits, visitors, page views and
 * time from the traffic rollup, bounces and conversions from the breakdown rollup's channel rows (every
 * visit has one channel). With filters, from the visit rows, with the contact-form funnel.
 */
async function days(store: AnalyticsStore, view: View) {
  const byDay = new Map<string, Totals>();
  const funnel = new Map<string, number>();
  if (view.filters.length > 0) {
    for (const row of await visitDays(store, view)) {
      byDay.set(row.day, totalsOf(row));
      for (const step of FUNNEL_STEPS) funnel.set(step, (funnel.get(step) ?? 0) + Number(row[step]));
    }
    return { byDay, funnel };
  }
  const { from, to } = view.range;
  const [traffic, channels, steps] = await Promise.all([
    store.db
      .selectFrom("analytics_traffic_daily")
      .select((eb) => [
        "day",
        eb.fn.sum<number>("visits").as("visits"),
        eb.fn.sum<number>("visitors").as("visitors"),
        eb.fn.sum<number>("page_views").as("page_views"),
        eb.fn.sum<number>("duration_ms").as("duration_ms"),
      ])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("day")
      .execute(),
    sumsPerDay(store.db, "channel", view.range),
    visitsPerValue(store.db, "funnel", view.range),
  ]);
  const engagement = new Map(channels.map((row) => [row.day, totalsOf(row)]));
  for (const row of traffic) {
    const visits = engagement.get(row.day) ?? NONE;
    byDay.set(row.day, {
      ...totalsOf({ ...row, bounces: 0, conversions: 0 }),
      bounces: visits.bounces,
      conversions: visits.conversions,
    });
  }
  return { byDay, funnel: steps };
}

/** A range's totals, with its days' figures. */
async function rangeFigures(store: AnalyticsStore, view: View) {
  const { byDay, funnel } = await days(store, view);
  const totals = [...byDay.values()].reduce(plus, NONE);
  const daily = everyDay(view.range).map((date) => {
    const day = byDay.get(date) ?? NONE;
    return { date, visitors: day.visitors, visits: day.visits, pageViews: day.pageViews };
  });
  return { totals, daily, funnel };
}

/** The headline of docs/PRODUCT.md#data and the rates the visit rows add, from a range's totals. */
function headline(totals: Totals) {
  return {
    totalVisitors: totals.visits,
    pageViews: totals.pageViews,
    uniqueVisitors: totals.visitors,
    averageTimeOnSite: totals.visits === 0 ? 0 : Math.round(totals.durationMs / totals.visits / 1000),
    bounceRate: percentOf(totals.bounces, totals.visits),
    viewsPerVisit: totals.visits === 0 ? 0 : round1(totals.pageViews / totals.visits),
    conversions: totals.conversions,
    conversionRate: percentOf(totals.conversions, totals.visits),
  };
}

/** Change of a count against the compared range, percent; null without a figure to compare with. */
function change(current: number, previous: number): number | null {
  return previous === 0 ? null : round1(((current - previous) / previous) * 100);
}

/** Change of a rate against the compared range, in percentage points; null without visits to compare with. */
function pointsChange(current: number, previous: number, previousVisits: number): number | null {
  return previousVisits === 0 ? null : round1(current - previous);
}

function changes(current: Totals, compared: Totals | null): AnalyticsSummary["changes"] {
  const now = headline(current);
  const then = compared ? headline(compared) : null;
  const counted = (key: keyof Headline | "viewsPerVisit" | "conversions") =>
    then ? change(now[key], then[key]) : null;
  const rate = (key: "bounceRate" | "conversionRate") =>
    then && compared ? pointsChange(now[key], then[key], compared.visits) : null;
  return {
    totalVisitors: counted("totalVisitors"),
    pageViews: counted("pageViews"),
    uniqueVisitors: counted("uniqueVisitors"),
    averageTimeOnSite: counted("averageTimeOnSite"),
    bounceRate: rate("bounceRate"),
    viewsPerVisit: counted("viewsPerVisit"),
    conversions: counted("conversions"),
    conversionRate: rate("conversionRate"),
  };
}

/** Top pages, device split and top countries: from the rollups, or with filters from the visit rows. */
async function lists(store: AnalyticsStore, view: View) {
  const { from, to } = view.range;
  if (view.filters.length > 0) {
    const [pages, devices, countries] = await Promise.all([
      visitGroups(store, "page", view, { limit: TOP, offset: 0, order: "page_views" }),
      visitGroups(store, "device", view, { limit: DEVICES.length, offset: 0 }),
      visitGroups(store, "country", view, { limit: TOP, offset: 0, order: "visitors" }),
    ]);
    return {
      pages: pages.rows.map((row) => ({ page: row.value, views: row.page_views })),
      devices: devices.rows.map((row) => ({ device: row.value, visitors: row.visitors })),
      countries: countries.rows.map((row) => ({ country: row.value, visitors: row.visitors })),
    };
  }
  const traffic = (column: "device" | "country") =>
    store.db
      .selectFrom("analytics_traffic_daily")
      .select((eb) => [eb.ref(column).as("value"), eb.fn.sum<number>("visitors").as("visitors")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy(column);
  const [pages, devices, countries] = await Promise.all([
    store.db
      .selectFrom("analytics_pages_daily")
      .select((eb) => ["page", eb.fn.sum<number>("views").as("views")])
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("page")
      .orderBy("views", "desc")
      .orderBy("page")
      .limit(TOP)
      .execute(),
    traffic("device").execute(),
    traffic("country").orderBy("visitors", "desc").orderBy("value").limit(TOP).execute(),
  ]);
  return {
    pages,
    devices: devices.map((row) => ({ device: row.value, visitors: row.visitors })),
    countries: countries.map((row) => ({ country: row.value, visitors: row.visitors })),
  };
}

/** The latest events of a range, enough for TOP entries of the activity list. */
function recentEvents(db: Kysely<Database>, { from, to }: DayRange) {
  return db
    .selectFrom("analytics_events")
    .select(["name", "occurred_at", "page", "country", "device", "visit_id", "properties"])
    .where("occurred_at", ">=", startOfDay(from))
    .where("occurred_at", "<", startOfDay(to) + DAY_MS)
    .orderBy("occurred_at", "desc")
    .limit(eventsFor(TOP));
}

/**
 * The last days of a view that hold at least `count` of its visits (from its figures per day), and the day
 * before them for visits that began before midnight: the days whose visits were seen last.
 */
function latestDays(range: DayRange, daily: readonly DailyFigures[], count: number): DayRange | null {
  let visits = 0;
  for (let index = daily.length - 1; index >= 0; index--) {
    visits += daily[index]?.visits ?? 0;
    if (visits >= count || index === 0) {
      if (visits === 0) return null;
      // The days run from the range's first, one after the other: the one before is the previous entry.
      return { from: daily[index - 1]?.date ?? range.from, to: range.to };
    }
  }
  return null;
}

/**
 * The latest events of a filtered view: those of its visits that pass the filters. Every event of a visit
 * comes no later than the visit was last seen, so the latest events are those of the visits seen last: they
 * are found among the view's last days with visits (its daily figures say which), then their events.
 */
async function recentVisitEvents(store: AnalyticsStore, view: View, daily: readonly DailyFigures[]) {
  const wanted = eventsFor(TOP);
  const days = latestDays(view.range, daily, wanted);
  if (!days) return [];
  const visits = await (await filteredVisits(store, { range: days, filters: view.filters }, view.range))
    .select(["id", "started_at"])
    .orderBy("last_seen_at", "desc")
    .limit(wanted)
    .execute();
  if (visits.length === 0) return [];
  const firstStart = Math.min(...visits.map((visit) => Number(visit.started_at)));
  const since = Math.max(startOfDay(view.range.from), firstStart);
  return recentEvents(store.db, view.range)
    .where("occurred_at", ">=", since)
    .where(
      "visit_id",
      "in",
      visits.map((visit) => visit.id),
    )
    .execute();
}

/** What the summary says of a view's visits themselves: the headline, its changes, the funnel and the days. */
export type ViewFigures = Omit<AnalyticsSummary, "topPages" | "deviceTypes" | "topCountries" | "recentActivity">;

/**
 * The headline, its change against the compared range, the contact-form funnel and the figures of each day
 * of a view: what the summary and the export share.
 */
export async function viewFigures(store: AnalyticsStore, view: SummaryView): Promise<ViewFigures> {
  const { range, filters } = view;
  const compared = comparisonRange(range, view.comparison);
  const [current, before] = await Promise.all([
    rangeFigures(store, view),
    compared ? rangeFigures(store, { range: compared, filters }) : null,
  ]);
  return {
    period: view.period,
    from: range.from,
    to: range.to,
    filters: [...filters],
    ...headline(current.totals),
    changes: changes(current.totals, before?.totals ?? null),
    comparison:
      compared && before && view.comparison !== "none"
        ? { kind: view.comparison, ...compared, figures: headline(before.totals), daily: before.daily }
        : null,
    funnel: FUNNEL_STEPS.map((step) => ({ step, visits: current.funnel.get(step) ?? 0 })),
    daily: current.daily,
  };
}

/**
 * The dashboard's figures for a view: a named period (ending today, see app/analytics/periods.ts) or a
 * range of days, narrowed by filters, compared with the range just before or the same days a year
 * earlier. Without filters everything comes from the rollups; with filters, from the visit rows.
 */
export async function analyticsSummary(
  store: AnalyticsStore,
  request: Period | SummaryView,
  now = Date.now(),
): Promise<AnalyticsSummary> {
  const view: SummaryView =
    typeof request === "string"
      ? { period: request, range: periodRange(request, dayOf(now)), filters: [], comparison: "previous" }
      : request;
  const figuresRead = viewFigures(store, view);
  const [figures, top, recent] = await Promise.all([
    figuresRead,
    lists(store, view),
    // With filters, the events of the visits that pass them (found from the figures per day).
    view.filters.length > 0
      ? figuresRead.then((read) => recentVisitEvents(store, view, read.daily))
      : recentEvents(store.db, view.range).execute(),
  ]);
  const deviceVisitors = new Map(top.devices.map((row) => [row.device, Number(row.visitors)]));
  const totalDeviceVisitors = [...deviceVisitors.values()].reduce((sum, value) => sum + value, 0);

  return {
    ...figures,
    topPages: top.pages
      .filter((row) => Number(row.views) > 0)
      .map((row) => ({ page: row.page, views: Number(row.views) })),
    deviceTypes: DEVICES.map((device) => ({
      device,
      percentage: percentOf(deviceVisitors.get(device) ?? 0, totalDeviceVisitors),
    })),
    topCountries: top.countries
      .filter((row) => Number(row.visitors) > 0)
      .map((row) => ({ country: row.country, visitors: Number(row.visitors) })),
    recentActivity: activityOf(recent, TOP),
  };
}
