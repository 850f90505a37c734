import { useLocale } from "~/i18n/context";
import { ActivityList } from "./ActivityList";
import { Panel } from "./Panel";
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
 * What is happening on the site now: the visitors of the last five minutes and the latest events,
 * refreshed on their own while the page is visible (see use-live-figures.ts). Only the figure is a live
 * region: a screen reader hears when the count changes, not every event that passes.
 */
export function LivePanel({ className }: { className?: string }) {
  const format = useFormat();
  const { t } = useLocale();
  const { figures, loadedAt, failed } = useLiveFigures();
  return (
    <Panel
      title={t("admin.live.title")}
      className={className}
      action={
        loadedAt && (
          <p className="text-xs text-slate-400">
            <time dateTime={loadedAt.toISOString()}>
              {t("admin.live.updated", { time: format.clock(loadedAt.toISOString()) })}
            </time>
          </p>
        )
      }
    >
      <p aria-live="polite" data-live-visitors className="flex items-center gap-3 text-lg font-semibold text-white">
        {figures ? (
          <>
            <LiveDot live={!failed} />
            {t("admin.live.visitors", { n: figures.visitors, count: format.number(figures.visitors) })}
          </>
        ) : (
          !failed && <span className="text-sm font-normal text-slate-400">{t("admin.loading")}</span>
        )}
      </p>
      {failed && (
        <p data-live-failed className="mt-1 text-xs text-amber-200">
          {t("admin.live.failed")}
        </p>
      )}
      {figures && (
        <>
          <h3 className="mt-5 text-sm font-medium text-slate-300">{t("admin.live.stream")}</h3>
          <ActivityList entries={figures.events} empty="admin.live.none" attribute="data-live-event" />
        </>
      )}
    </Panel>
  );
}
