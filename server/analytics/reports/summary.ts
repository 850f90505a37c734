import type { AnalyticsSummary, Headline } from "../../../app/admin/types";
import { FUNNEL_STEPS } from "../../../app/analytics/dimensions";
import { type Comparison, comparisonRange, everyDay, type Period, periodRange } from "../../../app/analytics/periods";
import type { Interval } from "../../../app/analytics/series";
import { siteMoment } from "../../../app/analytics/site-calendar";
import { BUILT_IN_GOAL_NAMES } from "../goals";
import { dayOf, startOfDay } from "../time";
import { activityOf } from "./activity";
import { NO_TOTALS, percentOf, round1, type Totals } from "./figures";
import { leadTotals } from "./lead-totals";
import { readerFor } from "./reader";
import { DEVICES, TOP } from "./readers/view-reader";
import { seriesOf } from "./series";
import type { AnalyticsStore, View } from "./view";

/**
 * What the summary shows: a named period or range of days, its filters, what it is compared with, and the
 * interval its series is drawn by (the one that suits the range when absent). `visitsFrom` is the first day
 * the visit rows hold (hours and a cut comparison read them), every day when absent.
 */
export interface SummaryView extends View {
  period: Period | "custom";
  comparison: Comparison;
  interval?: Interval;
  visitsFrom?: string;
}

/** What comparedView needs of a view: its range, filters and comparison, and the first day of kept visit rows. */
export type ComparableView = View & Pick<SummaryView, "comparison" | "visitsFrom">;

const plus = (a: Totals, b: Totals): Totals => ({
  visits: a.visits + b.visits,
  visitors: a.visitors + b.visitors,
  pageViews: a.pageViews + b.pageViews,
  bounces: a.bounces + b.bounces,
  durationMs: a.durationMs + b.durationMs,
  conversions: a.conversions + b.conversions,
});

/** A range's totals, with its days' figures. */
async function rangeFigures(store: AnalyticsStore, view: View) {
  const { byDay, funnel } = await readerFor(store, view).days();
  const totals = [...byDay.values()].reduce(plus, NO_TOTALS);
  const daily = everyDay(view.range).map((date) => {
    const day = byDay.get(date) ?? NO_TOTALS;
    return { date, visitors: day.visitors, visits: day.visits, pageViews: day.pageViews };
  });
  return { totals, daily, funnel };
}

/** The headline's figures unrounded, from which the changes are computed (rounding first would skew them). */
function exactHeadline(totals: Totals) {
  const perVisit = (part: number) => (totals.visits === 0 ? 0 : part / totals.visits);
  return {
    totalVisitors: totals.visits,
    pageViews: totals.pageViews,
    uniqueVisitors: totals.visitors,
    averageTimeOnSite: perVisit(totals.durationMs) / 1000,
    bounceRate: perVisit(totals.bounces) * 100,
    viewsPerVisit: perVisit(totals.pageViews),
    conversions: totals.conversions,
    conversionRate: perVisit(totals.conversions) * 100,
  };
}

