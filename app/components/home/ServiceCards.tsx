import { ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ANIMATION } from "~/config/constants";
import { useLocale } from "~/i18n/context";
import { localizePath } from "~/i18n/paths";
import { SERVICE_IDS, type ServiceId, servicePath } from "~/services/catalog";
import { SERVICE_ICONS } from "~/services/icons";
import { revealStyle } from "../motion/reveal-style";
import { useReducedAnimation } from "../motion/use-reduced-animation";
import { useViewReveal } from "../motion/use-view-reveal";
import { Toast } from "../ui/Toast";

/**
 * The landing page's services grid (inside its section, whose heading stays static): six service cards that appear one by one when the grid enters the viewport
 * (top to bottom scrolling down, bottom to top scrolling up). "Learn more" is a link to the service page;
 * a plain click announces the navigation in a toast for two seconds, then opens the page. An island of the
 * landing page.
 */
export function ServiceCards() {
  const { locale, t } = useLocale();
  const grid = useRef<HTMLUListElement>(null);
  const animation = useReducedAnimation();
  const { state, scrollingDown } = useViewReveal(grid, 0.1, !animation.prefersReducedMotion);
  const [pending, setPending] = useState<ServiceId | null>(null);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(
      () => window.location.assign(localizePath(servicePath(pending), locale)),
      ANIMATION.learnMoreToastMs,
    );
    return () => clearTimeout(timer);
  }, [pending, locale]);

  return (
    <>
      <ul ref={grid} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICE_IDS.map((id, index) => {
          const Icon = SERVICE_ICONS[id];
          const order = scrollingDown ? index : SERVICE_IDS.length - 1 - index;
          return (
            <li
              key={id}
              data-reveal={state}
              style={revealStyle(state, {
                delayMs: order * animation.staggerMs,
                durationS: animation.durationS,
                offsetPx: 24,
              })}
              className="group flex flex-col rounded-3xl border border-white/10 bg-ink-900 p-5 transition-colors hover:border-brand-500/40 sm:p-7"
            >
              {/* On a phone the icon sits beside the title and the tags are left to the service's page: six cards
                  a screen shorter each. */}
              <div className="flex items-center gap-4 sm:block">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-500/15 text-brand-400 sm:size-12">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3
                  data-display=""
                  className="text-lg font-bold tracking-tight text-balance text-white sm:mt-6 sm:text-xl"
                >
                  {t(`service.${id}`)}
                </h3>
              </div>
              <p className="mt-3 flex-1 leading-relaxed text-slate-400">{t(`services.${id}.summary`)}</p>
              <ul className="mt-5 hidden flex-wrap gap-2 sm:flex">
                {(["tag1", "tag2", "tag3"] as const).map((tag) => (
                  <li key={tag} className="rounded-full bg-white/5 px-3 py-1 text-xs font-medium text-slate-300">
                    {t(`services.${id}.${tag}`)}
                  </li>
                ))}
              </ul>
              <a
                href={localizePath(servicePath(id), locale)}
                data-hold
                onClick={(event) => {
                  // A plain click announces the page first; a new tab, a copied link or a crawler gets the page.
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  if (pending === null) setPending(id);
                }}
                aria-disabled={pending !== null || undefined}
                aria-label={`${t("home.services.learnMore")}: ${t(`service.${id}`)}`}
                className="mt-4 inline-flex items-center gap-2 self-start font-semibold text-brand-400 sm:mt-6 transition hover:text-brand-400/80 aria-disabled:cursor-wait"
              >
                <span>
                  {t("home.services.learnMore")}
                  {/* Its text names the page for a search engine too (a screen reader reads the label). */}
                  <span className="sr-only">: {t(`service.${id}`)}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
              </a>
            </li>
          );
        })}
      </ul>
      <Toast
        message={
          pending
            ? {
                title: t("home.services.toastTitle", { service: t(`service.${pending}`) }),
                text: t("home.services.toastText"),
              }
            : null
        }
      />
    </>
  );
}
