import { Monitor, MonitorSmartphone, Smartphone, Tablet } from "lucide-react";
import type { AnalyticsSummary } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import { useValueLabel } from "./labels";
import { useFormat } from "./use-format";

const DEVICES = {
  desktop: { icon: Monitor, color: "bg-brand-500" },
  mobile: { icon: Smartphone, color: "bg-emerald-400" },
  tablet: { icon: Tablet, color: "bg-amber-400" },
} as const;

/**
 * A device type the dashboard does not know (older data, or a type the server learns later): its own
 * icon, and labelled "Other device (value)" (labels.ts), never as one of the known types.
 */
const OTHER = { icon: MonitorSmartphone, color: "bg-slate-400" } as const;

/** Visitors per device type and their share, as labelled bars; a device's name filters the dashboard by it. */
export function DeviceSplit({
  devices,
  onFilter,
}: {
  devices: AnalyticsSummary["deviceTypes"];
  onFilter: (device: string) => void;
}) {
  const format = useFormat();
  const { t } = useLocale();
  const valueLabel = useValueLabel();
  return (
    <>
      {/* What the figures count: visitors (once a day), as the chart does, not visits as the lists do. */}
      <p className="mb-2 text-right text-xs text-slate-400">
        {t("admin.chart.visitors")}
        <span className="ml-3 inline-block min-w-12 text-right">%</span>
      </p>
      <ul className="space-y-4">
        {devices.map(({ device, visitors, percentage }) => {
          const known = Object.hasOwn(DEVICES, device) ? DEVICES[device as keyof typeof DEVICES] : OTHER;
          const Icon = known.icon;
          const label = valueLabel("device", device);
          return (
            <li key={device} data-device={device}>
              <div className="flex items-center justify-between text-sm">
                <button
                  type="button"
                  onClick={() => onFilter(device)}
                  title={t("admin.filters.add", { value: label })}
                  className="flex items-center gap-2 rounded-md text-slate-200 hover:underline hover:decoration-brand-400 hover:underline-offset-4"
                >
                  <Icon aria-hidden="true" className="size-4 text-slate-400" />
                  {label}
                  <span className="sr-only">{t("admin.filters.addHint")}</span>
                </button>
                <span className="tabular-nums">
                  <span className="text-slate-400" data-visitors>
                    {format.number(visitors)}
                  </span>
                  <span className="ml-3 inline-block min-w-12 text-right font-medium text-white">
                    {format.percent(percentage)}
                  </span>
                </span>
              </div>
              <div aria-hidden="true" className="mt-1.5 h-2 rounded-full bg-white/5">
                <div className={`h-2 rounded-full ${known.color}`} style={{ width: `${percentage}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
