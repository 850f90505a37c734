import { strToU8, zipSync } from "fflate";
import type { BreakdownRow, Engagement, Headline, Lead } from "../../../app/admin/types";
import { isJudged } from "../../../app/analytics/automated";
import { DIMENSIONS, isLeadDimension } from "../../../app/analytics/dimensions";
import { filterText } from "../../../app/analytics/filters";
import { siteMoment } from "../../../app/analytics/site-calendar";
import { csvLines } from "../../http/csv";
import { customFunnels } from "../funnels";
import { breakdown } from "./breakdown";
import { funnelReport } from "./funnel";
import { listLeads } from "./leads";
import { type SummaryView, type ViewFigures, viewFigures } from "./summary";
import type { AnalyticsStore } from "./view";

/** Rows of a breakdown exported at most: every value the dashboard can page through. */
const MAX_ROWS = 1000;

const FIGURES: [keyof Headline | keyof Engagement, string][] = [
  ["totalVisitors", "visits"],
  ["uniqueVisitors", "visitors"],
  ["pageViews", "page_views"],
  ["averageTimeOnSite", "average_visit_seconds"],
  ["bounceRate", "bounce_rate_percent"],
  ["viewsPerVisit", "views_per_visit"],
  ["conversions", "conversions"],
  ["conversionRate", "conversion_rate_percent"],
];

type Cell = string | number | null;

/** A CSV file a spreadsheet opens as UTF-8 (Excel needs the byte order mark for Indonesian, Japanese…). */
const csvFile = (rows: Cell[][]) => strToU8(`\uFEFF${csvLines(rows)}`);

function viewCsv(summary: ViewFigures): Cell[][] {
  return [
    ["setting", "value"],
    ["period", summary.period],
    ["from", summary.from],
    ["to", summary.to],
    ["compared_with", summary.comparison?.kind ?? "none"],
    ["compared_from", summary.comparison?.from ?? null],
    ["compared_to", summary.comparison?.to ?? null],
    ...summary.filters.map((filter) => ["filter", filterText(filter)]),
  ];
}

function summaryCsv(summary: ViewFigures): Cell[][] {
  const { leads } = summary;
  return [
    ["figure", "value", "compared_value", "change"],
    ...FIGURES.map(([key, name]) => [
      name,
      summary[key],
      summary.comparison?.figures[key] ?? null,
      summary.changes[key],
    ]),
    ...(leads
      ? [
          ["leads", leads.leads, leads.compared?.leads ?? null, leads.changes.leads],
          ["won_leads", leads.won, leads.compared?.won ?? null, null],
          ["won_value_idr", leads.wonValue, leads.compared?.wonValue ?? null, leads.changes.wonValue],
        ]
      : []),
  ];
}

function dailyCsv({ daily, comparison }: ViewFigures): Cell[][] {
  const compared = comparison ? ["compared_date", "compared_visitors", "compared_visits", "compared_page_views"] : [];
  return [
    ["date", "visitors", "visits", "page_views", ...compared],
    ...daily.map((day, index) => {
      const before = comparison?.daily[index];
      return [
        day.date,
        day.visitors,
        day.visits,
        day.pageViews,
        ...(comparison
          ? [before?.date ?? null, before?.visitors ?? null, before?.visits ?? null, before?.pageViews ?? null]
          : []),
      ];
    }),
  ];
}

function breakdownCsv(rows: BreakdownRow[], withLeads: boolean, judged: boolean): Cell[][] {
  const leads = withLeads ? ["leads", "won", "won_value_idr"] : [];
  const suspected = judged ? ["suspected_automated"] : [];
  return [
    [
      "value",
      "visitors",
      "visits",
      "page_views",
      "bounce_rate_percent",
      "average_visit_seconds",
      "conversions",
      "conversion_rate_percent",
      ...leads,
      ...suspected,
    ],
    ...rows.map((row) => [
      row.value,
      row.visitors,
      row.visits,
      row.pageViews,
      row.bounceRate,
      row.visitDuration,
      row.conversions,
      row.conversionRate,
      ...(withLeads ? [row.leads, row.won, row.wonValue] : []),
      ...(judged ? [row.suspected ? "yes" : "no"] : []),
    ]),
  ];
}

function leadsCsv(leads: Lead[]): Cell[][] {
  return [
    [
      "ref",
      "created_at",
      "service",
      "language",
      "source",
      "channel",
      "utm_campaign",
      "entry_page",
      "country",
      "device",
      "status",
      "value_idr",
    ],
    ...leads.map((lead) => [
      lead.ref,
      // As the staff page shows it: in the site's time zone, with the offset that makes it one instant.
      siteMoment(Date.parse(lead.createdAt)),
      lead.service,
      lead.locale,
      lead.source,
      lead.channel,
      lead.utmCampaign,
      lead.entryPage,
      lead.country,
      lead.device,
      lead.status,
      lead.value,
    ]),
  ];
}

/** Every funnel's steps over the view, as the dashboard's funnels panel counts them (visitors), and the compared range's. */
async function funnelsCsv(store: AnalyticsStore, view: SummaryView): Promise<Cell[][]> {
  const funnels = await customFunnels(store.db).all();
  const reports = await Promise.all(funnels.map((funnel) => funnelReport(store, funnel, view)));
  return [
    ["funnel", "step", "name", "visitors", "conversion_rate_percent", "drop_off", "compared_visitors"],
    ...reports.flatMap((report) =>
      report.steps.map((step, index) => [
        report.name,
        index + 1,
        step.name,
        step.visitors,
        step.conversionRate,
        step.dropOff,
        report.compared?.steps[index]?.visitors ?? "",
      ]),
    ),
  ];
}

/**
 * The reports of a view (its range, filters and comparison) as a zip of CSV files, one per report: the
 * view itself, the summary, the daily series, every funnel, a breakdown per dimension and the
 * leads, each with a header row and UTF-8 with a byte order mark.
 */
export async function exportView(store: AnalyticsStore, view: SummaryView): Promise<Uint8Array> {
  const [summary, breakdowns, leads, funnels] = await Promise.all([
    viewFigures(store, view),
    Promise.all(
      DIMENSIONS.map(async (dimension) => ({
        dimension,
        ...(await breakdown(store, dimension, view, { limit: MAX_ROWS, offset: 0 })),
      })),
    ),
    listLeads(store, view),
    funnelsCsv(store, view),
  ]);
  const files: Record<string, Uint8Array> = {
    "view.csv": csvFile(viewCsv(summary)),
    "summary.csv": csvFile(summaryCsv(summary)),
    "daily.csv": csvFile(dailyCsv(summary)),
    "funnel.csv": csvFile(funnels),
  };
  for (const { dimension, rows } of breakdowns) {
    files[`${dimension}.csv`] = csvFile(breakdownCsv(rows, isLeadDimension(dimension), isJudged(dimension)));
  }
  files["leads.csv"] = csvFile(leadsCsv(leads));
  return zipSync(files, { level: 6 });
}
