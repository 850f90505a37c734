import type { Translate } from "~/i18n/catalog";
import type { MessageKey } from "~/i18n/keys";
import type { Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";

export interface NavItem {
  to: string;
  label: string;
}

/** The landing page sections of the main navigation, as links that work from any page. */
export function navItems(locale: Locale, t: Translate): NavItem[] {
  const home = localizePath("/", locale);
  return [
    { to: `${home}#home`, label: t("nav.home") },
    { to: `${home}#services`, label: t("nav.services") },
    { to: `${home}#about`, label: t("nav.about") },
    { to: `${home}#contact`, label: t("nav.contact") },
  ];
}

const COMPANY_PAGES: [string, MessageKey][] = [
  ["/about", "page.about"],
  ["/case-studies", "page.caseStudies"],
  ["/blog", "page.blog"],
  ["/careers", "page.careers"],
];

/** The company pages, in the header's Company menu, the mobile menu and the footer. */
export function companyItems(locale: Locale, t: Translate): NavItem[] {
  return COMPANY_PAGES.map(([path, key]) => ({ to: localizePath(path, locale), label: t(key) }));
}

/** Where "Start a project" leads: the landing page's project form. */
export function startProjectPath(locale: Locale): string {
  return `${localizePath("/", locale)}#contact`;
}

/**
 * `item`'s aria-current at `pathname` (a trailing slash aside): "page" when it is the page, "true" when the page
 * is under it (a blog post under Blog), otherwise none.
 */
export function currentOf(item: NavItem, pathname: string): "page" | "true" | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (item.to === path) return "page";
  return path.startsWith(`${item.to}/`) ? "true" : undefined;
}
