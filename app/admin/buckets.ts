import type { Formats } from "./format";
import type { DailyFigures } from "./types";
import type { Interval } from "./view";

/** A point of the chart: the days from `start` to `end` summed, and the compared days beside them. */
export interface Bucket {
  start: string;
  end: string;
  visitors: number;
  visits: number;
  pageViews: number;
  compared?: { visitors: number; visits: number; pageViews: number };
}

/** The Monday on or before a day (YYYY-MM-DD). */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

const keyOf = (day: string, interval: Interval) =>
  interval === "day" ? day : interval === "week" ? weekOf(day) : day.slice(0, 7);

/**
 * Days summed per interval (the first and last week or month may be partial: they hold the range's days
 * only). The compared range's days go with the day of the view at the same position, so a week of the
 * view is compared with the seven days that were compared with its days. A bucket's visitors are its days'
 * unique visitors summed: pseudonyms change daily, so a visitor of two days counts twice (decision 017).
 */
export function bucketed(daily: DailyFigures[], interval: Interval, compared?: DailyFigures[]): Bucket[] {
  const buckets = new Map<string, Bucket>();
  daily.forEach((day, index) => {
    const key = keyOf(day.date, interval);
    const bucket = buckets.get(key) ?? {
      start: day.date,
      end: day.date,
      visitors: 0,
      visits: 0,
      pageViews: 0,
      ...(compared && { compared: { visitors: 0, visits: 0, pageViews: 0 } }),
    };
    bucket.end = day.date;
    bucket.visitors += day.visitors;
    bucket.visits += day.visits;
    bucket.pageViews += day.pageViews;
    const before = compared?.[index];
    if (bucket.compared && before) {
      bucket.compared.visitors += before.visitors;
      bucket.compared.visits += before.visits;
      bucket.compared.pageViews += before.pageViews;
    }
    buckets.set(key, bucket);
  });
  return [...buckets.values()];
}

/** A point's label on the chart, in the dashboard's one date style: its day, its days, or its month. */
export function bucketLabel(format: Formats, interval: Interval, bucket: Bucket): string {
  if (interval === "day") return format.day(bucket.start);
  if (interval === "month") return format.month(bucket.start);
  return format.days(bucket.start, bucket.end);
}
