import { type Dimension, FUNNEL_STEPS, type FunnelStep, GOALS } from "../../../app/analytics/dimensions";
import type { Filter } from "../../../app/analytics/filters";
import { noFigures } from "../visit";
import type { GroupRow } from "../visit-reports";
import { type DaySegment, goalMask, SINGLE_DIMENSIONS, type SingleDimension } from "./segment";

/**
 * The reports of a filtered view, computed from the visit columns. Every figure means what the rollup's
 * figure of the same name means (server/analytics/visit.ts `contributions`): visitors are distinct
 * pseudonyms, which change daily, so a visitor counts once per day; a visit bounced with at most one page
 * view and nothing its visitor did; a conversion is a visit that reached a goal.
 */

/** Whether the visit in row `row` of a segment passes a filter. */
type Test = (row: number) => boolean;

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
 * The test a filter sets on the visits of a segment, with the filter's value in the day's own codes (-1,
 * which no visit has, when none of the day's visits had it): its value is (or is not) the filter's; entry
 * and exit pages only with page views.
 */
function testOf({ dimension, negated, value }: Filter, segment: DaySegment): Test {
  let holds: Test;
  if (dimension === "page") {
    const code = segment.codes.find(value);
    holds = (row) => viewed(segment, row, code);
  } else if (dimension === "goal") {
    const bit = goalMask(value);
    const goals = segment.goals;
    holds = (row) => bit !== 0 && ((goals[row] ?? 0) & bit) !== 0;
  } else {
    const code = segment.codes.find(value);
    const column = segment.single[dimension];
    const pageViews = segment.pageViews;
    holds =
      dimension === "entry_page" || dimension === "exit_page"
        ? (row) => column[row] === code && (pageViews[row] ?? 0) > 0
        : (row) => column[row] === code;
  }
  return negated ? (row) => !holds(row) : holds;
}

/** Calls `each` with every visit of `segment` that passes every filter. */
function forEachVisit(segment: DaySegment, filters: readonly Filter[], each: (row: number) => void) {
  const tests = filters.map((filter) => testOf(filter, segment));
  visits: for (let row = 0; row < segment.size; row++) {
    for (const test of tests) if (!test(row)) continue visits;
    each(row);
  }
}

const bounced = (segment: DaySegment, row: number) =>
  (segment.pageViews[row] ?? 0) <= 1 && segment.engaged[row] === 0 ? 1 : 0;

/** A day's figures and its visits at each step of the contact-form funnel. */
export type DayFigures = Omit<GroupRow, "value"> & { day: string } & Record<FunnelStep, number>;

/** The figures and funnel of a segment's day, counting the visits that pass the filters; null without any. */
export function dayFigures(segment: DaySegment, filters: readonly Filter[]): DayFigures | null {
  const figures = {
    day: segment.day,
    ...noFigures(),
    ...Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])),
  } as DayFigures;
  let lastVisitor = -1;
  forEachVisit(segment, filters, (row) => {
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
  return figures.visits > 0 ? figures : null;
}

/** A day's figures per value, in arrays indexed by the value's code in the day (or goal index). */
class Groups {
  readonly visits: Float64Array;
  readonly visitors: Float64Array;
  readonly pageViews: Float64Array;
  readonly bounces: Float64Array;
  readonly durationMs: Float64Array;
  readonly conversions: Float64Array;
  /** The visitor last counted in each group. */
  private readonly lastVisitor: Int32Array;

  constructor(size: number) {
    this.visits = new Float64Array(size);
    this.visitors = new Float64Array(size);
    this.pageViews = new Float64Array(size);
    this.bounces = new Float64Array(size);
    this.durationMs = new Float64Array(size);
    this.conversions = new Float64Array(size);
    this.lastVisitor = new Int32Array(size).fill(-1);
  }

  /** Adds a visit to group `group`: its views there (all its views, but for pages), and a conversion. */
  add(group: number, visitor: number, segment: DaySegment, row: number, views: number, conversion: number) {
    this.visits[group] = (this.visits[group] ?? 0) + 1;
    if (this.lastVisitor[group] !== visitor) {
      this.visitors[group] = (this.visitors[group] ?? 0) + 1;
      this.lastVisitor[group] = visitor;
    }
    this.pageViews[group] = (this.pageViews[group] ?? 0) + views;
    this.bounces[group] = (this.bounces[group] ?? 0) + bounced(segment, row);
    this.durationMs[group] = (this.durationMs[group] ?? 0) + (segment.durationMs[row] ?? 0);
    this.conversions[group] = (this.conversions[group] ?? 0) + conversion;
  }

  /** Adds group `group`'s figures to the row of `value` in `rows`. */
  addTo(rows: Map<string, GroupRow>, group: number, value: string) {
    let row = rows.get(value);
    if (!row) {
      row = { value, ...noFigures() };
      rows.set(value, row);
    }
    row.visits += this.visits[group] ?? 0;
    row.visitors += this.visitors[group] ?? 0;
    row.page_views += this.pageViews[group] ?? 0;
    row.bounces += this.bounces[group] ?? 0;
    row.duration_ms += this.durationMs[group] ?? 0;
    row.conversions += this.conversions[group] ?? 0;
  }
}

/**
 * Adds the visits of a segment's day that pass the filters to `rows`, the figures per value of `dimension`
 * by value (visits without a value, such as those without a campaign, are no row; a visit is in the row of
 * every page it viewed and every goal it reached, which counts it as that goal's conversion). A visitor
 * counts once per day in a row, so the rows of several days are their sums.
 */
export function addGroupFigures(
  rows: Map<string, GroupRow>,
  segment: DaySegment,
  filters: readonly Filter[],
  dimension: Dimension,
) {
  const groups = new Groups(dimension === "goal" ? GOALS.length : segment.codes.size);
  forEachVisit(segment, filters, (row) => {
    const visitor = segment.visitor[row] ?? 0;
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
  groups.visits.forEach((visits, group) => {
    if (visits > 0)
      groups.addTo(rows, group, dimension === "goal" ? (GOALS[group] ?? "") : (segment.codes.values[group] ?? ""));
  });
}
