/**
 * The dashboard's date ranges, as days of the site's calendar (YYYY-MM-DD): named periods ending today
 * (or yesterday, or last month; "month" and "year" are to date), shared by the server that answers and the staff page that asks.
 */
export const PERIODS = ["today", "yesterday", "7d", "30d", "90d", "month", "last_month", "year", "12mo"] as const;
export type Period = (typeof PERIODS)[number];

/** First and last day, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);
const format = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The day `count` days after `day` (before, when negative). */
export const addDays = (day: string, count: number) => format(parse(day) + count * DAY_MS);

/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: DayRange) => Math.round((parse(to) - parse(from)) / DAY_MS) + 1;

/** Every day of a range, oldest first. */
export const everyDay = (range: DayRange) =>
  Array.from({ length: daysIn(range) }, (_, index) => addDays(range.from, index));

/** A named period's days, given today's date in the site's calendar. */
export function periodRange(period: Period, today: string): DayRange {
  const lastDays = (count: number) => ({ from: addDays(today, 1 - count), to: today });
  switch (period) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "7d":
      return lastDays(7);
    case "30d":
      return lastDays(30);
    case "90d":
      return lastDays(90);
    case "month":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "last_month": {
      const to = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${to.slice(0, 8)}01`, to };
    }
    case "year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case "12mo":
      return lastDays(365);
  }
}

/** The range of the same length just before, which figures are compared with. */
export function previousRange(range: DayRange): DayRange {
  return { from: addDays(range.from, -daysIn(range)), to: addDays(range.from, -1) };
}

/** The same day a year earlier; 29 February becomes the 28th. */
function yearBefore(day: string): string {
  const year = Number(day.slice(0, 4)) - 1;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const monthDay = day.slice(5) === "02-29" && !leap ? "02-28" : day.slice(5);
  return `${String(year).padStart(4, "0")}-${monthDay}`;
}

/** What a view compares its figures with: the range just before, the same days a year earlier, or nothing. */
export const COMPARISONS = ["previous", "year", "none"] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** The range a view's figures are compared with, or null. */
export function comparisonRange(range: DayRange, comparison: Comparison): DayRange | null {
  if (comparison === "none") return null;
  if (comparison === "previous") return previousRange(range);
  return { from: yearBefore(range.from), to: yearBefore(range.to) };
}
