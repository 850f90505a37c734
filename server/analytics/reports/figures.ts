/** The figures every report adds up, and how they are shown. */

export interface Totals {
  visits: number;
  visitors: number;
  pageViews: number;
  bounces: number;
  durationMs: number;
  conversions: number;
}

export const NO_TOTALS: Totals = { visits: 0, visitors: 0, pageViews: 0, bounces: 0, durationMs: 0, conversions: 0 };

/** A value of a dimension and its figures, as the breakdown rollup keeps them. */
export interface GroupRow {
  value: string;
  visits: number;
  visitors: number;
  page_views: number;
  bounces: number;
  duration_ms: number;
  conversions: number;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : round1((part / whole) * 100));

export const totalsOf = (row: {
  visits: number | string;
  visitors: number | string;
  page_views: number | string;
  bounces: number | string;
  duration_ms: number | string;
  conversions: number | string;
}): Totals => ({
  visits: Number(row.visits),
  visitors: Number(row.visitors),
  pageViews: Number(row.page_views),
  bounces: Number(row.bounces),
  durationMs: Number(row.duration_ms),
  conversions: Number(row.conversions),
});
