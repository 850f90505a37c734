import { type Request, Router } from "express";
import type { Services } from "../services";

/**
 * Liveness and readiness in one: 200 when the database answers, 503 when it does not. Anyone (a load
 * balancer) gets the status only; staff also get which version runs and on which database.
 */
export function healthRoutes({
  database,
  config: { appTitle, appVersion },
  isStaff,
}: Pick<Services, "database" | "config"> & { isStaff: (req: Request) => Promise<boolean> }): Router {
  const router = Router();
  router.get("/health", async (req, res) => {
    const up = await database.ping();
    const status = up ? "ok" : "unavailable";
    res.status(up ? 200 : 503).set("Cache-Control", "no-store");
    if (!(await isStaff(req))) {
      res.json({ status });
      return;
    }
    res.json({
      status,
      app: { title: appTitle, version: appVersion },
      database: { dialect: database.dialect, reachable: up },
    });
  });
  return router;
}
