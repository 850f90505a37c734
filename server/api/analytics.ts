import { Router } from "express";
import { z } from "zod";
import { DIMENSIONS } from "../../app/analytics/dimensions";
import { breakdown } from "../analytics/breakdown";
import { exportView } from "../analytics/export";
import type { Retention } from "../analytics/prune";
import { analyticsSummary } from "../analytics/summary";
import { requireStaff } from "../auth/guard";
import type { StaffAuth } from "../auth/index";
import { parseQuery } from "../http/query";
import { type ViewLocals, viewQuery } from "./view";

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
    res.json(await analyticsSummary(store, res.locals as ViewLocals));
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
