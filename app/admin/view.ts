import { DIMENSIONS, type Dimension } from "~/analytics/dimensions";
import { type Filter, filterText, MAX_FILTERS, parseFilter, sameFilter } from "~/analytics/filters";
import { COMPARISONS, type Comparison, type DayRange, PERIODS, type Period } from "~/analytics/periods";
import { INTERVALS, type Interval } from "~/analytics/series";
import { DEFAULT_DASHBOARD_PERIOD } from "~/config/constants";

/**
 * What the dashboard shows, as its URL says it (so that a reload or a shared link opens the same view):
 * `?period=30d` or `?from=YYYY-MM-DD&to=YYYY-MM-DD`, `&compare=year`, `&filter=source:Google` (repeated),
 * `&interval=week`, `&metric=pageViews`, `&tab=sources:referrer` (repeated: the view a panel with several
 * shows). What is left out is the default: 7 days, compared with the previous 7, no filter, the interval that
 * suits the range, visitors on the chart and each panel's first view.
 */
export interface DashboardView {
  period: Period | "custom";
  /** The custom range's days, when `period` is "custom". */
  range?: DayRange;
  comparison: Comparison;
  filters: Filter[];
  interval?: Interval;
  /** The count the chart draws, where it is not visitors. */
  metric?: Exclude<ChartMetric, "visitors">;
  /** The dimension a panel with several views shows, by the panel's name, where it is not the first. */
  tabs?: Record<string, Dimension>;
}

/** What the chart draws: one of the headline's counts, chosen with a click on its card (visitors unless chosen). */
export type ChartMetric = "visitors" | "visits" | "pageViews";

export const DEFAULT_VIEW: DashboardView = { period: DEFAULT_DASHBOARD_PERIOD, comparison: "previous", filters: [] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The view a URL's query names; what it names wrongly is left at its default (the server checks the rest). */
export function viewFromSearch(search: URLSearchParams): DashboardView {
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  const period = search.get("period");
  const custom = DAY.test(from) && DAY.test(to) && from <= to;
  const comparison = search.get("compare");
  const interval = search.get("interval");
  const metric = search.get("metric");
  const tabs: Record<string, Dimension> = {};
  for (const text of search.getAll("tab")) {
    const [panel = "", dimension = ""] = text.split(":");
    if (/^[a-z-]{1,32}$/.test(panel) && (DIMENSIONS as readonly string[]).includes(dimension)) {
      tabs[panel] = dimension as Dimension;
    }
  }
  const filters: Filter[] = [];
  for (const text of search.getAll("filter")) {
    const filter = parseFilter(text);
    if (!("problem" in filter) && !filters.some((known) => sameFilter(known, filter))) filters.push(filter);
  }
  return {
    period: custom ? "custom" : PERIODS.includes(period as Period) ? (period as Period) : DEFAULT_VIEW.period,
    ...(custom && { range: { from, to } }),
    comparison: COMPARISONS.includes(comparison as Comparison) ? (comparison as Comparison) : DEFAULT_VIEW.comparison,
    filters: filters.slice(0, MAX_FILTERS),
    ...(INTERVALS.includes(interval as Interval) && { interval: interval as Interval }),
    ...((metric === "visits" || metric === "pageViews") && { metric }),
    ...(Object.keys(tabs).length > 0 && { tabs }),
  };
}

/** The period's part of a query: `period=` or `from=&to=`. */
function periodParams(view: DashboardView): [string, string][] {
  return view.period === "custom" && view.range
    ? [
        ["from", view.range.from],
        ["to", view.range.to],
      ]
    : [["period", view.period]];
}

/** The URL query of a view, defaults left out. */
export function viewSearch(view: DashboardView): URLSearchParams {
  const params = periodParams(view).filter(([name, value]) => name !== "period" || value !== DEFAULT_VIEW.period);
  if (view.comparison !== DEFAULT_VIEW.comparison) params.push(["compare", view.comparison]);
  for (const filter of view.filters) params.push(["filter", filterText(filter)]);
  if (view.interval) params.push(["interval", view.interval]);
  if (view.metric) params.push(["metric", view.metric]);
  for (const [panel, dimension] of Object.entries(view.tabs ?? {})) params.push(["tab", `${panel}:${dimension}`]);
  return new URLSearchParams(params);
}

/**
 * The staff API's query for a view's reports (`compare` only where it matters: the summary and the export;
 * `interval` only for the summary, whose series it draws).
 */
export function apiQuery(
  view: DashboardView,
  options: { compare?: boolean; interval?: boolean } = {},
): URLSearchParams {
  const params = periodParams(view);
  if (options.compare) params.push(["compare", view.comparison]);
  if (options.interval && view.interval) params.push(["interval", view.interval]);
  for (const filter of view.filters) params.push(["filter", filterText(filter)]);
  return new URLSearchParams(params);
}

/**
 * The query of a view's range alone, without its filters: what the security log reads (it knows no visit
 * filter) and the filter dialog's suggestions (a value is offered even where a filter hides it now).
 */
export const rangeQuery = (view: DashboardView): string => apiQuery({ ...view, filters: [] }).toString();

/**
 * A change of the view, made from the view as the URL holds it when the change applies (not as a component
 * last rendered it), so that two changes in quick succession both hold.
 */
export type ViewChange = (change: (view: DashboardView) => DashboardView) => void;

/** The view with one more filter (or the same one, when it is there already). */
export function withFilter(view: DashboardView, filter: Filter): DashboardView {
  if (view.filters.some((known) => sameFilter(known, filter)) || view.filters.length >= MAX_FILTERS) return view;
  return { ...view, filters: [...view.filters.filter((known) => !opposite(known, filter)), filter] };
}

/** A filter and its negation cannot both hold: adding one replaces the other. */
const opposite = (a: Filter, b: Filter) =>
  a.dimension === b.dimension && a.value === b.value && !a.contains === !b.contains && a.negated !== b.negated;

/** The view with `panel` showing `dimension` (its first view: no entry in the URL). */
export function withTab(view: DashboardView, panel: string, dimension: Dimension, first: Dimension): DashboardView {
  const { [panel]: _, ...others } = view.tabs ?? {};
  const tabs = dimension === first ? others : { ...others, [panel]: dimension };
  const { tabs: __, ...rest } = view;
  return Object.keys(tabs).length > 0 ? { ...rest, tabs } : rest;
}
