import { SITE_TIME_ZONE } from "../config/build";

const calendar = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The site's calendar day of an instant, YYYY-MM-DD (SITE_TIME_ZONE): the day the server counts a visit in,
 * and today for the staff page's ranges.
 */
export const dayOf = (time: number): string => calendar.format(time);

const moment = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

/**
 * An instant as ISO 8601 in the site's time zone, with its offset (2026-11-28T19:05:00+07:00): the moment a
 * spreadsheet reads as the staff page shows it, and still the one instant.
 */
export function siteMoment(time: number): string {
  const part = Object.fromEntries(moment.formatToParts(time).map(({ type, value }) => [type, value]));
  // "GMT+07:00", or "GMT" where the zone is UTC at that instant.
  const offset = part.timeZoneName === "GMT" ? "+00:00" : (part.timeZoneName ?? "").slice(3);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}
