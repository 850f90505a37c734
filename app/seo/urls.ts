import { SITE_URL } from "~/config/build";
import { LANGUAGES, LOCALES } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path}`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The page in every language plus x-default (the default language's unprefixed page). */
export function alternates(unprefixedPath: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({
      hreflang: LANGUAGES[locale].tag,
      href: absoluteUrl(localizePath(unprefixedPath, locale)),
    })),
    { hreflang: "x-default", href: absoluteUrl(unprefixedPath) },
  ];
}
