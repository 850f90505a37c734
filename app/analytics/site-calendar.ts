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
