import { formatNumber } from "~/admin/format";
import type { LiveEvent } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";
import { LANGUAGES } from "~/i18n/locales";
import { useValueLabel } from "./labels";
import { Panel } from "./Panel";
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
 * The latest events, newest first: what happened, on which page (a long path wraps wherever it must, never
 * cut), from which country and device, and when: the time of day, with the date for an event of another day.
 */
function LiveStream({ events }: { events: LiveEvent[] }) {
  const { locale, t } = useLocale();
  const label = useValueLabel();
  if (events.length === 0) return <p className="mt-2 text-sm text-slate-400">{t("admin.live.none")}</p>;
  const tag = LANGUAGES[locale].tag;
  const today = new Date().toDateString();
  const clock = new Intl.DateTimeFormat(tag, { timeStyle: "medium" });
  const dated = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  return (
    <ol className="mt-2 divide-y divide-white/5 text-sm">
      {events.map((event, index) => {
        const at = new Date(event.timestamp);
        return (
          <li
            key={`${event.timestamp}-${index}`}
            data-live-event={event.action}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          >
            <span className="min-w-0 text-slate-200">
              {t(`admin.action.${event.action}` as MessageKey)}{" "}
              <span className="wrap-anywhere font-mono text-xs text-slate-400" data-live-page>
                {label("page", event.page)}
              </span>
            </span>
            <span className="text-xs text-slate-400">
              {label("country", event.country)} · {label("device", event.device)} ·{" "}
              <time dateTime={event.timestamp}>{(at.toDateString() === today ? clock : dated).format(at)}</time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * What is happening on the site now: the visitors of the last five minutes and the latest events,
 * refreshed on their own while the page is visible (see use-live-figures.ts). Only the figure is a live
 * region: a screen reader hears when the count changes, not every event that passes.
 */
export function LivePanel({ className }: { className?: string }) {
  const { locale, t } = useLocale();
  const { figures, loadedAt, failed } = useLiveFigures();
  const clock = new Intl.DateTimeFormat(LANGUAGES[locale].tag, { timeStyle: "medium" });
  return (
    <Panel
      title={t("admin.live.title")}
      className={className}
      action={
        loadedAt && (
          <p className="text-xs text-slate-400">
            <time dateTime={loadedAt.toISOString()}>{t("admin.live.updated", { time: clock.format(loadedAt) })}</time>
          </p>
        )
      }
    >
      <p aria-live="polite" data-live-visitors className="flex items-center gap-3 text-lg font-semibold text-white">
        {figures ? (
          <>
            <LiveDot live={!failed} />
            {t("admin.live.visitors", { n: figures.visitors, count: formatNumber(figures.visitors) })}
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
          <LiveStream events={figures.events} />
        </>
      )}
    </Panel>
  );
}
