import { useId } from "react";
import type { DashboardView, ViewChange } from "~/admin/view";
import { COMPARISONS, type Comparison } from "~/analytics/periods";
import { useLocale } from "~/i18n/context";

/** What the view's figures are compared with: the period before, the same days a year earlier, or nothing. */
export function ComparisonSelector({ view, onChange }: { view: DashboardView; onChange: ViewChange }) {
  const { t } = useLocale();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-400">
        {t("admin.compare.label")}
      </label>
      <select
        id={id}
        value={view.comparison}
        onChange={(event) => {
          const comparison = event.target.value as Comparison;
          onChange((current) => ({ ...current, comparison }));
        }}
        className="rounded-full border border-white/10 bg-ink-900 px-3 py-1.5 text-sm text-white [field-sizing:content] focus:border-brand-400 focus:outline-none"
      >
        {COMPARISONS.map((comparison) => (
          <option key={comparison} value={comparison}>
            {t(`admin.compare.${comparison}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
