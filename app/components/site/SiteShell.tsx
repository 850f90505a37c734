import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useLocale } from "~/i18n/context";
import { Island } from "~/islands/Island";
import { BackToTop } from "./BackToTop";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** The chrome of every public page: skip link, header, main content, footer, back-to-top. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useLocale();
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("site.skipToContent")}
      </a>
      <Island name="site-header" component={SiteHeader} props={{ pathname }} i18n={["common"]} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <SiteFooter />
      <Island name="back-to-top" component={BackToTop} props={{}} i18n={["common"]} loading="idle" />
    </>
  );
}
