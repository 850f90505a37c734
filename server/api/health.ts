import { Router } from "express";
import type { SecurityConfig } from "../config/security-config";
import type { DatabaseHandle } from "../db/database";

/** Liveness and readiness in one: 200 when the database answers, 503 when it does not; says which version runs. */
export function healthRoutes(database: DatabaseHandle, { appTitle, appVersion }: SecurityConfig): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    const up = await database.ping();
    res
      .status(up ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({
        status: up ? "ok" : "unavailable",
        app: { title: appTitle, version: appVersion },
        database: { dialect: database.dialect, reachable: up },
      });
  });
  return router;
}
