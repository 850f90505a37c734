import type { AnalyticsSummary, Engagement, Headline } from "../../app/admin/types";
import { csvLines } from "../http/csv";

const HEADLINE: [keyof Headline | keyof Engagement, string][] = [
  ["totalVisitors", "total_visitors"],
  ["pageViews", "page_views"],
  ["uniqueVisitors", "unique_visitors"],
  ["averageTimeOnSite", "average_time_on_site_seconds"],
  ["bounceRate", "bounce_rate_percent"],
  ["viewsPerVisit", "views_per_visit"],
  ["conversions", "conversions"],
  ["conversionRate", "conversion_rate_percent"],
];

/**
 * The summary as one CSV table of four columns, `section,label,value,detail`: summary rows carry the
 * change as detail (percent; percentage points for the rates), daily rows the page views, recent
 * activity the page; the funnel's rows are its steps' visits.
 */
export function summaryCsv(summary: AnalyticsSummary): string {
  const rows: (string | number | null)[][] = [
    ["section", "label", "value", "detail"],
    ["period", summary.period, summary.from, summary.to],
    ...HEADLINE.map(([key, label]) => ["summary", label, summary[key], summary.changes[key]]),
    ...summary.funnel.map((row) => ["contact_form_funnel", row.step, row.visits, null]),
    ...summary.topPages.map((row) => ["top_pages", row.page, row.views, null]),
    ...summary.deviceTypes.map((row) => ["devices_percent", row.device, row.percentage, null]),
    ...summary.topCountries.map((row) => ["countries", row.country, row.visitors, null]),
    ...summary.daily.map((row) => ["daily_visitors_page_views", row.date, row.visitors, row.pageViews]),
    ...summary.recentActivity.map((row) => ["recent_activity", row.timestamp, row.action, row.page]),
  ];
  return csvLines(rows);
}
