import type { Locale } from "~/i18n/locales";

declare const __SITE_URL__: string;
declare const __DEFAULT_LOCALE__: Locale;
declare const __SITE_TIME_ZONE__: string;
declare global {
  const __SECURITY_DEVTOOLS_CHECK__: boolean;
  const __SECURITY_BLOCK_CONTEXT_MENU__: boolean;
  const __SECURITY_DOM_INTEGRITY_CHECK__: boolean;
}

/** Absolute origin of the public site, used for canonical, hreflang and sitemap URLs. */
export const SITE_URL: string = __SITE_URL__;

/** The language whose pages have no URL prefix. */
export const DEFAULT_LOCALE: Locale = __DEFAULT_LOCALE__;

/** The site's calendar (Asia/Jakarta unless configured): the analytics' days and periods. */
export const SITE_TIME_ZONE: string = __SITE_TIME_ZONE__;

/**
 * The optional security layers (docs/PRODUCT.md#optional-security-layers), each off unless its build setting is "true". Compile-time constants,
 * so that a build without them carries none of their code.
 */
export const SECURITY_LAYERS = {
  devtoolsCheck: __SECURITY_DEVTOOLS_CHECK__,
  blockContextMenu: __SECURITY_BLOCK_CONTEXT_MENU__,
  domIntegrityCheck: __SECURITY_DOM_INTEGRITY_CHECK__,
} as const;
