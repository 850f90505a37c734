import type { Filter } from "../../../../app/analytics/filters";
import type { SuspectedValues } from "./judge";
import { VisitFilter } from "./scan";
import type { DaySegment } from "./segment";

/** Whether a step of a journey (a page, a form stage, a goal's token) is the funnel step's. */
export type StepTest = (step: string) => boolean;

/**
 * The visitors of the visits that pass the filters who reached each step of a funnel, in order, within one
 * visit, fed one day after the other: a visit reaches step k when its journey holds step 1, then step 2 later,
 * and so on up to step k (the first matching step each time, which finds the longest such run). A visitor
 * counts once per day at each step, as the other reports count visitors.
 */
export class FunnelFigures {
  private readonly visits: VisitFilter;
  readonly visitors: number[];
  /** Per step, the day's codes whose text the step matches. */
  private marks: Uint8Array[] = [];
  private lastVisitor: Int32Array;

  constructor(
    private readonly steps: readonly StepTest[],
    filters: readonly Filter[],
    suspects?: SuspectedValues,
    /** The first moment whose visits do not count (a compared range cut at the time of day of today's view). */
    before?: number,
  ) {
    this.visits = new VisitFilter(filters, suspects, before);
    this.visitors = steps.map(() => 0);
    this.lastVisitor = new Int32Array(steps.length);
  }

  /** Adds the visits of a segment's day. */
  add(segment: DaySegment) {
    const { values } = segment.codes;
    this.marks = this.steps.map((test) => {
      const marks = new Uint8Array(values.length);
      for (let code = 1; code < values.length; code++) if (test(values[code] ?? "")) marks[code] = 1;
      return marks;
    });
    this.lastVisitor.fill(-1);
    this.visits.forEach(segment, this.count);
  }

  private readonly count = (segment: DaySegment, row: number) => {
    const { marks, visitors, lastVisitor } = this;
    let reached = 0;
    for (let at = segment.stepStart[row] ?? 0, end = segment.stepStart[row + 1] ?? 0; at < end; at++) {
      if (marks[reached]?.[segment.stepCode[at] ?? 0] === 1 && ++reached === marks.length) break;
    }
    const visitor = segment.visitor[row] ?? 0;
    for (let step = 0; step < reached; step++) {
      if (lastVisitor[step] !== visitor) {
        visitors[step] = (visitors[step] ?? 0) + 1;
        lastVisitor[step] = visitor;
      }
    }
  };
}
