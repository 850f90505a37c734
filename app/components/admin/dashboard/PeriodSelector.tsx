import { DASHBOARD_PERIODS, type DashboardPeriod } from "~/config/constants";
import { useLocale } from "~/i18n/context";
import { ToggleGroup } from "./ToggleGroup";

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
    <ToggleGroup
      legend={t("admin.period.label")}
      options={PERIODS.map((period) => ({ value: period, label: period, title: t(`admin.period.${period}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
