import type { DashboardView, ViewChange } from "~/admin/view";
import { dayOf } from "~/analytics/site-calendar";
import { ComparisonSelector } from "./ComparisonSelector";
import { PeriodSelector } from "./PeriodSelector";

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
