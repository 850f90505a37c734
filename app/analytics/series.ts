/**
 * How a view's figures are drawn over time: one point per hour, per day, per week (from Monday) or per
 * calendar month. Hours are read from the visit rows, so they reach back as far as those are kept.
 */
export const INTERVALS = ["hour", "day", "week", "month"] as const;
export type Interval = (typeof INTERVALS)[number];
export type DayInterval = Exclude<Interval, "hour">;

/** What a point of the series counts. */
export interface SeriesFigures {
  visitors: number;
  visits: number;
  pageViews: number;
}

/** One day's figures, of which the series of days, weeks and months are made. */
export interface DailyFigures extends SeriesFigures {
  date: string;
}

/**
 * A point of the series: the figures from `start` to `end` (days YYYY-MM-DD; for an hour, both are its first
 * moment in the site's time zone, 2026-11-29T14:00:00+07:00), and the compared range's at the same position.
 */
export interface SeriesPoint extends SeriesFigures {
  start: string;
  end: string;
  compared?: SeriesFigures;
}

/** A view's series as the summary answers it: the interval drawn, the ones that suit the view, and the points. */
export interface Series {
  interval: Interval;
  intervals: Interval[];
  points: SeriesPoint[];
}

/** Ranges of at most this many days can be drawn by the hour. */
export const MAX_HOURLY_DAYS = 7;

/**
 * The intervals that make a readable chart of a range of `days`, and the one shown unless another is chosen:
 * a day or two by the hour, a week by the day (or the hour), a quarter by the week. Hours only where the
 * visit rows still hold the range (`hoursKept`).
 */
export function intervalsFor(days: number, hoursKept = true): { choices: Interval[]; preferred: Interval } {
  const hourly = hoursKept && days <= MAX_HOURLY_DAYS;
  if (days <= 2 && hourly) return { choices: ["hour", "day"], preferred: "hour" };
  if (days <= 14) return { choices: hourly ? ["hour", "day"] : ["day"], preferred: "day" };
  if (days <= 45) return { choices: ["day", "week"], preferred: "day" };
  if (days <= 120) return { choices: ["day", "week", "month"], preferred: "week" };
  return { choices: ["week", "month"], preferred: "month" };
}

/** The interval a chart of `days` draws: the one asked for where it suits them, else the one that suits best. */
export function intervalOf(asked: Interval | undefined, days: number, hoursKept = true): Interval {
  const { choices, preferred } = intervalsFor(days, hoursKept);
  return asked && choices.includes(asked) ? asked : preferred;
}

/** The Monday on or before a day (YYYY-MM-DD). */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const keyOf = (day: string, interval: DayInterval) =>
  interval === "day" ? day : interval === "week" ? weekOf(day) : day.slice(0, 7);

const none = (): SeriesFigures => ({ visitors: 0, visits: 0, pageViews: 0 });

function add(into: SeriesFigures, figures: SeriesFigures) {
  into.visitors += figures.visitors;
  into.visits += figures.visits;
  into.pageViews += figures.pageViews;
}

/**
 * Days summed per interval (the first and last week or month may be partial: they hold the range's days
 * only). The compared range's days go with the day of the view at the same position, so a week of the
 * view is compared with the seven days that were compared with its days. A point's visitors are its days'
 * unique visitors summed: pseudonyms change daily, so a visitor of two days counts twice (decision 017).
 */
export function bucketed(daily: DailyFigures[], interval: DayInterval, compared?: DailyFigures[]): SeriesPoint[] {
  const points = new Map<string, SeriesPoint>();
  daily.forEach((day, index) => {
    const key = keyOf(day.date, interval);
    const point = points.get(key) ?? {
      start: day.date,
      end: day.date,
      ...none(),
      ...(compared && { compared: none() }),
    };
    point.end = day.date;
    add(point, day);
    const before = compared?.[index];
    if (point.compared && before) add(point.compared, before);
    points.set(key, point);
  });
  return [...points.values()];
}
