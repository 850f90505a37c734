/** The site's calendar, in which the dashboard counts days: the agency works in Jakarta. */
export const SITE_TIME_ZONE = "Asia/Jakarta";

/** A visit ends after this long without events. */
export const VISIT_TIMEOUT_MS = 30 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

const calendar = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The site's calendar day of an instant, YYYY-MM-DD. */
export function dayOf(time: number): string {
  return calendar.format(time);
}

/** The start of the hour an instant falls in, in epoch milliseconds. */
export function hourOf(time: number): number {
  return time - (time % HOUR_MS);
}

/** The `count` days that end with `lastDay`, oldest first. */
export function daysEnding(lastDay: string, count: number): string[] {
  const last = Date.parse(`${lastDay}T12:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(last - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}
