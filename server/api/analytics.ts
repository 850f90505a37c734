import { Router } from "express";
import { summaryCsv } from "../analytics/csv";
import { analyticsSummary } from "../analytics/summary";
import { requireStaff } from "../auth/guard";
import type { StaffAuth } from "../auth/index";
import { periodQuery } from "./period";

/** The staff's analytics: GET /api/analytics/summary?period=7d|30d|90d (JSON) and /export (CSV). */
export function analyticsRoutes(auth: StaffAuth): Router {
  const { db } = auth.database;
  const router = Router();
  router.use("/analytics", requireStaff(auth), periodQuery);
  router.get("/analytics/summary", async (_req, res) => {
    res.json(await analyticsSummary(db, res.locals.period));
  });
  router.get("/analytics/export", async (_req, res) => {
    const summary = await analyticsSummary(db, res.locals.period);
    res
      .type("text/csv; charset=utf-8")
      .attachment(`analytics-${summary.period}-${summary.to}.csv`)
      .send(summaryCsv(summary));
  });
  return router;
}
