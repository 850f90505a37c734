import type { FunnelStepFigures } from "~/analytics/funnels";
import { useLocale } from "~/i18n/context";
import { useStepLabel } from "./step-label";
import { useFormat } from "./use-format";

/**
 * A funnel's steps over the view: per step, the visitors who got that far in order within one visit, a bar for
 * their share of the first step, and how many the step lost since the one before (with the compared range's
 * visitors beside, when there is one).
 */
export function Funnel({ steps, compared }: { steps: FunnelStepFigures[]; compared?: FunnelStepFigures[] }) {
  const format = useFormat();
  const { t } = useLocale();
  const label = useStepLabel();
  const first = steps[0]?.visitors ?? 0;
  if (first === 0) return <p className="text-sm text-slate-400">{t("admin.list.empty")}</p>;
  return (
    <ol className="space-y-4 text-sm" data-funnel>
      {steps.map((figures, index) => (
        <li key={`${index}-${figures.name}`} data-step={figures.name}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="min-w-0 text-slate-200 [overflow-wrap:anywhere]">
              <span aria-hidden="true" className="mr-2 text-slate-400 tabular-nums">
                {index + 1}.
              </span>
              {label(figures.step)}
            </span>
            <span className="font-medium text-white tabular-nums" data-visitors>
              {t("admin.funnel.visitors", { n: figures.visitors, count: format.number(figures.visitors) })}
              <span className="ml-2 text-slate-400">{format.percent(figures.conversionRate)}</span>
            </span>
          </div>
          <div aria-hidden="true" className="mt-1.5 h-2.5 rounded-full bg-white/5">
            <div className="h-2.5 rounded-full bg-brand-500" style={{ width: `${figures.conversionRate}%` }} />
          </div>
          {index > 0 && (
            <p className="mt-1 text-xs text-slate-400" data-drop-off>
              {t("admin.funnel.dropOff", {
                n: figures.dropOff,
                count: format.number(figures.dropOff),
                rate: format.percent(figures.dropOffRate),
              })}
              {compared?.[index] &&
                ` · ${t("admin.funnel.compared", { count: format.number(compared[index].visitors) })}`}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
