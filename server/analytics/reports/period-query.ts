import type { RequestHandler } from "express";
import { z } from "zod";
import { type DayRange, daysIn, PERIODS, type Period, periodRange } from "../../../app/analytics/periods";
import { sendError } from "../../http/api-error";
import { dayOf, startOfDay } from "../time";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "not a YYYY-MM-DD date")
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, "not a date");

/** What a request names: a period, or a custom range of days (`from` and `to`, both included). */
const named = z.object({ period: z.enum(PERIODS) });
const custom = z.object({ period: z.literal("custom").optional(), from: day, to: day });

export interface PeriodLocals {
  /** The period's name, "custom" for a range of days. */
  period: Period | "custom";
  range: DayRange;
  /** Epoch milliseconds of the range's first instant. */
  since: number;
}

/**
 * The dashboard's date range, required and checked: `?period=today|yesterday|7d|30d|90d|month|last_month|year|12mo`
 * or `?from=YYYY-MM-DD&to=YYYY-MM-DD` in the site's calendar, at most `maxDays` long (what the daily rollups
 * keep) and not after today. res.locals holds it as PeriodLocals; 400 names the problem.
 */
export function periodQuery(maxDays: number): RequestHandler {
  return (req, res, next) => {
    const today = dayOf(Date.now());
    const refuse = (problem: string) =>
      sendError(res, 400, "analytics/invalid-period", {
        message: problem,
        allowed: [...PERIODS, "custom (from, to)"],
      });
    const isCustom = "from" in req.query || "to" in req.query;
    const parsed = isCustom ? custom.safeParse(req.query) : named.safeParse(req.query);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      return void refuse(issue ? `${issue.path.join(".") || "query"}: ${issue.message}` : "invalid");
    }
    const range =
      "from" in parsed.data ? { from: parsed.data.from, to: parsed.data.to } : periodRange(parsed.data.period, today);
    const period = "from" in parsed.data ? "custom" : parsed.data.period;
    if (range.from > range.to) return void refuse("from is after to");
    if (range.to > today) return void refuse("to is after today");
    if (daysIn(range) > maxDays) return void refuse(`longer than the ${maxDays} days kept`);
    const locals: PeriodLocals = { period, range, since: startOfDay(range.from) };
    Object.assign(res.locals, locals);
    next();
  };
}
