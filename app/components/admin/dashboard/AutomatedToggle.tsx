import { useId } from "react";
import { type DashboardView, type ViewChange, withFilter } from "~/admin/view";
import { EXCLUDE_AUTOMATED, sameFilter } from "~/analytics/filters";
import { useLocale } from "~/i18n/context";
import { switchTrack } from "../../ui/styles";

/**
 * The switch that leaves suspected automated traffic out of the whole view: the filter `traffic!:automated`,
 * kept in the URL and sent to the API like any other (its chip shows in the filter bar too).
 */
export function AutomatedToggle({ view, onChange }: { view: DashboardView; onChange: ViewChange }) {
  const { t } = useLocale();
  const hint = useId();
  const excluded = view.filters.some((filter) => sameFilter(filter, EXCLUDE_AUTOMATED));
  const change = (exclude: boolean) =>
    onChange((current) =>
      exclude
        ? withFilter(current, EXCLUDE_AUTOMATED)
        : { ...current, filters: current.filters.filter((filter) => !sameFilter(filter, EXCLUDE_AUTOMATED)) },
    );
  return (
    <div className="max-w-sm lg:max-w-md" data-automated-toggle>
      <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-200">
        <input
          type="checkbox"
          role="switch"
          className="peer sr-only"
          checked={excluded}
          aria-checked={excluded}
          aria-describedby={hint}
          onChange={(event) => change(event.currentTarget.checked)}
        />
        <span aria-hidden="true" className={switchTrack} />
        {t("admin.automated.exclude")}
      </label>
      <p id={hint} className="mt-1 hidden text-xs text-slate-400 sm:block">
        {t("admin.automated.excludeHint")}
      </p>
    </div>
  );
}
