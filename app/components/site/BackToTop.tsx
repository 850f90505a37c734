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
      className="fixed right-5 bottom-5 z-40 rounded-full bg-brand-600 p-3 text-white shadow-lg shadow-black/40 transition hover:bg-brand-700"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
