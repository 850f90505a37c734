import { DEFAULT_LOCALE, SITE_URL } from "~/config/build";
import { LANGUAGES, LOCALES, type Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The page in every language it is written in, plus x-default: the default language's page, or the first
 * language's where the default language has none.
 */
export function alternates(unprefixedPath: string, locales: readonly Locale[] = LOCALES): Alternate[] {
  const fallback = locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0];
  return [
    ...locales.map((locale) => ({
      hreflang: LANGUAGES[locale].tag,
      href: absoluteUrl(localizePath(unprefixedPath, locale)),
    })),
    ...(fallback ? [{ hreflang: "x-default", href: absoluteUrl(localizePath(unprefixedPath, fallback)) }] : []),
  ];
}
