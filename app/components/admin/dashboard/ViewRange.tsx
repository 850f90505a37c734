import type { DashboardView, ViewChange } from "~/admin/view";
import type { DayRange } from "~/analytics/periods";
import { dayOf } from "~/analytics/site-calendar";
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
  const format = useFormat();
  return (
    <p className={`text-sm text-slate-400 ${className}`} data-range>
      {range && format.days(range.from, range.to)}
    </p>
  );
}
