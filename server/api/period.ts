import type { RequestHandler } from "express";
import { z } from "zod";
import { DASHBOARD_PERIODS as PERIODS } from "../../app/config/constants";
import type { DayRange } from "../analytics/breakdown";
import { DAY_MS, dayOf, daysEnding } from "../analytics/time";

const query = z.object({ period: z.enum(Object.keys(PERIODS) as [keyof typeof PERIODS]) });

/**
 * The dashboard's ?period=7d|30d|90d, required and checked: res.locals.period holds it and
 * res.locals.since the epoch milliseconds that many days ago.
 */
export const periodQuery: RequestHandler = (req, res, next) => {
  const parsed = query.safeParse(req.query);
  if (!parsed.success) {
    res.status(400).json({ error: "invalid_period", allowed: Object.keys(PERIODS) });
    return;
  }
  res.locals.period = parsed.data.period;
  res.locals.since = Date.now() - PERIODS[parsed.data.period] * DAY_MS;
  next();
};

/** The days of a dashboard period ending today (the site's calendar), first and last. */
export function periodRange(period: keyof typeof PERIODS, now = Date.now()): DayRange {
  const today = dayOf(now);
  return { from: daysEnding(today, PERIODS[period])[0] ?? today, to: today };
}
