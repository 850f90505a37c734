import { type Dimension, FUNNEL_STEPS, type FunnelStep } from "../../../../app/analytics/dimensions";
import { type Filter, filterGroups, foldCase } from "../../../../app/analytics/filters";
import { noFigures } from "../../ingest/visit";
import type { GroupRow } from "../figures";
import { kindOf, type SuspectMarks, type Test, type TextMarks } from "../filters/meaning";
import type { SuspectedValues } from "./judge";
import { type DaySegment, SINGLE_DIMENSIONS, type SingleDimension } from "./segment";

/**
 * The reports of a filtered view, computed from the visit columns. Every figure means what the rollup's
 * figure of the same name means (server/analytics/ingest/visit.ts `contributions`): visitors are distinct
 * pseudonyms, which change daily, so a visitor counts once per day; a visit bounced with at most one page
 * view and nothing its visitor did; a conversion is a visit that reached a goal counting as one then.
 */

const isSingle = (dimension: Dimension): dimension is SingleDimension =>
  (SINGLE_DIMENSIONS as readonly string[]).includes(dimension);

/** The test a filter sets on a visit: its kind's test (filters/meaning.ts), or its negation. */
function testOf({ dimension, negated, value, contains }: Filter, marks: SuspectMarks, texts: TextMarks): Test {
  const kind = kindOf(dimension);
  const holds = contains ? kind.testContains(foldCase(value), texts) : kind.test(value, marks);
  return negated ? (segment, row, code) => !holds(segment, row, code) : holds;
}

/** Marks the codes of `segment`'s day whose text contains `text` (folded). */
function markTexts(segment: DaySegment, text: string, into: TextMarks) {
  const { values } = segment.codes;
  into.codes = new Uint8Array(values.length);
  for (let code = 0; code < values.length; code++) {
    if (foldCase(values[code] ?? "").includes(text)) into.codes[code] = 1;
  }
}

/** `values` as marks by the codes of `segment`'s day. */
function marked(segment: DaySegment, values: readonly string[]): Uint8Array {
  const marks = new Uint8Array(segment.codes.size);
  for (const value of values) {
    const code = segment.codes.find(value);
    if (code > 0) marks[code] = 1;
  }
  return marks;
}

/**
 * A view's filters, set on the visits of one day after the other, with the filters' values in each day's
 * own codes (-1, which no visit has, when none of the day's visits had it). Its tests and the callers'
 * functions are made once per query, not per day: made anew for each day (and typed arrays for each day's
 * groups), they made a filtered breakdown a fifth slower at 1 million events.
 * A filter on suspected automated traffic needs the values the rule marks over the view's range
 * (`suspects`, judge.ts). With `before` (epoch milliseconds), only the visits that started before it pass.
 */
export class VisitFilter {
  private readonly tests: Test[];
  private readonly values: string[];
  private readonly codes: Int32Array;
  /** Where each group of filters (filterGroups) starts in `tests`, and where the last one ends. */
  private readonly groupStart: number[] = [0];
  private readonly marks: SuspectMarks = { source: new Uint8Array(0), referrer: new Uint8Array(0) };
  /** The day's marks of each `contains` filter's text. */
  private readonly texts: { text: string; marks: TextMarks }[] = [];
  /** The first second whose visits do not pass (`before`), or never. */
  private readonly endS: number;

  constructor(
    filters: readonly Filter[],
    private readonly suspects?: SuspectedValues,
    before?: number,
  ) {
    this.endS = before === undefined ? Number.POSITIVE_INFINITY : Math.ceil(before / 1000);
    const ordered = filterGroups(filters).flatMap((group) => {
      this.groupStart.push((this.groupStart.at(-1) ?? 0) + group.length);
      return group;
    });
    this.tests = ordered.map((filter) => {
      const texts = { codes: new Uint8Array(0) };
      if (filter.contains) this.texts.push({ text: foldCase(filter.value), marks: texts });
      return testOf(filter, this.marks, texts);
    });
    this.values = ordered.map((filter) => filter.value);
    this.codes = new Int32Array(ordered.length);
  }

  /** Calls `each` with every visit of `segment` that passes every group of filters (one filter of each group). */
  forEach(segment: DaySegment, each: (segment: DaySegment, row: number) => void) {
    const { tests, codes, groupStart, endS } = this;
    this.values.forEach((value, index) => {
      codes[index] = segment.codes.find(value);
    });
    if (this.suspects) {
      this.marks.source = marked(segment, this.suspects.source);
      this.marks.referrer = marked(segment, this.suspects.referrer);
    }
    for (const { text, marks } of this.texts) markTexts(segment, text, marks);
    const groupCount = groupStart.length - 1;
    visits: for (let row = 0; row < segment.size; row++) {
      if ((segment.startedS[row] ?? 0) >= endS) continue;
      groups: for (let group = 0; group < groupCount; group++) {
        for (let index = groupStart[group] ?? 0; index < (groupStart[group + 1] ?? 0); index++) {
          if ((tests[index] as Test)(segment, row, codes[index] ?? -1)) continue groups;
        }
        continue visits;
      }
      each(segment, row);
    }
  }
}

