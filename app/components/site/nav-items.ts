import type { Translate } from "~/i18n/catalog";
import type { MessageKey } from "~/i18n/keys";
import type { Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";

export interface NavItem {
  to: string;
  label: string;
  /** The pages the item stands for when `to` is not one of them (Services: a section, its pages under /services). */
  covers?: string;
}

/**
 * The header's places, each leading to one place only: the services (the landing page's section, which the
 * service pages belong to), case studies, blog and the contact page. The company pages are in the Company menu.
 */
export function navItems(locale: Locale, t: Translate): NavItem[] {
  return [
    {
      to: `${localizePath("/", locale)}#services`,
      label: t("nav.services"),
      covers: localizePath("/services", locale),
    },
    { to: localizePath("/case-studies", locale), label: t("page.caseStudies") },
    { to: localizePath("/blog", locale), label: t("page.blog") },
    { to: localizePath("/contact", locale), label: t("page.contact") },
  ];
}

const COMPANY_PAGES: [string, MessageKey][] = [
  ["/about", "page.about"],
  ["/careers", "page.careers"],
];

/** The header's Company menu (desktop) and the phone menu's Company list: about us and careers. */
export function companyItems(locale: Locale, t: Translate): NavItem[] {
  return COMPANY_PAGES.map(([path, key]) => ({ to: localizePath(path, locale), label: t(key) }));
}

/** Every company page, the contact page last: the footer's Company column and the 404 page's. */
export function companyPages(locale: Locale, t: Translate): NavItem[] {
  const [caseStudies, blog, contact] = navItems(locale, t).slice(1);
  const [about, careers] = companyItems(locale, t);
  return [about, caseStudies, blog, careers, contact].filter((item): item is NavItem => item !== undefined);
}

/** Where "Start a project" leads: the landing page's project form. */
export function startProjectPath(locale: Locale): string {
  return `${localizePath("/", locale)}#contact`;
}

/**
 * `item`'s aria-current at `pathname` (a trailing slash aside): "page" when it is the page, "true" when the page
 * is under it (a blog post under Blog, a service page under Services), otherwise none.
 */
export function currentOf(item: NavItem, pathname: string): "page" | "true" | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (item.to === path) return "page";
  const base = item.covers ?? item.to;
  return path === base || path.startsWith(`${base}/`) ? "true" : undefined;
}
