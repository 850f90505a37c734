import type { DashboardView, ViewChange } from "~/admin/view";
import type { DayRange } from "~/analytics/periods";
import { dayOf } from "~/analytics/site-calendar";
import { useLocale } from "~/i18n/context";
import { ComparisonSelector } from "./ComparisonSelector";
import { PeriodSelector } from "./PeriodSelector";
import { useFormat } from "./use-format";

/**
 * The view's range and what it is compared with, as the staff dashboard and a shared link's both choose them. The
 * period's selector starts afresh when the range changes from elsewhere (a saved view, the address bar).
 */
export function ViewRange({ view, onChange }: { view: DashboardView; onChange: ViewChange }) {
  return (
    <>
      <PeriodSelector
        key={`${view.period} ${view.range?.from} ${view.range?.to}`}
        view={view}
        today={dayOf(Date.now())}
        onChange={onChange}
      />
      <ComparisonSelector view={view} onChange={onChange} />
    </>
  );
}

/** The days the figures on screen cover (once they are loaded): one day alone, or the first and the last. */
export function RangeText({ range, className = "" }: { range: DayRange | null; className?: string }) {
  const { t } = useLocale();
  const format = useFormat();
  return (
    <p className={`text-sm text-slate-400 ${className}`} data-range>
      {range &&
        (range.from === range.to
          ? format.day(range.from)
          : t("admin.range", { from: format.day(range.from), to: format.day(range.to) }))}
    </p>
  );
}
