import { Area, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { pointLabel } from "~/admin/point-label";
import type { AnalyticsSummary } from "~/admin/types";
import type { ChartMetric, ViewChange } from "~/admin/view";
import type { Interval } from "~/analytics/series";
import { dayOf } from "~/analytics/site-calendar";
import { useLocale } from "~/i18n/context";
import { Panel } from "./Panel";
import { ToggleGroup } from "./ToggleGroup";
import { useFormat } from "./use-format";

const COLORS = { visitors: "#3b82f6", visits: "#a78bfa", pageViews: "#34d399", compared: "#94a3b8" };

const TITLES = {
  hour: "admin.chart.titleHour",
  day: "admin.chart.title",
  week: "admin.chart.titleWeek",
  month: "admin.chart.titleMonth",
} as const;

/** The legend's and tooltip's order: the count, then the compared range's (not the names' alphabetical order). */
const byDrawing = (item: { dataKey?: unknown }) => (item.dataKey === "compared" ? 1 : 0);

const METRIC_NAMES = {
  visitors: "admin.chart.visitors",
  visits: "admin.chart.visits",
  pageViews: "admin.chart.pageViews",
} as const;

/**
 * One count (`metric`: visitors, visits or page views, as the headline's cards choose) per hour, day, week or
 * month, as the summary's series has it (recharts, loaded with the dashboard only), with the compared range's as a
 * dashed grey line, and a switch between the intervals that suit the range. A range that ends today ends with a
 * point still filling: its segment is dashed, and named so in the legend, so that a dip there reads as "not over
 * yet". The same figures are in
 * a table for screen readers. Weeks and months sum their days' visitors, whom nothing recognises from one day to
 * the next: a note under the chart says so.
 */
export default function TrafficChart({
  summary,
  metric,
  onView,
}: {
  summary: AnalyticsSummary;
  metric: ChartMetric;
  onView: ViewChange;
}) {
  const format = useFormat();
  const { t } = useLocale();
  const { interval, intervals: choices, points: series } = summary.series;
  const severalDays = summary.from !== summary.to;
  const oneYear = summary.from.slice(0, 4) === summary.to.slice(0, 4);
  const name = t(METRIC_NAMES[metric]);
  const title = t(TITLES[interval], { metric: name });
  // A day is compared with the day before it (or the same day a year earlier); a range that ends today with its
  // compared range up to the same time of its last day, and the legend says which days, and until when.
  const comparison = summary.comparison;
  const comparedKind =
    comparison &&
    t(
      comparison.kind === "previous" && !severalDays
        ? "admin.chart.compared.dayBefore"
        : `admin.chart.compared.${comparison.kind}`,
    );
  // Named with its days, written as the view's own range is (a day alone without the year when it is this
  // range's), and until when its last day counts.
  const comparedRange = !comparison
    ? ""
    : comparison.from === comparison.to
      ? comparison.from.slice(0, 4) === summary.to.slice(0, 4)
        ? format.monthDay(comparison.from)
        : format.day(comparison.from)
      : format.days(comparison.from, comparison.to);
  const comparedName = !comparedKind
    ? ""
    : comparison?.until
      ? t("admin.chart.comparedUntil", {
          compared: comparedKind,
          range: comparedRange,
          time: format.hour(comparison.until),
        })
      : t("admin.chart.comparedRange", { compared: comparedKind, range: comparedRange });
  const last = series.length - 1;
  const filling = summary.to === dayOf(Date.now()) && last > 0;
  const points = series.map((point, index) => ({
    label: pointLabel(format, interval, point, { severalDays, oneYear }),
    value: point[metric],
    done: !filling || index < last ? point[metric] : null,
    filling: filling && index >= last - 1 ? point[metric] : null,
    compared: point.compared?.[metric],
  }));
  // Hours of several days: a tick at each midnight, named by its day.
  const midnights =
    interval === "hour" && severalDays
      ? points.filter((_, index) => series[index]?.start.includes("T00:00")).map((point) => point.label)
      : undefined;
  const dayOfLabel = new Map(
    points.map((point, index) => [
      point.label,
      (oneYear ? format.monthDay : format.day)((series[index]?.start ?? "").slice(0, 10)),
    ]),
  );
  // No line for a compared range without a visit (a year before the first): a line along zero reads as a crash.
  const comparedDrawn = comparison !== null && series.some((point) => (point.compared?.[metric] ?? 0) > 0);
  const color = COLORS[metric];
  const choose = (next: Interval) => onView((current) => ({ ...current, interval: next }));
  return (
    <Panel
      title={title}
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
      <figure data-interval={interval} data-metric={metric}>
        <div aria-hidden="true" className="h-64 sm:h-72">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
              <defs>
                <linearGradient id="chart-fill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={color} stopOpacity={0.35} />
                  <stop offset="100%" stopColor={color} stopOpacity={0} />
                </linearGradient>
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
                itemSorter={byDrawing}
                separator=": "
                contentStyle={{ background: "#0a0f1c", border: "1px solid rgba(255,255,255,0.1)", borderRadius: 12 }}
              />
              <Legend itemSorter={byDrawing} wrapperStyle={{ fontSize: 13 }} />
              {/* The filled area (what the tooltip reads), its line up to the point still filling, that segment dotted
                  (the compared range a thinner grey line, so that the two never look alike):
                  straight segments, so that the three follow one path (a curve cut short bends otherwise). */}
              <Area
                type="linear"
                dataKey="value"
                name={name}
                stroke="none"
                fill="url(#chart-fill)"
                legendType="none"
                isAnimationActive={false}
              />
              {/* The compared range over the fill and beneath the view's own line, which stays in sight where they meet. */}
              {comparedDrawn && (
                <Line
                  type="linear"
                  dataKey="compared"
                  name={comparedName}
                  stroke={COLORS.compared}
                  strokeOpacity={0.7}
                  strokeWidth={1.5}
                  dot={false}
                  isAnimationActive={false}
                />
              )}
              <Line
                type="linear"
                dataKey="done"
                name={name}
                stroke={color}
                strokeWidth={2}
                dot={false}
                tooltipType="none"
                isAnimationActive={false}
              />
              <Line
                type="linear"
                dataKey="filling"
                stroke={color}
                strokeWidth={2}
                strokeDasharray="2 4"
                dot={false}
                name={t("admin.chart.filling")}
                legendType={filling ? "plainline" : "none"}
                tooltipType="none"
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
        {/* A table does not shrink to sr-only's one pixel: its wrapper does, so that it cannot widen the page. */}
        <div className="sr-only">
          <table data-series>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.chart.date")}</th>
                <th scope="col">{name}</th>
                {comparison && <th scope="col">{comparedName}</th>}
              </tr>
            </thead>
            <tbody>
              {series.map((point, index) => (
                <tr key={point.start} data-start={point.start}>
                  <th scope="row">{points[index]?.label}</th>
                  <td>{format.number(point[metric])}</td>
                  {point.compared && <td>{format.number(point.compared[metric])}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* Pseudonyms change daily (cookieless by design): a week's or month's visitors are its days' summed. */}
        {metric === "visitors" && (interval === "week" || interval === "month") && (
          <figcaption data-sum-note className="mt-3 text-xs text-slate-400">
            {t("admin.chart.sumNote")}
          </figcaption>
        )}
      </figure>
    </Panel>
  );
}
