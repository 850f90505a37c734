import { DASHBOARD_PERIODS, type DashboardPeriod } from "~/config/constants";
import { useLocale } from "~/i18n/context";

const PERIODS = Object.keys(DASHBOARD_PERIODS) as DashboardPeriod[];

/** 7d, 30d, 90d as a group of toggle buttons (their titles say "Last 7 days"...); the pressed one is shown. */
export function PeriodSelector({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}) {
  const { t } = useLocale();
  return (
    <fieldset className="inline-flex rounded-full border border-white/10 bg-ink-900 p-1">
      <legend className="sr-only">{t("admin.period.label")}</legend>
      {PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          title={t(`admin.period.${period}`)}
          onClick={() => onChange(period)}
          className="rounded-full px-4 py-1.5 text-sm font-semibold text-slate-300 transition hover:text-white aria-pressed:bg-brand-600 aria-pressed:text-white"
        >
          {period}
        </button>
      ))}
    </fieldset>
  );
}
