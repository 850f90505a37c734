import type { Interval, SeriesPoint } from "~/analytics/series";
import type { Formats } from "./format";

/**
 * A point's label on the chart, in the dashboard's one date style: its hour (with its weekday when the chart
 * spans several days), its day (without the year when the chart's days are all in one), its days, or its month.
 */
export function pointLabel(
  format: Formats,
  interval: Interval,
  point: SeriesPoint,
  { severalDays = false, oneYear = false } = {},
): string {
  if (interval === "hour") return severalDays ? format.dayHour(point.start) : format.hour(point.start);
  if (interval === "day") return oneYear ? format.monthDay(point.start) : format.day(point.start);
  if (interval === "month") return format.month(point.start);
  return format.days(point.start, point.end);
}
