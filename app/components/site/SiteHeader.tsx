import { Menu, X } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import { container } from "../ui/styles";
import { BrandMark } from "./BrandMark";
import { LanguageSelector } from "./LanguageSelector";
import { navItems } from "./nav-items";
import { useDismiss } from "./use-dismiss";

/** The header of every public page (an island): the primary navigation, the mobile menu and the language selector. */
export function SiteHeader({ pathname }: { pathname: string }) {
  const { locale, t } = useLocale();
  const [menuOpen, setMenuOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(header, menuOpen, closeMenu);
  const items = navItems(locale, t);

  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-white/5 bg-ink-950/85 backdrop-blur">
      <div className={`${container} flex h-16 items-center justify-between gap-4`}>
        <a href={localizePath("/", locale)} aria-label={t("site.homeLink")} className="flex items-center gap-2.5">
          <BrandMark />
          <span className="text-base font-bold tracking-tight text-white">Nusantara Digital</span>
        </a>
        <nav aria-label={t("nav.primary")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  className="rounded-full px-4 py-2 text-sm font-medium text-slate-300 transition hover:bg-white/5 hover:text-white"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSelector pathname={pathname} />
          <button
            type="button"
            className="rounded-full p-2 text-slate-200 transition hover:bg-white/10 md:hidden"
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
        className="border-t border-white/5 md:hidden"
      >
        <ul className={`${container} flex flex-col py-3`}>
          {items.map((item) => (
            <li key={item.to}>
              <a
                href={item.to}
                onClick={closeMenu}
                className="block rounded-xl px-3 py-3 text-base font-medium text-slate-200 hover:bg-white/5"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
