import type { AnalyticsSummary } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";

/** The latest events: what happened, on which page, when (in the page's language and the viewer's time zone). */
export function RecentActivity({ activity }: { activity: AnalyticsSummary["recentActivity"] }) {
  const { locale, t } = useLocale();
  if (activity.length === 0) return <p className="text-sm text-slate-400">{t("admin.list.empty")}</p>;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <ol className="divide-y divide-white/5 text-sm">
      {activity.map((entry, index) => (
        <li key={`${entry.timestamp}-${index}`} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
          <span className="text-slate-200">
            {t(`admin.action.${entry.action}` as MessageKey)}{" "}
            <span className="font-mono text-xs text-slate-400">{entry.page}</span>
          </span>
          <time dateTime={entry.timestamp} className="text-xs text-slate-400">
            {time.format(new Date(entry.timestamp))}
          </time>
        </li>
      ))}
    </ol>
  );
}
