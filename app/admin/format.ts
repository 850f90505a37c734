import { SITE_TIME_ZONE } from "~/config/build";

/**
 * Figures on the dashboard, in the staff member's language: "1,280" in English, "1.280" in Indonesian;
 * percentages, signed changes, durations ("4m 5s"), rupiah and dates through Intl, one style each.
 */
export interface Formats {
  number: (value: number) => string;
  /** 12.5 → "12.5%", 23 → "23.0%". */
  percent: (value: number) => string;
  /** A whole percentage, such as how far a page was scrolled: 75 → "75%". */
  wholePercent: (value: number) => string;
  /** A signed figure: "+12", "-3.5", "0". */
  signed: (value: number) => string;
  /** A change in percent: "+12%", "-3.5%", "0%". */
  change: (value: number) => string;
  /** Seconds as hours, minutes and seconds: 245 → "4m 5s", 8 → "8s". */
  duration: (seconds: number) => string;
  /** Whole rupiah: "Rp 150,000,000". */
  idr: (value: number) => string;
  /** Rupiah in short, for a headline figure: "Rp 2.7 billion" in English, "Rp 2,7 M" in Indonesian, "Rp 26.6億". */
  idrShort: (value: number) => string;
  /** A day of the site's calendar (YYYY-MM-DD): "Nov 21, 2026". */
  day: (day: string) => string;
  /** A day without its year, for a chart of days within one year: "Nov 21". */
  monthDay: (day: string) => string;
  /** Days from the first to the last, in the same style: "Nov 16 – 22, 2026". */
  days: (from: string, to: string) => string;
  /** The month of a day, in the same style: "Nov 2026". */
  month: (day: string) => string;
  /** A moment (ISO 8601) in the site's time zone, as its days are: "Nov 21, 2026, 9:05 AM". */
  moment: (timestamp: string) => string;
  /** A moment's time of day in the site's time zone: "9:05:12 AM". */
  clock: (timestamp: string) => string;
  /** The hour a moment starts, in the site's time zone: "2:00 PM". */
  hour: (timestamp: string) => string;
  /** The same with its day of the week, for hours of several days: "Mon 2 PM". */
  dayHour: (timestamp: string) => string;
}

const byTag = new Map<string, Formats>();

/**
 * The formats of a language (a BCP 47 tag), made once; moments are shown in `timeZone`, the site's
 * (SITE_TIME_ZONE) unless told otherwise, so that a moment falls on the day the figures count it in.
 */
export function formatsFor(tag: string, timeZone = SITE_TIME_ZONE): Formats {
  const key = `${tag} ${timeZone}`;
  const known = byTag.get(key);
  if (known) return known;
  const whole = new Intl.NumberFormat(tag);
  const signed = new Intl.NumberFormat(tag, { maximumFractionDigits: 1, signDisplay: "exceptZero" });
  const wholePercent = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 0 });
  // Always one decimal, so that a column of rates lines up ("23.0%" under "17.9%").
  const percent = new Intl.NumberFormat(tag, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const change = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
  const unit = (name: "hour" | "minute" | "second") =>
    new Intl.NumberFormat(tag, { style: "unit", unit: name, unitDisplay: "narrow" });
  const [hours, minutes, seconds] = [unit("hour"), unit("minute"), unit("second")];
  const units = new Intl.ListFormat(tag, { type: "unit", style: "narrow" });
  const idr = new Intl.NumberFormat(tag, {
    style: "currency",
    currency: "IDR",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  });
  // Three digits at most, so that a billion is not rounded to a whole one beside millions ("Rp 1.04 billion").
  const idrShort = new Intl.NumberFormat(tag, {
    style: "currency",
    currency: "IDR",
    currencyDisplay: "narrowSymbol",
    notation: "compact",
    maximumSignificantDigits: 3,
  });
  // The short forms of an amount in English and Indonesian are ambiguous on a rupiah amount: English's M is a
  // million and Indonesian's M a miliar (a thousand million). Both spell the word out ("Rp 135 million",
  // "Rp 2,7 miliar"). The other languages' short forms are their own words (億 in Japanese, 억 in Korean).
  const idrWords = /^(en|id)\b/.test(tag)
    ? new Intl.NumberFormat(tag, { notation: "compact", compactDisplay: "long", maximumSignificantDigits: 3 })
    : null;
  // Days are dates without a time: read and written in UTC so that no time zone moves them.
  const day = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  const month = new Intl.DateTimeFormat(tag, { year: "numeric", month: "short", timeZone: "UTC" });
  const monthDay = new Intl.DateTimeFormat(tag, { month: "short", day: "numeric", timeZone: "UTC" });
  const moment = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone });
  const clock = new Intl.DateTimeFormat(tag, { timeStyle: "medium", timeZone });
  const hour = new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone });
  const dayHour = new Intl.DateTimeFormat(tag, { weekday: "short", hour: "numeric", timeZone });
  const date = (text: string) => new Date(`${text}T00:00:00Z`);
  const formats: Formats = {
    number: (value) => whole.format(value),
    percent: (value) => percent.format(value / 100),
    wholePercent: (value) => wholePercent.format(value / 100),
    signed: (value) => signed.format(value),
    change: (value) => change.format(value / 100),
    duration: (total) => {
      const rounded = Math.max(0, Math.round(total));
      const [h, m, s] = [Math.floor(rounded / 3600), Math.floor(rounded / 60) % 60, rounded % 60];
      // The largest unit first, down to seconds: "1h 0m 5s", "4m 5s", "8s".
      const parts =
        h > 0
          ? [hours.format(h), minutes.format(m), seconds.format(s)]
          : m > 0
            ? [minutes.format(m), seconds.format(s)]
            : [seconds.format(s)];
      // One figure, not a list: no comma between its units ("4 mnt 5 dtk", not Indonesian's "4 mnt, 5 dtk").
      return units.format(parts).replaceAll(", ", " ");
    },
    idr: (value) => idr.format(value),
    idrShort: (value) => (idrWords ? `Rp\u00a0${idrWords.format(value)}` : idrShort.format(value)),
    day: (text) => day.format(date(text)),
    monthDay: (text) => monthDay.format(date(text)),
    days: (from, to) => day.formatRange(date(from), date(to)),
    month: (text) => month.format(date(text)),
    moment: (timestamp) => moment.format(new Date(timestamp)),
    clock: (timestamp) => clock.format(new Date(timestamp)),
    hour: (timestamp) => hour.format(new Date(timestamp)),
    dayHour: (timestamp) => dayHour.format(new Date(timestamp)),
  };
  byTag.set(key, formats);
  return formats;
}

/**
 * A value in rupiah as staff type it, as whole rupiah: digits, grouped by dots, commas or spaces as in
 * any language ("150.000.000", "150,000,000", "Rp 150 000 000"); null for anything else (decimals, words).
 */
export function parseIdr(input: string): number | null {
  const digits = input.trim().replace(/^rp\.?\s*/i, "");
  if (!/^\d{1,3}([.,\s]?\d{3})*$/.test(digits)) return null;
  const value = Number(digits.replace(/[.,\s]/g, ""));
  return Number.isSafeInteger(value) ? value : null;
}
