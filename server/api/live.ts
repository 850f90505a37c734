import { Router } from "express";
import { liveFigures } from "../analytics/reports/live";
import type { StaffGuards } from "../auth/guard";
import type { Services } from "../services";

/**
 * GET /api/analytics/live: visitors in the last five minutes and the latest events (see analytics/live.ts).
 * It takes no period, so it is mounted before the reports' routes, which require one.
 */
export function liveRoutes({ database, guards }: Pick<Services, "database"> & { guards: StaffGuards }): Router {
  const router = Router();
  router.get("/analytics/live", guards.requireStaff, async (_req, res) => {
    res.json(await liveFigures(database.db));
  });
  return router;
}
