import { TRAFFIC_DIMENSION } from "../../../app/analytics/automated";
import { type Dimension, FUNNEL_STEPS, type FunnelStep, GOALS } from "../../../app/analytics/dimensions";
import type { Filter } from "../../../app/analytics/filters";
import { noFigures } from "../visit";
import type { GroupRow } from "../visit-reports";
import { type SuspectCodes, suspectCodes } from "./judge";
import { type DaySegment, goalMask, SINGLE_DIMENSIONS, type SingleDimension, type ValueCodes } from "./segment";

/**
 * The reports of a filtered view, computed from the visit columns. Every figure means what the rollup's
 * figure of the same name means (server/analytics/visit.ts `contributions`): visitors are distinct
 * pseudonyms, which change daily, so a visitor counts once per day; a visit bounced with at most one page
 * view and nothing its visitor did; a conversion is a visit that reached a goal.
 */

type Test = (segment: DaySegment, row: number) => boolean;

const isSingle = (dimension: Dimension): dimension is SingleDimension =>
  (SINGLE_DIMENSIONS as readonly string[]).includes(dimension);

/** Whether the visit viewed the page coded `code`. */
function viewed(segment: DaySegment, row: number, code: number) {
  for (let at = segment.pageStart[row] ?? 0, end = segment.pageStart[row + 1] ?? 0; at < end; at++) {
    if (segment.pageCode[at] === code) return true;
  }
  return false;
}

/**
 * The test a filter sets on a visit: its value is (or is not) the filter's; entry and exit pages only with
 * page views; its source or referrer is (or is not) one the rule of automated traffic marks over the range.
 */
function testOf({ dimension, negated, value }: Filter, codes: ValueCodes, judged: () => SuspectCodes): Test {
  let holds: Test;
  if (dimension === TRAFFIC_DIMENSION) {
    // Marks by code: a test per visit reads an array rather than a set.
    const marks = (suspects: ReadonlySet<number>) => {
      const marked = new Uint8Array(codes.size);
      for (const code of suspects) marked[code] = 1;
      return marked;
    };
    const { source, referrer } = judged();
    const [sources, referrers] = [marks(source), marks(referrer)];
    holds = (segment, row) =>
      sources[segment.single.source[row] ?? 0] === 1 || referrers[segment.single.referrer[row] ?? 0] === 1;
  } else if (dimension === "page") {
    const code = codes.find(value);
    holds = (segment, row) => viewed(segment, row, code);
  } else if (dimension === "goal") {
    const bit = goalMask(value);
    holds = (segment, row) => bit !== 0 && ((segment.goals[row] ?? 0) & bit) !== 0;
  } else {
    const code = codes.find(value);
    const pagesOnly = dimension === "entry_page" || dimension === "exit_page";
    holds = (segment, row) =>
      segment.single[dimension][row] === code && (!pagesOnly || (segment.pageViews[row] ?? 0) > 0);
  }
  return negated ? (segment, row) => !holds(segment, row) : holds;
}

/** Calls `each` with every visit of `segments` that passes every filter. */
function forEachVisit(
  segments: readonly DaySegment[],
  filters: readonly Filter[],
  codes: ValueCodes,
  each: (segment: DaySegment, row: number) => void,
) {
  // The range's judgement (suspectCodes keeps it), asked for only when a filter tests traffic.
  const judged = () => suspectCodes(segments, codes);
  const tests = filters.map((filter) => testOf(filter, codes, judged));
  for (const segment of segments) {
    visits: for (let row = 0; row < segment.size; row++) {
      for (const test of tests) if (!test(segment, row)) continue visits;
      each(segment, row);
    }
  }
}

const bounced = (segment: DaySegment, row: number) =>
  (segment.pageViews[row] ?? 0) <= 1 && segment.engaged[row] === 0 ? 1 : 0;

/** A day's figures and its visits at each step of the contact-form funnel. */
export type DayFigures = Omit<GroupRow, "value"> & { day: string } & Record<FunnelStep, number>;

const emptyDay = (day: string) =>
  ({
    day,
    ...noFigures(),
    ...Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])),
  }) as DayFigures;

