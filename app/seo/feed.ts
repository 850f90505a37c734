import { FEED_PATH } from "~/content/pages";
import { translator } from "~/i18n/catalog";
import type { Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";

/** The blog's feed in a language, as a page's head names it. */
export function blogFeed(locale: Locale) {
  return { href: localizePath(FEED_PATH, locale), title: translator(locale)("content.feedTitle") };
}
