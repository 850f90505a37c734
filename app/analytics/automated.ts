/**
 * Traffic the dashboard suspects automated (docs/decisions/017, "Suspected automated traffic"): a source or
 * referrer domain whose visits in a report's range came mostly from one address, or mostly at once. The
 * server applies the rule (server/analytics/reports/automated.ts); the dashboard names its figures when it explains
 * the marker. Nothing is dropped: staff see the marker, and a filter leaves such visits out.
 */

/** The dimensions the rule judges: where a flood of visits would pass itself off as somewhere visitors came from. */
export const JUDGED_DIMENSIONS = ["source", "referrer"] as const;
export type JudgedDimension = (typeof JUDGED_DIMENSIONS)[number];

export const isJudged = (dimension: string): dimension is JudgedDimension =>
  (JUDGED_DIMENSIONS as readonly string[]).includes(dimension);

export const AUTOMATED_RULE = {
  /** Visits of one value, and visits within one window, that the rule needs at least: fewer tell nothing. */
  minVisits: 20,
  /** One address: its visits of the value counted within this span (an hour: people behind one address spread out). */
  addressWindowS: 60 * 60,
  /** A burst: the value's visits that started within this span (a minute). */
  burstWindowS: 60,
} as const;

/**
 * The filter on suspected traffic, written like the others: `traffic:automated` keeps the visits of the
 * suspected sources and referrers, `traffic!:automated` leaves them out (the dashboard's switch).
 */
export const TRAFFIC_DIMENSION = "traffic";
export const AUTOMATED_VALUE = "automated";
