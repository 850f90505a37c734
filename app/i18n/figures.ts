import type { Locale } from "./locales.ts";

/**
 * Money in rupiah and spans of weeks, written the way each market writes them. Service pages render through
 * these functions; posts and case studies are written in the same form, which their test checks by reading
 * every amount back and writing it again (app/i18n/figures.test.ts).
 *
 * - en: "IDR 150–600 million", "10–20 weeks"
 * - id: "Rp150–600 juta", "10–20 minggu"
 * - ja: "1億5,000万〜6億ルピア", "10〜20週間"
 * - ko: "1억 5,000만~6억 루피아", "10~20주"
 * - zh: "1.5亿–6亿印尼盾", "10–20 周"
 *
 * Spaces inside a figure are no-break spaces, so that a line never ends between a number and its unit, except in
 * Korean: Korean lines break only at spaces (keep-all), and a budget is wider than a phone's column.
 */

const NBSP = "\u00a0";

export type Amount = number | readonly [number, number];

function decimal(locale: Locale, value: number, grouping = true): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: grouping }).format(value);
}

/** en and id: both ends in the larger end's unit (million, billion), the unit once. */
function western(locale: "en" | "id", [low, high]: readonly [number, number]): string {
  const units = locale === "en" ? { 9: "billion", 6: "million" } : { 9: "miliar", 6: "juta" };
  const exponent = high >= 1e9 ? 9 : high >= 1e6 ? 6 : 0;
  const scale = 10 ** exponent;
  const numbers =
    low === high ? decimal(locale, low / scale) : `${decimal(locale, low / scale)}–${decimal(locale, high / scale)}`;
  const unit = exponent === 0 ? "" : `${NBSP}${units[exponent as 9 | 6]}`;
  return locale === "en" ? `IDR${NBSP}${numbers}${unit}` : `Rp${numbers}${unit}`;
}

/** ja and ko: 億/억 and 万/만 as parts of the number ("1億5,000万", "1억 5,000만"), each end whole. */
function myriads(locale: "ja" | "ko", value: number): string {
  const [hundredMillion, tenThousand] = locale === "ja" ? ["億", "万"] : ["억", "만"];
  const parts: string[] = [];
  const oku = Math.floor(value / 1e8);
  const man = Math.floor((value % 1e8) / 1e4);
  const rest = value % 1e4;
  if (oku > 0) parts.push(`${decimal(locale, oku)}${hundredMillion}`);
  if (man > 0) parts.push(`${decimal(locale, man)}${tenThousand}`);
  if (rest > 0 || parts.length === 0) parts.push(decimal(locale, rest));
  return parts.join(locale === "ko" ? " " : "");
}

/** zh: one unit per end, decimals rather than two units ("1.5亿", "4550万"), no thousands separator. */
function chinese(value: number): string {
  if (value >= 1e8) return `${decimal("zh", value / 1e8, false)}亿`;
  if (value >= 1e4) return `${decimal("zh", value / 1e4, false)}万`;
  return decimal("zh", value, false);
}

const RANGE: Record<Locale, string> = { en: "–", id: "–", ja: "〜", ko: "~", zh: "–" };

function range<T>(amount: T | readonly [T, T]): readonly [T, T] {
  return Array.isArray(amount) ? (amount as readonly [T, T]) : [amount as T, amount as T];
}

/** An amount of rupiah or a range of two, in the page's language. */
export function formatRupiah(amount: Amount, locale: Locale): string {
  const [low, high] = range(amount);
  if (locale === "en" || locale === "id") return western(locale, [low, high]);
  const write = locale === "zh" ? chinese : (value: number) => myriads(locale, value);
  const numbers = low === high ? write(low) : `${write(low)}${RANGE[locale]}${write(high)}`;
  if (locale === "ja") return `${numbers}ルピア`;
  if (locale === "ko") return `${numbers} 루피아`;
  return `${numbers}印尼盾`;
}

/** A number of weeks or a range of two, in the page's language. */
export function formatWeeks(weeks: Amount, locale: Locale): string {
  const [low, high] = range(weeks);
  const numbers =
    low === high ? decimal(locale, low) : `${decimal(locale, low)}${RANGE[locale]}${decimal(locale, high)}`;
  switch (locale) {
    case "en":
      return `${numbers}${NBSP}${high === 1 ? "week" : "weeks"}`;
    case "id":
      return `${numbers}${NBSP}minggu`;
    case "ja":
      return `${numbers}週間`;
    case "ko":
      return `${numbers}주`;
    case "zh":
      return `${numbers}${NBSP}周`;
  }
}

const SPACE = "[ \\u00a0]";
const AMOUNT = String.raw`\d[\d,.]*`;
const MYRIADS = `(?:${AMOUNT}[億万억만亿]?)+`;

/**
 * An amount or a span of weeks as these functions write it (a space where they put a no-break space), in any of
 * the languages: what a page keeps on one line (app/content/markdown.ts), so that a range never breaks after its
 * dash ("IDR 60–" / "400 million").
 */
export const WRITTEN_FIGURE = new RegExp(
  [
    `IDR${SPACE}${AMOUNT}(?:–${AMOUNT})?(?:${SPACE}(?:million|billion))?`,
    `Rp${AMOUNT}(?:–${AMOUNT})?(?:${SPACE}(?:juta|miliar))?`,
    `${MYRIADS}(?:〜${MYRIADS})?ルピア`,
    `${AMOUNT}억(?:${SPACE}${AMOUNT}만)?(?:~${AMOUNT}억(?:${SPACE}${AMOUNT}만)?|~${AMOUNT}만)?${SPACE}루피아`,
    `${AMOUNT}만(?:~${MYRIADS})?${SPACE}루피아`,
    `${MYRIADS}(?:–${MYRIADS})?印尼盾`,
    String.raw`\b${AMOUNT}(?:[–〜~]${AMOUNT})?(?:${SPACE}(?:weeks?\b|minggu\b|周)|週間|주)`,
  ].join("|"),
  "g",
);
