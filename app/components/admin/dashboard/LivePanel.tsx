import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useLocale } from "~/i18n/context";
import { ActivityList } from "./ActivityList";
import { useFormat } from "./use-format";
import { useLiveFigures } from "./use-live-figures";

/** A dot that pulses while the figures are live (and stays still for those who asked for less motion). */
function LiveDot({ live }: { live: boolean }) {
  const colour = live ? "bg-emerald-400" : "bg-amber-400";
  return (
    <span aria-hidden="true" className="relative flex size-2.5 shrink-0">
      {live && (
        <span className={`absolute inline-flex size-full rounded-full opacity-75 motion-safe:animate-ping ${colour}`} />
      )}
      <span className={`relative inline-flex size-2.5 rounded-full ${colour}`} />
    </span>
  );
}

/**
 * What is happening on the site now, as one line: the visitors of the last five minutes and when it was
 * refreshed, which opens into the latest events (refreshed on their own while the page is visible, see
 * use-live-figures.ts). Only the figure is a live region: a screen reader hears when the count changes, not
 * every event that passes.
 */
export function LivePanel({ className = "" }: { className?: string }) {
  const format = useFormat();
  const { t } = useLocale();
  const { figures, loadedAt, failed } = useLiveFigures();
  const [open, setOpen] = useState(false);
  const list = useId();
  return (
    <section
      aria-label={t("admin.live.title")}
      className={`min-w-0 rounded-2xl border border-white/10 bg-ink-900 px-4 py-3 sm:px-5 ${className}`}
    >
      <div className="flex items-center gap-x-4 gap-y-2 sm:flex-wrap">
        <p aria-live="polite" data-live-visitors className="flex min-w-0 items-center gap-3 font-semibold text-white">
          {figures ? (
            <>
              <LiveDot live={!failed} />
              {t("admin.live.visitors", { n: figures.visitors, count: format.number(figures.visitors) })}
            </>
          ) : (
            !failed && <span className="text-sm font-normal text-slate-400">{t("admin.loading")}</span>
          )}
        </p>
        {loadedAt && (
          // On a phone the count and the button that opens the events share one line: the time waits for more room.
          <time dateTime={loadedAt.toISOString()} className="text-xs text-slate-400 max-sm:hidden">
            {t("admin.live.updated", { time: format.clock(loadedAt.toISOString()) })}
          </time>
        )}
        {failed && (
          <p data-live-failed className="text-xs text-amber-200">
            {t("admin.live.failed")}
          </p>
        )}
        {figures && (
          <button
            type="button"
            data-live-toggle
            aria-expanded={open}
            aria-controls={list}
            onClick={() => setOpen((value) => !value)}
            className="ml-auto flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium text-brand-200 hover:bg-white/5 hover:text-white"
          >
            {/* On a phone the chevron alone; the words stay the button's name. */}
            <span className="max-sm:sr-only">{t("admin.live.stream")}</span>
            <ChevronDown aria-hidden="true" className={`size-4 transition ${open ? "rotate-180" : ""}`} />
          </button>
        )}
      </div>
      <div id={list} hidden={!open || !figures} className="mt-3 border-t border-white/10 pt-3">
        {figures && <ActivityList entries={figures.events} empty="admin.live.none" attribute="data-live-event" />}
      </div>
    </section>
  );
}
