import { ArrowRight, Menu, X } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useLocale } from "~/i18n/context";
import type { Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { container } from "../ui/styles";
import { BrandMark } from "./BrandMark";
import { LanguageSelector } from "./LanguageSelector";
import { currentOf, navItems, startProjectPath } from "./nav-items";
import { useDismiss } from "./use-dismiss";

/** "Start a project": the header's primary button (its display is set where it is placed). */
const startButton =
  "items-center justify-center gap-1.5 rounded-full bg-brand-600 font-semibold text-white shadow-lg shadow-brand-500/25 transition hover:bg-brand-700";

/** A header place that is the page on screen, or the page is part of it: tinted, white. */
const currentStyle = "aria-[current]:bg-brand-500/20 aria-[current]:font-semibold aria-[current]:text-white";

/**
 * The header of every public page (an island): services, case studies, about us, blog and contact, the current
 * one marked (aria-current and a tint), "Start a project", the language selector, and below 1024 px the same in
 * a menu.
 */
export function SiteHeader({ pathname, languages }: { pathname: string; languages: Record<Locale, string> }) {
  const { locale, t } = useLocale();
  const [menuOpen, setMenuOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(header, menuOpen, closeMenu);
  const sections = navItems(locale, t);
  const home = localizePath("/", locale);

  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-white/5 bg-ink-950/85 backdrop-blur">
      <div className={`${container} flex h-16 items-center justify-between gap-3 lg:grid lg:grid-cols-[1fr_auto_1fr]`}>
        <a
          href={home}
          aria-label={t("site.homeLink")}
          aria-current={pathname.replace(/\/$/, "") === home.replace(/\/$/, "") ? "page" : undefined}
          className="flex min-w-0 items-center gap-2.5"
        >
          <BrandMark className="size-8 shrink-0" />
          <span data-wordmark="" className="text-base leading-tight font-bold tracking-tight text-white">
            Nusantara Digital
          </span>
        </a>
        <nav aria-label={t("nav.primary")} className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {sections.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  aria-current={currentOf(item, pathname)}
                  className={`rounded-full px-3.5 py-2 text-sm font-medium whitespace-nowrap text-slate-300 transition hover:bg-white/5 hover:text-white ${currentStyle}`}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 lg:justify-self-end">
          <LanguageSelector links={languages} />
          <a
            href={startProjectPath(locale)}
            data-goal="header-start-project"
            className={`${startButton} hidden px-4 py-2 text-sm sm:inline-flex`}
          >
            {t("nav.startProject")}
          </a>
          <button
            type="button"
            className="rounded-full p-2 text-slate-200 transition hover:bg-white/10 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label={t("nav.primary")}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/5 lg:hidden"
      >
        <div className={`${container} flex flex-col py-3`}>
          <ul className="flex flex-col">
            {sections.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  onClick={closeMenu}
                  aria-current={currentOf(item, pathname)}
                  className={`block rounded-xl px-3 py-3 text-base font-medium text-slate-200 hover:bg-white/5 ${currentStyle}`}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
          <a
            href={startProjectPath(locale)}
            onClick={closeMenu}
            data-goal="header-start-project"
            className={`${startButton} mt-3 mb-1 flex px-5 py-3`}
          >
            {t("nav.startProject")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
      </nav>
    </header>
  );
}
