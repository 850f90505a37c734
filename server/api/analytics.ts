import { Router } from "express";
import type { Kysely } from "kysely";
import { z } from "zod";
import { summaryCsv } from "../analytics/csv";
import { analyticsSummary, PERIODS } from "../analytics/summary";
import type { Database } from "../db/schema";

const query = z.object({ period: z.enum(Object.keys(PERIODS) as [keyof typeof PERIODS]) });

/**
 * The staff's analytics: GET /api/analytics/summary?period=7d|30d|90d (JSON) and /export (CSV). Staff
 * sign-in guards them once it exists; until then they answer 401 unless ANALYTICS_API_OPEN is set.
 */
export function analyticsRoutes(db: Kysely<Database>, { open }: { open: boolean }): Router {
  const router = Router();
  router.use("/analytics", (req, res, next) => {
    if (!open) {
      res.status(401).json({ error: "sign_in_required" });
      return;
    }
    const parsed = query.safeParse(req.query);
    if (!parsed.success) {
      res.status(400).json({ error: "invalid_period", allowed: Object.keys(PERIODS) });
      return;
    }
    res.locals.period = parsed.data.period;
    next();
  });
  router.get("/analytics/summary", async (_req, res) => {
    res.set("Cache-Control", "no-store").json(await analyticsSummary(db, res.locals.period));
  });
  router.get("/analytics/export", async (_req, res) => {
    const summary = await analyticsSummary(db, res.locals.period);
    res
      .set("Cache-Control", "no-store")
      .type("text/csv; charset=utf-8")
      .attachment(`analytics-${summary.period}-${summary.to}.csv`)
      .send(summaryCsv(summary));
  });
  return router;
}
