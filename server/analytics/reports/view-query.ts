import type { RequestHandler } from "express";
import type { Kysely } from "kysely";
import type { ComparisonRefusal } from "../../../app/admin/types";
import { type Filter, MAX_FILTERS, parseFilter } from "../../../app/analytics/filters";
import { COMPARISONS, type Comparison, comparisonRange } from "../../../app/analytics/periods";
import type { Database } from "../../db/schema";
import { type ApiErrorCode, sendError } from "../../http/api-error";
import { customGoals, type GoalNames } from "../goals";
import type { Retention } from "../ingest/prune";
import { type PeriodLocals, periodQuery } from "./period-query";
import { firstVisitDay } from "./visit-ranges";

/** A view of the analytics: its period (see period-query.ts), its filters and what it is compared with. */
export interface ViewLocals extends PeriodLocals {
  filters: Filter[];
  comparison: Comparison;
  goals: GoalNames;
}

const asList = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The view a staff report shows: a period (period-query.ts), filters (`filter=dimension:value`, `!:`, `~:` or
 * `!~:`, repeatable: app/analytics/filters.ts says how they combine) and `compare=previous|year|none` (previous when
 * absent). Filters read the visit rows, which are kept `retention.eventDays`: a filtered range must lie
 * within them. A goal is named in filters by its name and in the reports by its token (server/analytics/goals.ts):
 * the goals of the moment name them both ways. res.locals holds it as ViewLocals; 400 names the problem.
 */
export function viewQuery(retention: Retention, db: Kysely<Database>): RequestHandler[] {
  const goals = customGoals(db);
  const views: RequestHandler = async (req, res, next) => {
    const refuse = (code: ApiErrorCode, problem: string) => sendError(res, 400, code, { message: problem });
    const texts = asList(req.query.filter);
    if (texts.length > MAX_FILTERS) return refuse("analytics/invalid-filter", `more than ${MAX_FILTERS} filters`);
    const filters: Filter[] = [];
    for (const text of texts) {
      if (typeof text !== "string") return refuse("analytics/invalid-filter", "filter is not dimension:value");
      const filter = parseFilter(text);
      if ("problem" in filter) return refuse("analytics/invalid-filter", filter.problem);
      filters.push(filter);
    }
    const compare = req.query.compare ?? "previous";
    if (!COMPARISONS.includes(compare as Comparison)) {
      return refuse("analytics/invalid-compare", `compare is one of ${COMPARISONS.join(", ")}`);
    }
    const { range } = res.locals as PeriodLocals;
    const first = firstVisitDay(retention);
    if (filters.length > 0 && range.from < first) {
      return refuse("analytics/invalid-period", `filters reach back ${retention.eventDays} days, to ${first}`);
    }
    const names = await goals.names();
    const tokens = filters.map((filter) =>
      filter.dimension === "goal" ? { ...filter, value: names.tokenOf(filter.value) } : filter,
    );
    Object.assign(res.locals, { filters: tokens, comparison: compare as Comparison, goals: names });
    next();
  };
  return [periodQuery(retention.rollupDays), views];
}

/**
 * After viewQuery: refuses a filtered view whose compared range reaches back before the visit rows kept
 * (summary and export, which read the comparison): 400 `analytics/invalid-period` with the details of
 * ComparisonRefusal, rather than figures compared with missing visits.
 */
export function comparedWithinVisits(retention: Retention): RequestHandler {
  return (_req, res, next) => {
    const { range, filters, comparison } = res.locals as ViewLocals;
    const compared = comparisonRange(range, comparison);
    const first = firstVisitDay(retention);
    if (filters.length === 0 || !compared || compared.from >= first) return next();
    const problem = `filters reach back ${retention.eventDays} days, to ${first}, and the compared range starts ${compared.from}`;
    const refusal: ComparisonRefusal = { reason: "compared-before-visits", visitsFrom: first, compared };
    sendError(res, 400, "analytics/invalid-period", { message: problem, ...refusal });
  };
}
