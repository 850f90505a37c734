import { SITE } from "~/config/site";
import type { Translate } from "~/i18n/catalog";
import { LANGUAGES, type Locale } from "~/i18n/locales";

/** A day of 2024's first week (1 January 2024 was a Monday), by ISO weekday, for naming weekdays. */
const dayOfWeek = (isoDay: number) => Date.UTC(2024, 0, isoDay);

/** "09:00" as a moment whose UTC time it is, for naming times of day without a time zone moving them. */
function timeOfDay(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return Date.UTC(2024, 0, 1, hours, minutes);
}

/**
 * The office hours (SITE.officeHours) as a reader of `locale` writes them: the days ("Monday to Friday",
 * "Senin–Jumat", "月曜日〜金曜日") and the hours in Jakarta time ("09:00–18:00", "09.00–18.00"); the time zone
 * is named by the message `company.contact.hoursZone`.
 */
export function officeHours(locale: Locale, t: Translate): { days: string; hours: string } {
  const tag = LANGUAGES[locale].tag;
  const weekday = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  const time = new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });
  const { days, opens, closes } = SITE.officeHours;
  return {
    days: t("company.contact.hoursDays", {
      from: weekday.format(dayOfWeek(days[0])),
      to: weekday.format(dayOfWeek(days[1])),
    }),
    hours: t("company.contact.hoursTime", {
      opens: time.format(timeOfDay(opens)),
      closes: time.format(timeOfDay(closes)),
    }),
  };
}
