import type { FunnelStepFigures } from "~/analytics/funnels";
import { useLocale } from "~/i18n/context";
import { comparableCounts } from "./small-counts";
import { useStepLabel } from "./step-label";
import { useFormat } from "./use-format";

/**
 * A funnel's steps over the view: per step, the visitors who got that far in order within one visit and their
 * share of the first step, as a bar over a faded one of the step before (the part lost between them); then the
 * share that went on from the step before, those lost, and the change against the compared range (where both
 * ranges have enough visitors at the step; else the compared range's visitors, small-counts.ts).
 */
export function Funnel({ steps, compared }: { steps: FunnelStepFigures[]; compared?: FunnelStepFigures[] }) {
  const format = useFormat();
  const { t } = useLocale();
  const label = useStepLabel();
  const first = steps[0]?.visitors ?? 0;
  if (first === 0) return <p className="text-sm text-slate-400">{t("admin.list.empty")}</p>;
  return (
    <ol className="space-y-5 text-sm" data-funnel>
      {steps.map((figures, index) => {
        const before = steps[index - 1];
        const then = compared?.[index]?.visitors;
        // A percentage where both ranges have enough visitors at the step; else the compared range's visitors.
        const comparison =
          then === undefined
            ? null
            : comparableCounts(figures.visitors, then)
              ? t("admin.funnel.compared", { change: format.change(((figures.visitors - then) / then) * 100) })
              : t("admin.funnel.comparedCount", { n: then, count: format.number(then) });
        return (
          <li key={`${index}-${figures.name}`} data-step={figures.name}>
            {/* The step's name wraps before its figure leaves the line: every step reads alike on a phone. */}
            <div className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3">
              <span className="min-w-0 text-slate-200 [overflow-wrap:anywhere]">
                <span aria-hidden="true" className="mr-2 text-slate-400 tabular-nums">
                  {index + 1}.
                </span>
                {label(figures.step)}
              </span>
              <span className="whitespace-nowrap font-semibold text-white tabular-nums" data-visitors>
                {t("admin.funnel.visitors", { n: figures.visitors, count: format.number(figures.visitors) })}
                <span className="ml-2 font-normal text-slate-400">{format.percent(figures.conversionRate)}</span>
              </span>
            </div>
            <div aria-hidden="true" className="relative mt-1.5 h-3 rounded-full bg-white/5">
              {before && (
                <div
                  className="absolute inset-y-0 left-0 rounded-full bg-rose-400/25"
                  style={{ width: `${before.conversionRate}%` }}
                />
              )}
              <div
                className="absolute inset-y-0 left-0 min-w-1.5 rounded-full bg-brand-500"
                style={{ width: `${figures.conversionRate}%` }}
              />
            </div>
            {/* The first step has no step before it: its line says the change alone, as every step's does. */}
            {(before || comparison !== null) && (
              <p
                className="mt-1.5 flex flex-wrap gap-x-3 text-xs text-slate-400"
                data-drop-off={before ? "" : undefined}
              >
                {before && (
                  <>
                    <span className="font-semibold text-slate-100">
                      {t("admin.funnel.wentOn", { rate: format.percent(100 - figures.dropOffRate) })}
                    </span>
                    <span className={figures.dropOff > 0 ? "text-rose-200" : undefined}>
                      {t("admin.funnel.dropOff", {
                        n: figures.dropOff,
                        count: format.number(figures.dropOff),
                        rate: format.percent(figures.dropOffRate),
                      })}
                    </span>
                  </>
                )}
                {comparison !== null && <span data-step-change="">{comparison}</span>}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
