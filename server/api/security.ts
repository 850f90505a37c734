import { Router } from "express";
import type { SecuritySummary } from "../../app/admin/types";
import { periodQuery } from "../analytics/reports/period-query";
import type { StaffGuards } from "../auth/guard";
import { isLocalhost } from "../http/localhost";
import type { SecurityLog } from "../security/log";

/** Events the security panel lists at most: the latest of the period. */
export const SECURITY_EVENTS_LISTED = 100;

/**
 * GET /api/security/summary?period= (or from, to): the dashboard's security panel. isSecure says whether the staff
 * page reached the server over HTTPS (or on this machine, which browsers treat as secure); the count is
 * of the security log's events in the period; the last events are the latest the server recorded itself
 * and the latest of those anyone can cause (reports, refused requests), shown apart so that a flood of
 * the latter cannot hide the former. GET /api/security/events (the same query): the period's latest events,
 * newest first (at most SECURITY_EVENTS_LISTED), which the panel lists when opened.
 */
export function securityRoutes(
  { securityLog, guards }: { securityLog: SecurityLog; guards: StaffGuards },
  maxDays: number,
): Router {
  const router = Router();
  router.get("/security/summary", guards.requireStaff, periodQuery(maxDays), async (req, res) => {
    const summary: SecuritySummary = {
      isSecure: req.secure || isLocalhost(req.hostname),
      ...(await securityLog.summary(res.locals.since)),
    };
    res.json(summary);
  });
  router.get("/security/events", guards.requireStaff, periodQuery(maxDays), async (_req, res) => {
    res.json({ events: await securityLog.events(res.locals.since, SECURITY_EVENTS_LISTED) });
  });
  return router;
}
