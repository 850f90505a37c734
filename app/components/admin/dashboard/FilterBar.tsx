import { Filter as FilterIcon, X } from "lucide-react";
import type { DashboardView, ViewChange } from "~/admin/view";
import { type Filter, filterText, sameFilter } from "~/analytics/filters";
import { useLocale } from "~/i18n/context";
import { useValueLabel } from "./labels";

/** What a filter's operator is called: is, is not, contains, does not contain. */
const operatorLabel = (negated: boolean, contains = false) =>
  contains
    ? negated
      ? "admin.filters.notContains"
      : "admin.filters.contains"
    : negated
      ? "admin.filters.isNot"
      : "admin.filters.is";

/**
 * The view's filters as chips: "Source is Google", "Page contains blog". The operator is a button that turns
 * "is" into "is not" (or "contains" into "does not contain") and back; the cross removes the filter; "Clear all" removes them all. Without filters, a hint says
 * how to add one.
 */
export function FilterBar({ view, onChange }: { view: DashboardView; onChange: ViewChange }) {
  const { t } = useLocale();
  const label = useValueLabel();
  const replace = (old: Filter, next: Filter | null) =>
    onChange((current) => ({
      ...current,
      filters: current.filters.flatMap((filter) => (sameFilter(filter, old) ? (next ? [next] : []) : [filter])),
    }));
  if (view.filters.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-400">
        <FilterIcon aria-hidden="true" className="size-4 shrink-0" />
        {t("admin.filters.hint")}
      </p>
    );
  }
  return (
    <section aria-label={t("admin.filters.label")} className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2">
        {view.filters.map((filter) => {
          const operator = t(operatorLabel(filter.negated, filter.contains));
          const other = t(operatorLabel(!filter.negated, filter.contains));
          const value = filter.contains ? filter.value : label(filter.dimension, filter.value);
          const shown = `${t(`admin.dimension.${filter.dimension}`)} ${operator} ${value}`;
          return (
            <li
              key={filterText(filter)}
              data-filter={filterText(filter)}
              className="flex max-w-full items-center gap-1 rounded-full border border-brand-400/40 bg-brand-500/15 py-1 pr-1 pl-3 text-sm text-slate-100"
            >
              <span className="text-slate-300">{t(`admin.dimension.${filter.dimension}`)}</span>
              <button
                type="button"
                onClick={() => replace(filter, { ...filter, negated: !filter.negated })}
                className="rounded-full px-1.5 font-semibold text-brand-200 underline decoration-dotted underline-offset-4 hover:text-white"
                aria-label={t("admin.filters.switch", { filter: shown, operator: other })}
              >
                {operator}
              </button>
              <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{value}</span>
              <button
                type="button"
                onClick={() => replace(filter, null)}
                className="ml-1 grid size-6 shrink-0 place-items-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white"
                aria-label={t("admin.filters.remove", { filter: shown })}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {view.filters.length > 1 && (
        <button
          type="button"
          onClick={() => onChange((current) => ({ ...current, filters: [] }))}
          className="rounded-full px-3 py-1 text-sm font-medium text-slate-300 underline-offset-4 hover:text-white hover:underline"
        >
          {t("admin.filters.clear")}
        </button>
      )}
    </section>
  );
}
