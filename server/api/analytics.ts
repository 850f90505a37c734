import { Router } from "express";
import { z } from "zod";
import { DIMENSIONS } from "../../app/analytics/dimensions";
import { comparisonRange, type DayRange } from "../../app/analytics/periods";
import { breakdown } from "../analytics/breakdown";
import { exportView } from "../analytics/export";
import type { Retention } from "../analytics/prune";
import { analyticsSummary } from "../analytics/summary";
import { warmVisitColumns } from "../analytics/visit-columns/cache";
import { requireStaff } from "../auth/guard";
import type { StaffAuth } from "../auth/index";
import { parseQuery } from "../http/query";
import { firstVisitDay, type ViewLocals, viewQuery } from "./view";

const breakdownQuery = z.object({
  dimension: z.enum(DIMENSIONS),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * The staff's analytics, for a view (a period, filters and a comparison: see view.ts): GET /api/analytics/summary (JSON), /breakdown?dimension=D
 * (rows per value of a dimension, `limit` 1-1000 from `offset`) and /export (a zip of CSV files, one per report).
 */
export function analyticsRoutes(auth: StaffAuth, retention: Retention): Router {
  const store = auth.database;
  const router = Router();
  router.use("/analytics", requireStaff(auth), viewQuery(retention));
  router.get("/analytics/summary", async (_req, res) => {
    const view = res.locals as ViewLocals;
    res.json(await analyticsSummary(store, view));
    // Whoever opens the dashboard may filter it next: its days and those it is compared with are read ahead.
    if (view.filters.length === 0) {
      const ranges = [view.range, comparisonRange(view.range, view.comparison)];
      warmVisitColumns(
        store,
        ranges.filter((range): range is DayRange => range !== null && range.from >= firstVisitDay(retention)),
      );
    }
  });
  router.get("/analytics/breakdown", async (req, res) => {
    const query = parseQuery(breakdownQuery, req, res);
    if (!query) return;
    const { dimension, limit, offset } = query;
    const view = res.locals as ViewLocals;
    res.json({ dimension, ...view.range, ...(await breakdown(store, dimension, view, { limit, offset })) });
  });
  router.get("/analytics/export", async (_req, res) => {
    const view = res.locals as ViewLocals;
    res
      .type("application/zip")
      .attachment(`analytics-${view.range.from}-${view.range.to}.zip`)
      .send(Buffer.from(await exportView(store, view)));
  });
  return router;
}
