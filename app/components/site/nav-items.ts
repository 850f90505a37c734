import type { Translate } from "~/i18n/catalog";
import type { MessageKey } from "~/i18n/keys";
import type { Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";

export interface NavItem {
  to: string;
  label: string;
  /** The pages the item stands for besides `to` and those under it (Services: its pages under /services). */
  covers?: string[];
}

/**
 * The header's places, each leading to one place only: the services (the landing page's section, which the
 * service pages belong to), case studies, about us (which careers belong to), blog and the contact page.
 */
export function navItems(locale: Locale, t: Translate): NavItem[] {
  return [
    {
      to: `${localizePath("/", locale)}#services`,
      label: t("nav.services"),
      covers: [localizePath("/services", locale)],
    },
    { to: localizePath("/case-studies", locale), label: t("page.caseStudies") },
    { to: localizePath("/about", locale), label: t("page.about"), covers: [localizePath("/careers", locale)] },
    { to: localizePath("/blog", locale), label: t("page.blog") },
    { to: localizePath("/contact", locale), label: t("page.contact") },
  ];
}

const COMPANY_PAGES: [string, MessageKey][] = [
  ["/about", "page.about"],
  ["/case-studies", "page.caseStudies"],
  ["/blog", "page.blog"],
  ["/careers", "page.careers"],
  ["/contact", "page.contact"],
];

/** Every company page, the contact page last: the footer's Company column and the 404 page's. */
export function companyPages(locale: Locale, t: Translate): NavItem[] {
  return COMPANY_PAGES.map(([path, key]) => ({ to: localizePath(path, locale), label: t(key) }));
}

/** Where "Start a project" leads: the landing page's project form. */
export function startProjectPath(locale: Locale): string {
  return `${localizePath("/", locale)}#contact`;
}

/**
 * `item`'s aria-current at `pathname` (a trailing slash aside): "page" when it is the page, "true" when the page
 * is under it or one it covers (a blog post under Blog, a service page under Services, Careers under About),
 * otherwise none.
 */
export function currentOf(item: NavItem, pathname: string): "page" | "true" | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (item.to === path) return "page";
  const bases = [item.to, ...(item.covers ?? [])];
  return bases.some((base) => path === base || path.startsWith(`${base}/`)) ? "true" : undefined;
}
