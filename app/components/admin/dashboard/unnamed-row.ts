import type { AnalyticsSummary, BreakdownRow } from "~/admin/types";

/**
 * What no row of a breakdown holds whose rows share out the visits (a visit counts for one service at most): the
 * view's visits, conversions, leads and won business less the rows' sums, or null when nothing is left.
 */
export function unnamed(summary: AnalyticsSummary, rows: BreakdownRow[]): BreakdownRow | null {
  const sum = (figure: "visits" | "conversions" | "leads" | "wonValue") =>
    rows.reduce((total, row) => total + (row[figure] ?? 0), 0);
  const visits = summary.totalVisitors - sum("visits");
  const conversions = summary.conversions - sum("conversions");
  const leads = summary.leads && summary.leads.leads - sum("leads");
  if (visits <= 0 && !leads) return null;
  return {
    value: "",
    visitors: 0,
    visits,
    pageViews: 0,
    bounceRate: 0,
    visitDuration: 0,
    conversions,
    conversionRate: visits > 0 ? (conversions / visits) * 100 : 0,
    leads,
    won: null,
    wonValue: summary.leads && summary.leads.wonValue - sum("wonValue"),
    suspected: null,
  };
}
