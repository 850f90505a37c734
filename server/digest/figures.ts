import type { DayRange } from "../../app/analytics/periods";
import { breakdown } from "../analytics/reports/breakdown";
import { listLeads } from "../analytics/reports/leads";
import { analyticsSummary } from "../analytics/reports/summary";
import type { AnalyticsStore } from "../analytics/reports/view";

/** Rows of each list in the digest. */
const TOP = 5;

export interface DigestFigures {
  week: DayRange;
  visitors: number;
  visits: number;
  /** Change of visitors against the week before, percent; null without visitors then. */
  visitorsChange: number | null;
  leads: number;
  won: number;
  /** Won business, IDR. */
  wonValue: number;
  sources: { source: string; visits: number; leads: number }[];
  pages: { page: string; views: number }[];
}

/** A week's figures, as the dashboard shows them for those days (the same queries: rollups and leads). */
export async function digestFigures(store: AnalyticsStore, week: DayRange): Promise<DigestFigures> {
  const view = { range: week, filters: [] };
  const [summary, sources, leads] = await Promise.all([
    analyticsSummary(store, { ...view, period: "custom", comparison: "previous" }),
    breakdown(store, "source", view, { limit: TOP, offset: 0 }),
    listLeads(store, view),
  ]);
  const won = leads.filter((lead) => lead.status === "won");
  return {
    week,
    visitors: summary.uniqueVisitors,
    visits: summary.totalVisitors,
    visitorsChange: summary.changes.uniqueVisitors,
    leads: leads.length,
    won: won.length,
    wonValue: won.reduce((sum, lead) => sum + (lead.value ?? 0), 0),
    sources: sources.rows.map((row) => ({ source: row.value, visits: row.visits, leads: row.leads ?? 0 })),
    pages: summary.topPages.slice(0, TOP),
  };
}
