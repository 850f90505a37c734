import { type FormEvent, useId, useState } from "react";
import type { DashboardView, ViewChange } from "~/admin/view";
import { addDays, PERIODS, type Period } from "~/analytics/periods";
import { DASHBOARD_PERIODS, type DashboardPeriod } from "~/config/constants";
import { useLocale } from "~/i18n/context";
import { buttonSecondarySmall } from "../../ui/styles";
import { ToggleGroup } from "./ToggleGroup";

const QUICK = Object.keys(DASHBOARD_PERIODS) as DashboardPeriod[];
const OTHERS = PERIODS.filter((period) => !(QUICK as readonly string[]).includes(period));
const isQuick = (period: string): period is DashboardPeriod => (QUICK as readonly string[]).includes(period);

// As wide as the choice it shows (where browsers size fields to their content), so that on a phone the list of
// other periods fits beside 7d, 30d and 90d.
const field =
  "rounded-full border border-white/10 bg-ink-900 px-3 py-1.5 text-sm text-white [field-sizing:content] focus:border-brand-400 focus:outline-none";

/**
 * The 7d, 30d and 90d of docs/PRODUCT.md#constants as toggle buttons (their titles say "Last 7 days"...), beside a list of the other
 * periods (today, yesterday, this month, last month, 12 months) and a custom range of days, chosen with
 * two date fields ending at the latest `today` (a day of the site's calendar); the server says when a
 * range reaches back further than the data kept.
 */
export function PeriodSelector({
  view,
  today,
  onChange,
}: {
  view: DashboardView;
  today: string;
  onChange: ViewChange;
}) {
  const { t } = useLocale();
  const id = useId();
  const [customising, setCustomising] = useState(false);
  const custom = customising || view.period === "custom";
  const [from, setFrom] = useState(view.range?.from ?? addDays(today, -29));
  const [to, setTo] = useState(view.range?.to ?? today);
  const choose = (period: Period) => {
    setCustomising(false);
    onChange((current) => ({ ...current, period, range: undefined }));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (from <= to) onChange((current) => ({ ...current, period: "custom", range: { from, to } }));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ToggleGroup
        legend={t("admin.period.label")}
        options={QUICK.map((period) => ({ value: period, label: period, title: t(`admin.period.${period}`) }))}
        value={isQuick(view.period) && !customising ? view.period : undefined}
        onChange={choose}
      />
      <label className="sr-only" htmlFor={`${id}-other`}>
        {t("admin.period.other")}
      </label>
      <select
        id={`${id}-other`}
        className={field}
        value={custom ? "custom" : isQuick(view.period) ? "" : view.period}
        onChange={(event) => {
          const value = event.target.value;
          if (value === "custom") setCustomising(true);
          else if (value) choose(value as Period);
        }}
      >
        <option value="">{t("admin.period.other")}</option>
        {OTHERS.map((period) => (
          <option key={period} value={period}>
            {t(`admin.period.${period}`)}
          </option>
        ))}
        <option value="custom">{t("admin.period.custom")}</option>
      </select>
      {custom && (
        <form onSubmit={apply} className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-1.5 text-sm text-slate-300">
            {t("admin.period.from")}
            <input
              type="date"
              required
              className={field}
              max={to}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </label>
          <label className="flex items-center gap-1.5 text-sm text-slate-300">
            {t("admin.period.to")}
            <input
              type="date"
              required
              className={field}
              min={from}
              max={today}
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
          <button type="submit" className={buttonSecondarySmall}>
            {t("admin.period.apply")}
          </button>
        </form>
      )}
    </div>
  );
}