/** Per day with visits that pass the filters: its figures and funnel. */
export function dayFigures(segments: readonly DaySegment[], filters: readonly Filter[], codes: ValueCodes) {
  const days = new Map<DaySegment, DayFigures>();
  let lastVisitor = -1;
  forEachVisit(segments, filters, codes, (segment, row) => {
    let figures = days.get(segment);
    if (!figures) {
      figures = emptyDay(segment.day);
      days.set(segment, figures);
      lastVisitor = -1;
    }
    figures.visits++;
    // Rows are ordered by visitor: a visitor is new where it changes.
    const visitor = segment.visitor[row] ?? 0;
    if (visitor !== lastVisitor) figures.visitors++;
    lastVisitor = visitor;
    figures.page_views += segment.pageViews[row] ?? 0;
    figures.bounces += bounced(segment, row);
    figures.duration_ms += segment.durationMs[row] ?? 0;
    figures.conversions += segment.goals[row] === 0 ? 0 : 1;
    const funnel = segment.funnel[row] ?? 0;
    FUNNEL_STEPS.forEach((step, index) => {
      if (funnel > index) figures[step]++;
    });
  });
  return [...days.values()];
}

/** Figures per value, in arrays indexed by the value's code (or goal index). */
class Groups {
  readonly visits: Float64Array;
  readonly visitors: Float64Array;
  readonly pageViews: Float64Array;
  readonly bounces: Float64Array;
  readonly durationMs: Float64Array;
  readonly conversions: Float64Array;
  /** The day and visitor last counted in each group, as `segment index * 2^32 + visitor`. */
  private readonly lastVisitor: Float64Array;

  constructor(size: number) {
    this.visits = new Float64Array(size);
    this.visitors = new Float64Array(size);
    this.pageViews = new Float64Array(size);
    this.bounces = new Float64Array(size);
    this.durationMs = new Float64Array(size);
    this.conversions = new Float64Array(size);
    this.lastVisitor = new Float64Array(size).fill(-1);
  }

  /** Adds a visit to group `group`: its views there (all its views, but for pages), and a conversion. */
  add(group: number, dayVisitor: number, segment: DaySegment, row: number, views: number, conversion: number) {
    this.visits[group] = (this.visits[group] ?? 0) + 1;
    if (this.lastVisitor[group] !== dayVisitor) {
      this.visitors[group] = (this.visitors[group] ?? 0) + 1;
      this.lastVisitor[group] = dayVisitor;
    }
    this.pageViews[group] = (this.pageViews[group] ?? 0) + views;
    this.bounces[group] = (this.bounces[group] ?? 0) + bounced(segment, row);
    this.durationMs[group] = (this.durationMs[group] ?? 0) + (segment.durationMs[row] ?? 0);
    this.conversions[group] = (this.conversions[group] ?? 0) + conversion;
  }

  row(group: number, value: string): GroupRow {
    return {
      value,
      visits: this.visits[group] ?? 0,
      visitors: this.visitors[group] ?? 0,
      page_views: this.pageViews[group] ?? 0,
      bounces: this.bounces[group] ?? 0,
      duration_ms: this.durationMs[group] ?? 0,
      conversions: this.conversions[group] ?? 0,
    };
  }
}

/**
 * The visits that pass the filters grouped by the values of `dimension`: one row per value with visits
 * (visits without a value, such as those without a campaign, are no row; a visit is in the row of every
 * page it viewed and every goal it reached, which counts it as that goal's conversion).
 */
export function groupFigures(
  segments: readonly DaySegment[],
  filters: readonly Filter[],
  codes: ValueCodes,
  dimension: Dimension,
): GroupRow[] {
  const groups = new Groups(dimension === "goal" ? GOALS.length : codes.size);
  const dayBase = new Map(segments.map((segment, index) => [segment, index * 2 ** 32]));
  forEachVisit(segments, filters, codes, (segment, row) => {
    const visitor = (dayBase.get(segment) ?? 0) + (segment.visitor[row] ?? 0);
    const views = segment.pageViews[row] ?? 0;
    const conversion = segment.goals[row] === 0 ? 0 : 1;
    if (dimension === "page") {
      for (let at = segment.pageStart[row] ?? 0, end = segment.pageStart[row + 1] ?? 0; at < end; at++) {
        groups.add(segment.pageCode[at] ?? 0, visitor, segment, row, segment.pageCount[at] ?? 0, conversion);
      }
    } else if (dimension === "goal") {
      const reached = segment.goals[row] ?? 0;
      GOALS.forEach((_, goal) => {
        if ((reached & (1 << goal)) !== 0) groups.add(goal, visitor, segment, row, views, 1);
      });
    } else if (isSingle(dimension)) {
      const code = segment.single[dimension][row] ?? 0;
      const pagesOnly = dimension === "entry_page" || dimension === "exit_page";
      if (code !== 0 && (!pagesOnly || views > 0)) groups.add(code, visitor, segment, row, views, conversion);
    }
  });
  const rows: GroupRow[] = [];
  groups.visits.forEach((visits, group) => {
    if (visits > 0)
      rows.push(groups.row(group, dimension === "goal" ? (GOALS[group] ?? "") : (codes.values[group] ?? "")));
  });
  return rows;
}
