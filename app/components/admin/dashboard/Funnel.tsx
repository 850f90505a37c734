import type { AnalyticsSummary } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import { useFormat } from "./use-format";

/**
 * The contact-form funnel: the visits that got at least as far as each step, a bar for their share of the
 * first step, and each step's share of the step before it.
 */
export function Funnel({ funnel }: { funnel: AnalyticsSummary["funnel"] }) {
  const format = useFormat();
  const { t } = useLocale();
  const first = funnel[0]?.visits ?? 0;
  if (first === 0) return <p className="text-sm text-slate-400">{t("admin.list.empty")}</p>;
  return (
    <ol className="space-y-4 text-sm" data-funnel>
      {funnel.map(({ step, visits }, index) => {
        const before = index === 0 ? null : (funnel[index - 1]?.visits ?? 0);
        return (
          <li key={step} data-step={step}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-slate-200">
                <span aria-hidden="true" className="mr-2 text-slate-400 tabular-nums">
                  {index + 1}.
                </span>
                {t(`admin.funnel.${step}`)}
              </span>
              <span className="font-medium text-white tabular-nums" data-visits>
                {t("admin.funnel.visits", { n: visits, count: format.number(visits) })}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1.5 h-2 rounded-full bg-white/5">
              <div className="h-2 rounded-full bg-brand-500" style={{ width: `${(visits / first) * 100}%` }} />
            </div>
            {before !== null && (
              <p className="mt-1 text-xs text-slate-400" data-step-rate>
                {before === 0
                  ? t("admin.funnel.noPrevious")
                  : t("admin.funnel.ofPrevious", { rate: format.percent((visits / before) * 100) })}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
