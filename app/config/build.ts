import type { Locale } from "~/i18n/locales";

declare const __SITE_URL__: string;
declare const __DEFAULT_LOCALE__: Locale;

/** Absolute origin of the public site, used for canonical, hreflang and sitemap URLs. */
export const SITE_URL: string = __SITE_URL__;

/** The language whose pages have no URL prefix. */
export const DEFAULT_LOCALE: Locale = __DEFAULT_LOCALE__;
