import { addDays, daysIn, everyDay } from "../../../app/analytics/periods";
import {
  bucketed,
  type DailyFigures,
  type Interval,
  intervalOf,
  intervalsFor,
  type Series,
  type SeriesFigures,
  type SeriesPoint,
} from "../../../app/analytics/series";
import { siteMoment } from "../../../app/analytics/site-calendar";
import { HOUR_MS, startOfDay } from "../time";
import { readerFor } from "./reader";
import type { AnalyticsStore, View } from "./view";

/** What a series is drawn from: the view and the view it is compared with, and the days of each. */
export interface SeriesSource {
  store: AnalyticsStore;
  view: View & { interval?: Interval; visitsFrom?: string };
  compared: View | null;
  daily: DailyFigures[];
  comparedDaily?: DailyFigures[];
  now: number;
}

/** The first moment of each hour of a range's days, up to `now` (a day still under way has no later hours). */
function hoursOf(view: View, now: number): number[] {
  const hours: number[] = [];
  for (const day of everyDay(view.range)) {
    const end = Math.min(startOfDay(addDays(day, 1)), now, view.before ?? now);
    for (let hour = startOfDay(day); hour < end; hour += HOUR_MS) hours.push(hour);
  }
  return hours;
}

const NONE: SeriesFigures = { visitors: 0, visits: 0, pageViews: 0 };

/**
 * A view's figures over time, by the interval asked for where it suits the range (series.ts `intervalOf`): days,
 * weeks and months from its days' figures, hours from its visits. The compared range's figures go with the
 * point at the same position: today's 14:00 with yesterday's, up to the same time.
 */
export async function seriesOf({ store, view, compared, daily, comparedDaily, now }: SeriesSource): Promise<Series> {
  const days = daysIn(view.range);
  const hoursKept = view.visitsFrom === undefined || view.range.from >= view.visitsFrom;
  const interval = intervalOf(view.interval, days, hoursKept);
  const intervals = intervalsFor(days, hoursKept).choices;
  if (interval !== "hour") return { interval, intervals, points: bucketed(daily, interval, comparedDaily) };

  const [current, before] = await Promise.all([
    readerFor(store, view).hours(),
    compared ? readerFor(store, compared).hours() : null,
  ]);
  const comparedHours = compared ? hoursOf(compared, Number.POSITIVE_INFINITY) : [];
  const points = hoursOf(view, now).map((hour, index): SeriesPoint => {
    const start = siteMoment(hour);
    const then = comparedHours[index];
    return {
      start,
      end: start,
      ...(current.get(hour) ?? NONE),
      ...(before && { compared: { ...((then !== undefined && before.get(then)) || NONE) } }),
    };
  });
  return { interval, intervals, points };
}
