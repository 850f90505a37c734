import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useLocale } from "~/i18n/context";
import { Island } from "~/islands/Island";
import { BackToTop } from "./BackToTop";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * The chrome of every public page: skip link (a bar above the header while it has focus, so it covers
 * nothing), header, main content, footer, back-to-top.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useLocale();
  const { pathname } = useLocation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:block focus:bg-brand-600 focus:px-5 focus:py-3 focus:text-center focus:font-semibold focus:text-white"
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
