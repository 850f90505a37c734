import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useLocale } from "~/i18n/context";
import { LOCALES, type Locale } from "~/i18n/locales";
import { switchLocale } from "~/i18n/paths";
import { Island } from "~/islands/Island";
import { BackToTop } from "./BackToTop";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * The chrome of every public page (`languages`: where the language selector leads, languageLinks): skip link (a bar above the header while it has focus, so it covers
 * nothing), header, main content, footer, back-to-top.
 */
export function SiteShell({ children, languages }: { children: ReactNode; languages?: Record<Locale, string> }) {
  const { t } = useLocale();
  const { pathname } = useLocation();
  // The error screens (root.tsx) lead to the same path in every language.
  const links =
    languages ??
    (Object.fromEntries(LOCALES.map((code) => [code, switchLocale(pathname, code)])) as Record<Locale, string>);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:block focus:bg-brand-600 focus:px-5 focus:py-3 focus:text-center focus:font-semibold focus:text-white"
      >
        {t("site.skipToContent")}
      </a>
      <Island name="site-header" component={SiteHeader} props={{ pathname, languages: links }} i18n={["common"]} />
      <main id="main" tabIndex={-1} data-display-headings="" data-later-blocks="" className="min-h-[60vh] outline-none">
        {children}
      </main>
      <SiteFooter />
      <Island name="back-to-top" component={BackToTop} props={{}} i18n={["common"]} loading="idle" />
    </>
  );
}
