import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatNumber } from "~/admin/format";
import type { AnalyticsSummary } from "~/admin/types";
import { useLocale } from "~/i18n/context";

const COLORS = { visitors: "#3b82f6", pageViews: "#34d399" };

/**
 * Visitors and page views per day (recharts, loaded with the dashboard only). The same figures are in a
 * table for screen readers.
 */
export default function TrafficChart({ daily }: { daily: AnalyticsSummary["daily"] }) {
  const { locale, t } = useLocale();
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const label = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
  const names = { visitors: t("admin.chart.visitors"), pageViews: t("admin.chart.pageViews") };
  return (
    <figure>
      <div aria-hidden="true" className="h-64 sm:h-72">
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <defs>
              {Object.entries(COLORS).map(([key, color]) => (
                <linearGradient key={key} id={`fill-${key}`} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={color} stopOpacity={0.35} />
                  <stop offset="100%" stopColor={color} stopOpacity={0} />
                </linearGradient>
              ))}
            </defs>
            <CartesianGrid stroke="rgba(255,255,255,0.06)" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={label}
              stroke="#94a3b8"
              fontSize={12}
              tickLine={false}
              minTickGap={24}
            />
            <YAxis
              stroke="#94a3b8"
              fontSize={12}
              tickLine={false}
              axisLine={false}
              allowDecimals={false}
              tickFormatter={formatNumber}
            />
            <Tooltip
              labelFormatter={(value) => label(String(value))}
              formatter={(value) => formatNumber(Number(value))}
              contentStyle={{ background: "#0a0f1c", border: "1px solid rgba(255,255,255,0.1)", borderRadius: 12 }}
            />
            <Legend />
            {(["visitors", "pageViews"] as const).map((key) => (
              <Area
                key={key}
                type="monotone"
                dataKey={key}
                name={names[key]}
                stroke={COLORS[key]}
                strokeWidth={2}
                fill={`url(#fill-${key})`}
                isAnimationActive={false}
              />
            ))}
          </AreaChart>
        </ResponsiveContainer>
      </div>
      {/* A table does not shrink to sr-only's one pixel: its wrapper does, so that it cannot widen the page. */}
      <div className="sr-only">
        <table data-daily>
          <caption>{t("admin.chart.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.chart.date")}</th>
              <th scope="col">{names.visitors}</th>
              <th scope="col">{names.pageViews}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((row) => (
              <tr key={row.date}>
                <th scope="row">{row.date}</th>
                <td>{formatNumber(row.visitors)}</td>
                <td>{formatNumber(row.pageViews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
