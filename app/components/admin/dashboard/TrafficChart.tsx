import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { pointLabel } from "~/admin/point-label";
import type { AnalyticsSummary } from "~/admin/types";
import type { ViewChange } from "~/admin/view";
import type { Interval } from "~/analytics/series";
import { dayOf } from "~/analytics/site-calendar";
import { useLocale } from "~/i18n/context";
import { Panel } from "./Panel";
import { ToggleGroup } from "./ToggleGroup";
import { useFormat } from "./use-format";

const COLORS = { visitors: "#3b82f6", pageViews: "#34d399", compared: "#94a3b8" };

const TITLES = {
  hour: "admin.chart.titleHour",
  day: "admin.chart.title",
  week: "admin.chart.titleWeek",
  month: "admin.chart.titleMonth",
} as const;

/**
 * Visitors and page views per hour, day, week or month, as the summary's series has them (recharts, loaded
 * with the dashboard only), with the compared range's visitors as a dashed line, and a switch between the
 * intervals that suit the range. The same figures are in a table for screen readers. Weeks and months sum
 * their days' visitors, whom nothing recognises from one day to the next: a note under the chart says so.
 */
export default function TrafficChart({ summary, onView }: { summary: AnalyticsSummary; onView: ViewChange }) {
  const format = useFormat();
  const { t } = useLocale();
  const { interval, intervals: choices, points: series } = summary.series;
  const severalDays = summary.from !== summary.to;
  // A day is compared with the day before it (or the same day a year earlier); today with that day up to the
  // same time, and the legend says until when.
  const comparison = summary.comparison;
  const comparedName =
    comparison &&
    t(
      comparison.kind === "previous" && !severalDays
        ? "admin.chart.compared.dayBefore"
        : `admin.chart.compared.${comparison.kind}`,
    );
  const names = {
    visitors: t("admin.chart.visitors"),
    pageViews: t("admin.chart.pageViews"),
    compared: !comparedName
      ? ""
      : comparison?.until
        ? t("admin.chart.comparedUntil", { compared: comparedName, time: format.hour(comparison.until) })
        : comparedName,
  };
  // A range that ends today ends with a point still filling (this hour, today, this week): its segment is dashed,
  // so that a dip there reads as "not over yet", not as a fall.
  const last = series.length - 1;
  const filling = summary.to === dayOf(Date.now()) && last > 0;
  const points = series.map((point, index) => {
    const done = !filling || index < last;
    const edge = filling && index >= last - 1;
    return {
      label: pointLabel(format, interval, point, severalDays),
      visitors: point.visitors,
      pageViews: point.pageViews,
      visitorsDone: done ? point.visitors : null,
      pageViewsDone: done ? point.pageViews : null,
      visitorsFilling: edge ? point.visitors : null,
      pageViewsFilling: edge ? point.pageViews : null,
      compared: point.compared?.visitors,
    };
  });
  // Hours of several days: a tick at each midnight, named by its day.
  const midnights =
    interval === "hour" && severalDays
      ? points.filter((_, index) => series[index]?.start.includes("T00:00")).map((point) => point.label)
      : undefined;
  const dayOfLabel = new Map(
    points.map((point, index) => [point.label, format.day((series[index]?.start ?? "").slice(0, 10))]),
  );
  const curve = interval === "hour" ? "linear" : "monotone";
  const choose = (next: Interval) => onView((current) => ({ ...current, interval: next }));
  return (
    <Panel
      title={t(TITLES[interval])}
      action={
        choices.length > 1 && (
          <ToggleGroup
            small
            legend={t("admin.chart.interval")}
            options={choices.map((choice) => ({ value: choice, label: t(`admin.chart.interval.${choice}`) }))}
            value={interval}
            onChange={choose}
          />
        )
      }
    >
      <figure data-interval={interval}>
        <div aria-hidden="true" className="h-64 sm:h-72">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
              <defs>
                {(["visitors", "pageViews"] as const).map((key) => (
                  <linearGradient key={key} id={`fill-${key}`} x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stopColor={COLORS[key]} stopOpacity={0.35} />
                    <stop offset="100%" stopColor={COLORS[key]} stopOpacity={0} />
                  </linearGradient>
                ))}
              </defs>
              <CartesianGrid stroke="rgba(255,255,255,0.06)" vertical={false} />
              <XAxis
                dataKey="label"
                stroke="#94a3b8"
                fontSize={12}
                tickLine={false}
                minTickGap={24}
                ticks={midnights}
                tickFormatter={midnights ? (label: string) => dayOfLabel.get(label) ?? label : undefined}
              />
              <YAxis
                stroke="#94a3b8"
                fontSize={12}
                tickLine={false}
                axisLine={false}
                allowDecimals={false}
                tickFormatter={format.number}
              />
              <Tooltip
                formatter={(value) => format.number(Number(value))}
                contentStyle={{ background: "#0a0f1c", border: "1px solid rgba(255,255,255,0.1)", borderRadius: 12 }}
              />
              <Legend />
              {/* Per figure: the filled area (what the tooltip reads), its line up to the point still filling, and
                  that point's segment dashed. Hours are drawn straight: smoothing 168 points invents peaks. */}
              {(["visitors", "pageViews"] as const).flatMap((key) => [
                <Area
                  key={key}
                  type={curve}
                  dataKey={key}
                  name={names[key]}
                  stroke="none"
                  fill={`url(#fill-${key})`}
                  legendType="none"
                  isAnimationActive={false}
                />,
                <Line
                  key={`${key}-done`}
                  type={curve}
                  dataKey={`${key}Done`}
                  name={names[key]}
                  stroke={COLORS[key]}
                  strokeWidth={2}
                  dot={false}
                  tooltipType="none"
                  isAnimationActive={false}
                />,
                <Line
                  key={`${key}-filling`}
                  type={curve}
                  dataKey={`${key}Filling`}
                  name={names[key]}
                  stroke={COLORS[key]}
                  strokeWidth={2}
                  strokeDasharray="4 4"
                  dot={false}
                  legendType="none"
                  tooltipType="none"
                  isAnimationActive={false}
                />,
              ])}
              {summary.comparison && (
                <Line
                  type={curve}
                  dataKey="compared"
                  name={names.compared}
                  stroke={COLORS.compared}
                  strokeWidth={2}
                  strokeDasharray="5 4"
                  dot={false}
                  isAnimationActive={false}
                />
              )}
            </ComposedChart>
          </ResponsiveContainer>
        </div>
        {/* A table does not shrink to sr-only's one pixel: its wrapper does, so that it cannot widen the page. */}
        <div className="sr-only">
          <table data-series>
            <caption>{t(TITLES[interval])}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.chart.date")}</th>
                <th scope="col">{names.visitors}</th>
                <th scope="col">{names.pageViews}</th>
                {summary.comparison && <th scope="col">{names.compared}</th>}
              </tr>
            </thead>
            <tbody>
              {series.map((point, index) => (
                <tr key={point.start} data-start={point.start}>
                  <th scope="row">{points[index]?.label}</th>
                  <td>{format.number(point.visitors)}</td>
                  <td>{format.number(point.pageViews)}</td>
                  {point.compared && <td>{format.number(point.compared.visitors)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* Pseudonyms change daily (cookieless by design): a week's or month's visitors are its days' summed. */}
        {(interval === "week" || interval === "month") && (
          <figcaption data-sum-note className="mt-3 text-xs text-slate-400">
            {t("admin.chart.sumNote")}
          </figcaption>
        )}
      </figure>
    </Panel>
  );
}
