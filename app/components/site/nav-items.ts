import type { Translate } from "~/i18n/catalog";
import type { Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";

/** The landing page sections of the main navigation, as links that work from any page. */
export function navItems(locale: Locale, t: Translate) {
  const home = localizePath("/", locale);
  return [
    { to: `${home}#home`, label: t("nav.home") },
    { to: `${home}#services`, label: t("nav.services") },
    { to: `${home}#about`, label: t("nav.about") },
    { to: `${home}#contact`, label: t("nav.contact") },
  ];
}