/** 1 when the visit converted. */
const converted = (segment: DaySegment, row: number) => segment.converted[row] ?? 0;

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

/** The figures and funnel of each day with visits that pass the filters, fed one day after the other. */
export class DailyFigures {
  /** The days with visits, in the order fed. */
  readonly days: DayFigures[] = [];
  private readonly visits: VisitFilter;
  private figures = emptyDay("");
  private lastVisitor = -1;

  constructor(filters: readonly Filter[], suspects?: SuspectedValues, before?: number) {
    this.visits = new VisitFilter(filters, suspects, before);
  }

  /** Counts the visits of a segment's day. */
  add(segment: DaySegment) {
    this.figures = emptyDay(segment.day);
    this.lastVisitor = -1;
    this.visits.forEach(segment, this.count);
    if (this.figures.visits > 0) this.days.push(this.figures);
  }

  private readonly count = (segment: DaySegment, row: number) => {
    const figures = this.figures;
    figures.visits++;
    // Rows are ordered by visitor: a visitor is new where it changes.
    const visitor = segment.visitor[row] ?? 0;
    if (visitor !== this.lastVisitor) figures.visitors++;
    this.lastVisitor = visitor;
    figures.page_views += segment.pageViews[row] ?? 0;
    figures.bounces += bounced(segment, row);
    figures.duration_ms += segment.durationMs[row] ?? 0;
    figures.conversions += converted(segment, row);
    const funnel = segment.funnel[row] ?? 0;
    FUNNEL_STEPS.forEach((step, index) => {
      if (funnel > index) figures[step]++;
    });
  };
}

/**
 * A day's figures per value, in arrays indexed by the value's code in the day: emptied for
 * each day rather than made anew (see VisitFilter).
 */
export class Groups {
  visits = new Float64Array(0);
  visitors = new Float64Array(0);
  pageViews = new Float64Array(0);
  bounces = new Float64Array(0);
  durationMs = new Float64Array(0);
  conversions = new Float64Array(0);
  /** The visitor last counted in each group. */
  private lastVisitor = new Int32Array(0);

  /** Empties the first `size` groups for the next day. */
  clear(size: number) {
    if (this.visits.length < size) {
      this.visits = new Float64Array(size);
      this.visitors = new Float64Array(size);
      this.pageViews = new Float64Array(size);
      this.bounces = new Float64Array(size);
      this.durationMs = new Float64Array(size);
      this.conversions = new Float64Array(size);
      this.lastVisitor = new Int32Array(size).fill(-1);
      return;
    }
    for (const figures of [this.visits, this.visitors, this.pageViews, this.bounces, this.durationMs, this.conversions])
      figures.fill(0, 0, size);
    this.lastVisitor.fill(-1, 0, size);
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
 * The visits that pass the filters grouped by the values of `dimension`, fed one day after the other: one
 * row per value with visits (visits without a value, such as those without a campaign, are no row; a visit
 * is in the row of every page it viewed and every goal it reached, which counts it as that goal's
 * conversion). A visitor counts once per day in a row, so a row's days add up.
 */
export class GroupFigures {
  private readonly visits: VisitFilter;
  private readonly groups = new Groups();
  private readonly byValue = new Map<string, GroupRow>();

  constructor(
    private readonly dimension: Dimension,
    filters: readonly Filter[],
    suspects?: SuspectedValues,
    before?: number,
  ) {
    this.visits = new VisitFilter(filters, suspects, before);
  }

  /** Adds the visits of a segment's day. */
  add(segment: DaySegment) {
    const { groups } = this;
    const size = segment.codes.size;
    groups.clear(size);
    this.visits.forEach(segment, this.count);
    for (let group = 0; group < size; group++) {
      if ((groups.visits[group] ?? 0) > 0) groups.addTo(this.byValue, group, segment.codes.values[group] ?? "");
    }
  }

  /** One row per value with visits, in no order. */
  rows(): GroupRow[] {
    return [...this.byValue.values()];
  }

  private readonly count = (segment: DaySegment, row: number) => {
    const { dimension, groups } = this;
    const visitor = segment.visitor[row] ?? 0;
    const views = segment.pageViews[row] ?? 0;
    const conversion = converted(segment, row);
    if (dimension === "page") {
      for (let at = segment.pageStart[row] ?? 0, end = segment.pageStart[row + 1] ?? 0; at < end; at++) {
        groups.add(segment.pageCode[at] ?? 0, visitor, segment, row, segment.pageCount[at] ?? 0, conversion);
      }
    } else if (dimension === "goal") {
      for (let at = segment.goalStart[row] ?? 0, end = segment.goalStart[row + 1] ?? 0; at < end; at++) {
        groups.add(segment.goalCode[at] ?? 0, visitor, segment, row, views, 1);
      }
    } else if (isSingle(dimension)) {
      const code = segment.single[dimension][row] ?? 0;
      const pagesOnly = dimension === "entry_page" || dimension === "exit_page";
      if (code !== 0 && (!pagesOnly || views > 0)) groups.add(code, visitor, segment, row, views, conversion);
    }
  };
}
