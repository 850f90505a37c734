import { Filter as FilterIcon, Plus, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { type DashboardView, type ViewChange, withFilter } from "~/admin/view";
import { type Filter, filterText, sameFilter } from "~/analytics/filters";
import { useLocale } from "~/i18n/context";
import { FilterDialog } from "./FilterDialog";
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
 * "is" into "is not" (or "contains" into "does not contain") and back; the value opens the filter dialog to
 * change the filter, "Add filter" opens it for a new one; the cross removes the filter; "Clear all" removes them all. Without filters, a hint says
 * how to add one.
 */
export function FilterBar({
  view,
  onChange,
  children,
}: {
  view: DashboardView;
  onChange: ViewChange;
  /** What goes beside "Add filter" (the saved views). */
  children?: ReactNode;
}) {
  const { t } = useLocale();
  const label = useValueLabel();
  /** The dialog: closed, open for a new filter (null), or open to change a filter. */
  const [dialog, setDialog] = useState<{ editing: Filter | null } | "closed">("closed");
  const replace = (old: Filter, next: Filter | null) =>
    onChange((current) => ({
      ...current,
      filters: current.filters.flatMap((filter) => (sameFilter(filter, old) ? (next ? [next] : []) : [filter])),
    }));
  const done = (filter: Filter | null) => {
    if (filter && dialog !== "closed") {
      const { editing } = dialog;
      onChange((current) =>
        withFilter(
          editing ? { ...current, filters: current.filters.filter((known) => !sameFilter(known, editing)) } : current,
          filter,
        ),
      );
    }
    setDialog("closed");
  };
  const add = (
    <>
      <button
        type="button"
        data-add-filter
        onClick={() => setDialog({ editing: null })}
        className="flex items-center gap-1.5 rounded-full border border-white/15 px-3 py-1 text-sm font-medium text-slate-200 hover:border-white/40 hover:text-white"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t("admin.filters.addButton")}
      </button>
      {dialog !== "closed" && <FilterDialog view={view} editing={dialog.editing} onDone={done} />}
    </>
  );
  if (view.filters.length === 0) {
    return (
      <div className="flex flex-col items-start gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          {add}
          {children}
        </div>
        <p className="hidden items-center gap-1.5 text-xs text-slate-400 sm:flex">
          <FilterIcon aria-hidden="true" className="size-3.5 shrink-0" />
          {t("admin.filters.hint")}
        </p>
      </div>
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
              {filter.dimension === "traffic" ? (
                <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{value}</span>
              ) : (
                <button
                  type="button"
                  onClick={() => setDialog({ editing: filter })}
                  className="min-w-0 text-left font-medium [overflow-wrap:anywhere] hover:underline"
                  aria-label={t("admin.filters.change", { filter: shown })}
                >
                  {value}
                </button>
              )}
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
      {add}
      {children}
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
