import { SITE_TIME_ZONE } from "~/config/build";

/** A time zone's offset from UTC at a moment, as ISO 8601 writes it: "+07:00", "-03:30", "+00:00". */
function offsetAt(moment: number, timeZone: string): string {
  const name = new Intl.DateTimeFormat("en", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(moment)
    .find((part) => part.type === "timeZoneName")?.value;
  return name?.replace(/^GMT/, "") || "+00:00";
}

const minutesOf = (offset: string) => {
  const [, sign, hours, minutes] = offset.match(/^([+-])(\d{2}):(\d{2})$/) ?? ["", "+", "0", "0"];
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
};

/**
 * The moment a day (YYYY-MM-DD) begins in the site's time zone, with its offset: "2026-04-14T00:00:00+07:00".
 * Content gives days only; structured data, Open Graph and feeds want a time and a time zone.
 */
export function dayStart(day: string, timeZone: string = SITE_TIME_ZONE): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset near that midnight, then once more at the local midnight it gives (a change of offset
  // that day moves it).
  const first = offsetAt(midnightUtc, timeZone);
  const offset = offsetAt(midnightUtc - minutesOf(first) * 60_000, timeZone);
  return `${day}T00:00:00${offset}`;
}
