import { Monitor, Smartphone, Tablet } from "lucide-react";
import type { AnalyticsSummary } from "~/admin/types";
import { useLocale } from "~/i18n/context";
import { useFormat } from "./use-format";

const DEVICES = {
  desktop: { icon: Monitor, label: "admin.device.desktop", color: "bg-brand-500" },
  mobile: { icon: Smartphone, label: "admin.device.mobile", color: "bg-emerald-400" },
  tablet: { icon: Tablet, label: "admin.device.tablet", color: "bg-amber-400" },
} as const;

/** The share of visits per device type, as labelled bars; a device's name filters the dashboard by it. */
export function DeviceSplit({
  devices,
  onFilter,
}: {
  devices: AnalyticsSummary["deviceTypes"];
  onFilter: (device: string) => void;
}) {
  const format = useFormat();
  const { t } = useLocale();
  return (
    <ul className="space-y-4">
      {devices.map(({ device, percentage }) => {
        const known = DEVICES[device as keyof typeof DEVICES] ?? DEVICES.desktop;
        const Icon = known.icon;
        return (
          <li key={device} data-device={device}>
            <div className="flex items-center justify-between text-sm">
              <button
                type="button"
                onClick={() => onFilter(device)}
                title={t("admin.filters.add", { value: t(known.label) })}
                className="flex items-center gap-2 rounded-md text-slate-200 hover:underline hover:decoration-brand-400 hover:underline-offset-4"
              >
                <Icon aria-hidden="true" className="size-4 text-slate-400" />
                {t(known.label)}
                <span className="sr-only">{t("admin.filters.addHint")}</span>
              </button>
              <span className="font-medium text-white tabular-nums">{format.percent(percentage)}</span>
            </div>
            <div aria-hidden="true" className="mt-1.5 h-2 rounded-full bg-white/5">
              <div className={`h-2 rounded-full ${known.color}`} style={{ width: `${percentage}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
