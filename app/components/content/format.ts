import { LANGUAGES, type Locale } from "~/i18n/locales";

/** A day (YYYY-MM-DD) as the page's language writes it in full: "18 June 2026", "2026年6月18日". */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGES[locale].tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
