import type { ReactNode } from "react";
import { useLocale } from "~/i18n/context";
import { BackToTop } from "./BackToTop";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** The chrome of every public page: skip link, header, main content, footer, back-to-top. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useLocale();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("site.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
    </>
  );
}
