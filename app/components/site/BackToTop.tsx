import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { BACK_TO_TOP_THRESHOLD_PX } from "~/config/constants";
import { useLocale } from "~/i18n/context";

/** Floating button that appears once the page is scrolled past the threshold. */
export function BackToTop() {
  const { t } = useLocale();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t("backToTop")}
      onClick={() => {
        const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
      }}
      // On a phone it floats over the text's line ends: smaller and glassy there, so the words under it still show.
      className="fixed right-3 bottom-3 z-40 rounded-full border border-white/15 bg-ink-900/75 p-2.5 text-white shadow-lg shadow-black/40 backdrop-blur transition hover:bg-brand-700 sm:right-5 sm:bottom-5 sm:border-transparent sm:bg-brand-600 sm:p-3"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
