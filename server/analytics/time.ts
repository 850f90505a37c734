import { addDays, everyDay } from "../../app/analytics/periods";
import { SITE_TIME_ZONE } from "../../app/config/build";

export { dayOf } from "../../app/analytics/site-calendar";

/** A visit ends after this long without events. */
export const VISIT_TIMEOUT_MS = 30 * 60 * 1000;

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The start of the hour an instant falls in, in epoch milliseconds. */
export function hourOf(time: number): number {
  return time - (time % HOUR_MS);
}

/** The `count` days that end with `lastDay`, oldest first. */
export function daysEnding(lastDay: string, count: number): string[] {
  return everyDay({ from: addDays(lastDay, 1 - count), to: lastDay });
}

const offsetFormat = new Intl.DateTimeFormat("en-US", { timeZone: SITE_TIME_ZONE, timeZoneName: "longOffset" });

/** How far the site's clock is ahead of UTC at an instant, in milliseconds ("GMT+07:00" is 7 hours). */
function offsetAt(time: number): number {
  const name = offsetFormat.formatToParts(time).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const [, sign, hours, minutes] = name.match(/^GMT([+-])(\d{2}):(\d{2})$/) ?? [];
  if (!sign) return 0;
  return (sign === "-" ? -1 : 1) * (Number(hours) * HOUR_MS + Number(minutes) * 60_000);
}

/** The first instant of a day of the site's calendar (YYYY-MM-DD), in epoch milliseconds. */
export function startOfDay(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  return utcMidnight - offsetAt(utcMidnight);
}
