/** The languages of the site. The first one is the fallback default locale. */
export const LOCALES = ["en", "id", "ja", "ko", "zh"] as const;

export type Locale = (typeof LOCALES)[number];

export interface Language {
  code: Locale;
  /** The language's own name for itself. */
  name: string;
  /** BCP 47 tag used for `<html lang>`, hreflang and Intl formatting. */
  tag: string;
  /** Open Graph locale. */
  ogLocale: string;
}

export const LANGUAGES: Record<Locale, Language> = {
  en: { code: "en", name: "English", tag: "en", ogLocale: "en_US" },
  id: { code: "id", name: "Bahasa Indonesia", tag: "id", ogLocale: "id_ID" },
  ja: { code: "ja", name: "日本語", tag: "ja", ogLocale: "ja_JP" },
  ko: { code: "ko", name: "한국어", tag: "ko", ogLocale: "ko_KR" },
  zh: { code: "zh", name: "中文", tag: "zh", ogLocale: "zh_CN" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** localStorage key under which an explicit language choice is kept. */
export const PREFERRED_LANGUAGE_KEY = "preferred-language";
