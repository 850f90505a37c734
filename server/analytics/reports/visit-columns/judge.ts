import { AUTOMATED_RULE, JUDGED_DIMENSIONS, type JudgedDimension } from "../../../../app/analytics/automated";
import type { DayRange } from "../../../../app/analytics/periods";
import { type JudgedVisit, looksAutomated } from "../automated";
import type { AnalyticsStore } from "../view";
import { OPEN_DAY_MS, scanVisitColumns, visitWrites } from "./cache";
import type { DaySegment } from "./segment";

/** The values of each judged dimension that the rule of suspected automated traffic marks over a range. */
export type SuspectedValues = Record<JudgedDimension, string[]>;

/**
 * The values of `dimension` the rule could mark, from their visits per day: at least minVisits visits in
 * the range, more than half of them on one day or two days in a row. Every way the rule holds needs that (a
 * client key lives one day, a minute touches at most two), so the visits of the other values, most of
 * them, are never gathered. Fed the range's days in order, one after the other; values are texts, since
 * each day codes its own (segment.ts).
 */
class Candidates {
  private readonly total = new Map<string, number>();
  private readonly most = new Map<string, number>();
  private before = new Map<string, number>();

  constructor(private readonly dimension: JudgedDimension) {}

  add(segment: DaySegment) {
    const column = segment.single[this.dimension];
    const perCode = new Int32Array(segment.codes.size);
    for (let row = 0; row < segment.size; row++) {
      const code = column[row] ?? 0;
      if (code !== 0) perCode[code] = (perCode[code] ?? 0) + 1;
    }
    const day = new Map<string, number>();
    perCode.forEach((visits, code) => {
      if (visits === 0) return;
      const value = segment.codes.values[code] ?? "";
      day.set(value, visits);
      this.total.set(value, (this.total.get(value) ?? 0) + visits);
      this.most.set(value, Math.max(this.most.get(value) ?? 0, visits + (this.before.get(value) ?? 0)));
    });
    this.before = day;
  }

  values(): Set<string> {
    const found = new Set<string>();
    for (const [value, visits] of this.total) {
      if (visits >= AUTOMATED_RULE.minVisits && (this.most.get(value) ?? 0) * 2 > visits) found.add(value);
    }
    return found;
  }
}

/** The visits of the `wanted` values of `dimension`, as the rule sees them, fed one day after the other. */
class Gathered {
  readonly visits: Map<string, JudgedVisit[]>;
  private day = 0;

  constructor(
    private readonly dimension: JudgedDimension,
    wanted: ReadonlySet<string>,
  ) {
    this.visits = new Map([...wanted].map((value) => [value, []]));
  }

  add(segment: DaySegment) {
    this.day++;
    if (this.visits.size === 0) return;
    const lists = new Map<number, JudgedVisit[]>();
    for (const [value, list] of this.visits) {
      const code = segment.codes.find(value);
      if (code > 0) lists.set(code, list);
    }
    if (lists.size === 0) return;
    const column = segment.single[this.dimension];
    for (let row = 0; row < segment.size; row++) {
      const list = lists.get(column[row] ?? 0);
      if (!list) continue;
      const client = segment.client[row] ?? 0;
      // Numbered within its day: the day's place in the range makes it unique within the range.
      list.push({ client: client === 0 ? 0 : this.day * 2 ** 32 + client, startedS: segment.startedS[row] ?? 0 });
    }
  }
}

/**
 * Judgements of the latest ranges per database, kept until this process writes visits and at most as long
 * as the open days' columns serve (OPEN_DAY_MS): a view's reports (its figures, panels, leads, export) ask
 * for the same range's within one page load.
 */
const judged = new WeakMap<AnalyticsStore["db"], Map<string, { until: number; suspects: Promise<SuspectedValues> }>>();
/** Ranges judged kept per database, the oldest leaving first. */
const KEPT_RANGES = 8;

/**
 * The sources and referrer domains whose visits over `range` look automated (server/analytics/reports/automated.ts),
 * judged from the visit columns in two passes over the range: what the breakdowns mark and the filter on
 * traffic leaves out or keeps.
 */
export function suspectedValues(store: AnalyticsStore, range: DayRange, now = Date.now()): Promise<SuspectedValues> {
  let kept = judged.get(store.db);
  if (!kept) {
    kept = new Map();
    judged.set(store.db, kept);
  }
  const key = `${visitWrites(store.db)}|${range.from}|${range.to}`;
  const known = kept.get(key);
  if (known && known.until > now) return known.suspects;
  const suspects = judge(store, range);
  kept.delete(key);
  kept.set(key, { until: now + OPEN_DAY_MS, suspects });
  suspects.catch(() => kept.delete(key));
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_RANGES) break;
    kept.delete(oldest);
  }
  return suspects;
}

async function judge(store: AnalyticsStore, range: DayRange): Promise<SuspectedValues> {
  const candidates = JUDGED_DIMENSIONS.map((dimension) => new Candidates(dimension));
  await scanVisitColumns(store, range, (segment) => {
    for (const dimension of candidates) dimension.add(segment);
  });
  const gathered = JUDGED_DIMENSIONS.map(
    (dimension, index) => new Gathered(dimension, candidates[index]?.values() ?? new Set()),
  );
  if (gathered.some((dimension) => dimension.visits.size > 0)) {
    await scanVisitColumns(store, range, (segment) => {
      for (const dimension of gathered) dimension.add(segment);
    });
  }
  const suspected = (index: number) =>
    [...(gathered[index]?.visits ?? [])].filter(([, visits]) => looksAutomated(visits)).map(([value]) => value);
  return { source: suspected(0), referrer: suspected(1) };
}