/** The dashboard's headline and the rates the visit rows add, from a range's totals, as they are shown. */
function headline(totals: Totals) {
  const exact = exactHeadline(totals);
  return {
    ...exact,
    averageTimeOnSite: Math.round(exact.averageTimeOnSite),
    bounceRate: percentOf(totals.bounces, totals.visits),
    viewsPerVisit: round1(exact.viewsPerVisit),
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
  const now = exactHeadline(current);
  const then = compared ? exactHeadline(compared) : null;
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

/** What the summary says of a view's visits themselves: the headline, its changes, the funnel and the days. */
export type ViewFigures = Omit<
  AnalyticsSummary,
  "topPages" | "deviceTypes" | "topCountries" | "recentActivity" | "series"
>;

/**
 * The view a summary compares with: the compared range's, its last day cut at the same time of day when the view
 * ends today and the compared days' visit rows are kept (so that a morning is compared with a morning, and the
 * last 7 days with the 7 before them up to the same hour: not a whole day with a few hours).
 */
export function comparedView(view: ComparableView, now: number): View | null {
  const range = comparisonRange(view.range, view.comparison);
  if (!range) return null;
  const compared: View = { range, filters: view.filters, goals: view.goals };
  const today = dayOf(now);
  const cut = view.range.to === today && (view.visitsFrom === undefined || range.from >= view.visitsFrom);
  return cut ? { ...compared, before: startOfDay(range.to) + (now - startOfDay(today)) } : compared;
}

/**
 * The headline, its change against the compared range (`compared`, comparedView's), the contact-form funnel and
 * the figures of each day of a view: what the summary and the export share.
 */
export async function viewFigures(
  store: AnalyticsStore,
  view: SummaryView,
  compared = comparedView(view, Date.now()),
): Promise<ViewFigures> {
  const { range, filters } = view;
  const [current, before, leads, comparedLeads] = await Promise.all([
    rangeFigures(store, view),
    compared ? rangeFigures(store, compared) : null,
    leadTotals(store, view),
    compared ? leadTotals(store, compared) : null,
  ]);
  return {
    period: view.period,
    from: range.from,
    to: range.to,
    // As the staff wrote them: a goal by its name, not by the token the reports read.
    filters: filters.map((filter) =>
      filter.dimension === "goal"
        ? { ...filter, value: (view.goals ?? BUILT_IN_GOAL_NAMES).nameOf(filter.value) ?? filter.value }
        : filter,
    ),
    ...headline(current.totals),
    changes: changes(current.totals, before?.totals ?? null),
    comparison:
      compared && before && view.comparison !== "none"
        ? {
            kind: view.comparison,
            ...compared.range,
            ...(compared.before !== undefined && { until: siteMoment(compared.before) }),
            figures: headline(before.totals),
            daily: before.daily,
          }
        : null,
    leads: {
      ...leads,
      compared: comparedLeads,
      changes: {
        leads: comparedLeads && change(leads.leads, comparedLeads.leads),
        wonValue: comparedLeads && change(leads.wonValue, comparedLeads.wonValue),
      },
    },
    funnel: FUNNEL_STEPS.map((step) => ({ step, visits: current.funnel.get(step) ?? 0 })),
    daily: current.daily,
  };
}

/**
 * The dashboard's figures for a view: a named period (ending today, see app/analytics/periods.ts) or a
 * range of days, narrowed by filters, compared with the range just before or the same days a year
 * earlier. Read through the view's reader (reader.ts): without filters from the rollups, with filters from
 * the visits.
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
  const reader = readerFor(store, view);
  const compared = comparedView(view, now);
  const figuresRead = viewFigures(store, view, compared);
  const seriesRead = figuresRead.then((figures) =>
    seriesOf({
      store,
      view,
      compared,
      daily: figures.daily,
      comparedDaily: figures.comparison?.daily,
      now,
    }),
  );
  const [figures, series, top, recent] = await Promise.all([
    figuresRead,
    seriesRead,
    reader.tops(),
    // A filtered view finds its latest events from its figures per day.
    reader.recentEvents(() => figuresRead.then((read) => read.daily)),
  ]);
  const deviceVisitors = new Map(top.devices.map((row) => [row.device, Number(row.visitors)]));
  const totalDeviceVisitors = [...deviceVisitors.values()].reduce((sum, value) => sum + value, 0);

  return {
    ...figures,
    series,
    topPages: top.pages
      .filter((row) => Number(row.views) > 0)
      .map((row) => ({ page: row.page, views: Number(row.views) })),
    deviceTypes: DEVICES.map((device) => ({
      device,
      visitors: deviceVisitors.get(device) ?? 0,
      percentage: percentOf(deviceVisitors.get(device) ?? 0, totalDeviceVisitors),
    })),
    topCountries: top.countries
      .filter((row) => Number(row.visitors) > 0)
      .map((row) => ({ country: row.country, visitors: Number(row.visitors) })),
    recentActivity: activityOf(recent, TOP),
  };
}
