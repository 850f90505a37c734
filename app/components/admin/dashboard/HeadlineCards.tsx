import { Clock, Eye, TrendingDown, TrendingUp, UserCheck, Users } from "lucide-react";
import { formatChange, formatDuration, formatNumber } from "~/admin/format";
import type { AnalyticsSummary, Headline } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import type { MessageKey } from "~/i18n/keys";

const CARDS: { figure: keyof Headline; label: MessageKey; icon: typeof Users }[] = [
  { figure: "totalVisitors", label: "admin.cards.totalVisitors", icon: Users },
  { figure: "pageViews", label: "admin.cards.pageViews", icon: Eye },
  { figure: "uniqueVisitors", label: "admin.cards.uniqueVisitors", icon: UserCheck },
  { figure: "averageTimeOnSite", label: "admin.cards.averageTime", icon: Clock },
];

/** The four headline figures with their change against the previous period. */
export function HeadlineCards({ summary }: { summary: AnalyticsSummary }) {
  const { t } = useLocale();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ figure, label, icon: Icon }) => {
        const change = summary.changes[figure];
        const value = figure === "averageTimeOnSite" ? formatDuration(summary[figure]) : formatNumber(summary[figure]);
        return (
          <li key={figure} className="rounded-3xl border border-white/10 bg-ink-900 p-4 sm:p-5" data-figure={figure}>
            <p className="flex items-center gap-2 text-sm text-slate-400">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-400" />
              {t(label)}
            </p>
            <p className="mt-2 text-2xl font-bold text-white tabular-nums sm:text-3xl" data-value>
              {value}
            </p>
            <p
              className={`mt-1 flex items-center gap-1 text-xs ${change === null ? "text-slate-400" : change >= 0 ? "text-emerald-300" : "text-rose-300"}`}
              data-change
            >
              {change !== null &&
                (change >= 0 ? (
                  <TrendingUp aria-hidden="true" className="size-3.5" />
                ) : (
                  <TrendingDown aria-hidden="true" className="size-3.5" />
                ))}
              {change === null
                ? t("admin.change.none")
                : t("admin.change.vsPrevious", { change: formatChange(change) })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
