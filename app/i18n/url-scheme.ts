import { isLocale, LOCALES, type Locale } from "./locales.ts";

/**
 * The URL scheme: the default locale's pages are unprefixed (`/about`), every
 * other locale is prefixed (`/ja/about`). Built for a given default locale so
 * that build tooling and the app share one implementation.
 */
export function urlScheme(defaultLocale: Locale) {
  function localePrefix(locale: Locale): string {
    return locale === defaultLocale ? "" : `/${locale}`;
  }

  /** The locale a path belongs to; unprefixed and unknown prefixes belong to the default locale. */
  function localeFromPath(pathname: string): Locale {
    const segment = pathname.split("/")[1] ?? "";
    return isLocale(segment) && segment !== defaultLocale ? segment : defaultLocale;
  }

  /** The path without its locale prefix, always starting with "/". */
  function stripLocale(pathname: string): string {
    const locale = localeFromPath(pathname);
    if (locale === defaultLocale) return pathname || "/";
    return pathname.slice(locale.length + 1) || "/";
  }

  /** An unprefixed path ("/", "/about") in the given locale. */
  function localizePath(path: string, locale: Locale): string {
    const prefix = localePrefix(locale);
    if (path === "/" || path === "") return prefix || "/";
    return `${prefix}${path}`;
  }

  /** The same page in another locale. */
  function switchLocale(pathname: string, locale: Locale): string {
    return localizePath(stripLocale(pathname), locale);
  }

  /** Every given unprefixed path in every locale. */
  function everyLocale(paths: readonly string[]): string[] {
    return LOCALES.flatMap((locale) => paths.map((path) => localizePath(path, locale)));
  }

  return { defaultLocale, localePrefix, localeFromPath, stripLocale, localizePath, switchLocale, everyLocale };
}

export type UrlScheme = ReturnType<typeof urlScheme>;
