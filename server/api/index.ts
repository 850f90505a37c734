import express, { Router } from "express";
import { sharedLinks } from "../analytics/shares";
import { apiErrors, apiNotFound } from "../http/api-error";
import type { Services } from "../services";
import { analyticsRoutes } from "./analytics";
import { digestRoutes } from "./digest";
import { eventRoutes } from "./events";
import { funnelRoutes } from "./funnels";
import { goalRoutes } from "./goals";
import { healthRoutes } from "./health";
import { invitationRoutes } from "./invitation";
import { leadRoutes } from "./leads";
import { liveRoutes } from "./live";
import { newsletterRoutes } from "./newsletter";
import { savedViewRoutes } from "./saved-views";
import { secondFactorRoutes } from "./second-factors";
import { secondStepRoutes } from "./second-step";
import { securityRoutes } from "./security";
import { securityLogRoutes } from "./security-log";
import { staffOrShared } from "./shared-access";
import { shareRoutes } from "./shares";
import { signInRoutes } from "./sign-in";
import { staffRoutes } from "./staff";

/**
 * The API under /api: each router is handed the services it uses (docs/decisions/029). `siteUrl` (SITE_URL)
 * is where staff links point when a request names no page of its own.
 */
export function apiRouter(services: Services, siteUrl: string): Router {
  const { auth, staff, database, securityLog, requestKeys, analytics, ingest, mailer, newsletter, config } = services;
  const { guards, caller } = auth;
  const shares = sharedLinks(database.db);
  // Reading the figures: staff, or whoever holds a shared link (shared-access.ts).
  const readers = staffOrShared(shares, guards.requireStaff);
  const api = Router();
  // Reports are read raw (their checksum is over the bytes), before any JSON parsing.
  api.use(securityLogRoutes({ database, securityLog, requestKeys }));
  api.use(express.json({ limit: "16kb" }));
  api.use(healthRoutes({ database, config, isStaff: auth.isStaff }));
  api.use(eventRoutes({ analytics, ingest, requestKeys }));
  for (const path of [
    "/auth",
    "/leads",
    "/views",
    "/goals",
    "/funnels",
    "/shares",
    "/newsletter/subscribers",
    "/newsletter/issues",
    "/staff",
    "/account",
  ]) {
    api.use(path, guards.sameOrigin);
  }
  api.use(signInRoutes({ auth, staff, database, mode: services.mode }));
  api.use(secondStepRoutes({ auth }));
  api.use(secondFactorRoutes({ auth, securityLog, requestKeys }));
  api.use(invitationRoutes({ invitations: staff.invitations, securityLog }));
  api.use(staffRoutes({ staff, securityLog, mailer, guards }, siteUrl));
  api.use(digestRoutes({ database, mailer, guards, caller }));
  api.use(liveRoutes({ database, guards }));
  // A report covers at most the days the daily rollups keep; a filtered one, the days the visit rows are kept.
  api.use(analyticsRoutes({ database, analytics, readers }));
  api.use(leadRoutes({ database, analytics, guards }));
  api.use(savedViewRoutes({ database, guards }));
  api.use(goalRoutes({ database, guards, readers }));
  api.use(funnelRoutes({ database, guards, readers }));
  api.use(shareRoutes({ shares, guards }));
  api.use(securityRoutes({ securityLog, guards }, analytics.retention.rollupDays));
  api.use(
    newsletterRoutes({ database, securityLog, requestKeys, analytics, ingest, newsletter, mailer, guards, caller }),
  );
  // Every answer of the API is JSON, its errors in one shape (docs/decisions/028).
  api.use(apiNotFound);
  api.use(apiErrors(services.logger));
  return api;
}
