import type { Filter } from "../../../../app/analytics/filters";
import type { SeriesFigures } from "../../../../app/analytics/series";
import { HOUR_MS, startOfDay } from "../../time";
import type { SuspectedValues } from "./judge";
import { Groups, VisitFilter } from "./scan";
import type { DaySegment } from "./segment";

/** The hours a day of the site's calendar can have (25 where the clock goes back). */
const HOURS_IN_A_DAY = 25;

/**
 * The figures of each hour of the site's clock with visits that pass the filters (and started before
 * `before`), fed one day after the other: a visit counts in the hour it started, a visitor once per hour.
 */
export class HourlyFigures {
  private readonly visits: VisitFilter;
  private readonly groups = new Groups();
  /** By the hour's first moment, epoch milliseconds. */
  readonly byHour = new Map<number, SeriesFigures>();
  private dayStart = 0;

  constructor(filters: readonly Filter[], suspects?: SuspectedValues, before?: number) {
    this.visits = new VisitFilter(filters, suspects, before);
  }

  /** Counts the visits of a segment's day. */
  add(segment: DaySegment) {
    const { groups } = this;
    this.dayStart = startOfDay(segment.day);
    groups.clear(HOURS_IN_A_DAY);
    this.visits.forEach(segment, this.count);
    for (let hour = 0; hour < HOURS_IN_A_DAY; hour++) {
      const visits = groups.visits[hour] ?? 0;
      if (visits === 0) continue;
      this.byHour.set(this.dayStart + hour * HOUR_MS, {
        visits,
        visitors: groups.visitors[hour] ?? 0,
        pageViews: groups.pageViews[hour] ?? 0,
      });
    }
  }

  private readonly count = (segment: DaySegment, row: number) => {
    const started = (segment.startedS[row] ?? 0) * 1000;
    const hour = Math.min(HOURS_IN_A_DAY - 1, Math.max(0, Math.floor((started - this.dayStart) / HOUR_MS)));
    this.groups.add(hour, segment.visitor[row] ?? 0, segment, row, segment.pageViews[row] ?? 0, 0);
  };
}
