import { addDays, type DayRange } from "../../app/analytics/periods";
import { dayOf } from "../analytics/time";

/** The hour (site time) on Monday from which last week's digest is sent. */
export const DIGEST_HOUR = 7;

/**
 * The last whole week (Monday to Sunday, in the site's calendar) whose digest is due at `now`: from Monday
 * DIGEST_HOUR:00 site time, the week that ended the day before; before that hour on Monday, the week before.
 */
export function lastWeek(now: number): DayRange {
  // The site's day and hour at `now`: its calendar day of the moment, and of the moment DIGEST_HOUR earlier.
  const today = dayOf(now - DIGEST_HOUR * 3_600_000);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = addDays(today, -weekday - 7);
  return { from: monday, to: addDays(monday, 6) };
}
