import { Router } from "express";
import { liveFigures } from "../analytics/reports/live";
import { requireStaff } from "../auth/guard";
import type { StaffAuth } from "../auth/index";

/**
 * GET /api/analytics/live: visitors in the last five minutes and the latest events (see analytics/live.ts).
 * It takes no period, so it is mounted before the reports' routes, which require one.
 */
export function liveRoutes(auth: StaffAuth): Router {
  const router = Router();
  router.get("/analytics/live", requireStaff(auth), async (_req, res) => {
    res.json(await liveFigures(auth.database.db));
  });
  return router;
}
