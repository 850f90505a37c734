import type { Locale } from "../i18n/locales.ts";

/**
 * Reading speeds of body text on a screen: words a minute where words are spaced, characters a minute in
 * Japanese and Chinese, which are read by character.
 */
const SPEED: Record<Locale, { per: "word" | "char"; perMinute: number }> = {
  en: { per: "word", perMinute: 230 },
  id: { per: "word", perMinute: 200 },
  ko: { per: "word", perMinute: 200 },
  ja: { per: "char", perMinute: 500 },
  zh: { per: "char", perMinute: 350 },
};

/** Whole minutes a reader takes over `text`, at least one. */
export function readingMinutes(text: string, locale: Locale): number {
  const { per, perMinute } = SPEED[locale];
  const count =
    per === "word"
      ? (text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).length
      : (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  return Math.max(1, Math.round(count / perMinute));
}
