import express, { Router } from "express";
import type { Analytics } from "../analytics/index";
import { sameOrigin } from "../auth/guard";
import type { StaffAuth } from "../auth/index";
import type { Logger } from "../config/logger";
import type { SecurityConfig } from "../config/security-config";
import { apiErrors, apiNotFound } from "../http/api-error";
import type { Mailer } from "../mail/index";
import type { NewsletterConsent } from "../newsletter/consent";
import { analyticsRoutes } from "./analytics";
import { authRoutes } from "./auth";
import { digestRoutes } from "./digest";
import { type EventRouteOptions, eventRoutes } from "./events";
import { factorRoutes } from "./factors";
import { healthRoutes } from "./health";
import { invitationRoutes } from "./invitation";
import { leadRoutes } from "./leads";
import { liveRoutes } from "./live";
import { newsletterRoutes } from "./newsletter";
import { secondFactorRoutes } from "./second-factor";
import { securityRoutes } from "./security";
import { securityLogRoutes } from "./security-log";
import { staffRoutes } from "./staff";

/** What POST /api/events needs besides the analytics: its limits and the CDN country header. */
export type IngestOptions = Omit<EventRouteOptions, "keys">;

export function apiRouter({
  auth,
  analytics,
  logger,
  mailer,
  newsletter,
  ingest,
  siteUrl,
  config,
}: {
  auth: StaffAuth;
  analytics: Analytics;
  logger: Logger;
  mailer: Mailer;
  newsletter: NewsletterConsent;
  ingest: IngestOptions;
  /** SITE_URL: the origin whose pages may send state-changing staff requests (besides this server's own). */
  siteUrl: string;
  config: SecurityConfig;
}): Router {
  const api = Router();
  // Reports are read raw (their checksum is over the bytes), before any JSON parsing.
  api.use(securityLogRoutes(auth.database.db, auth.log, auth.keys));
  api.use(express.json({ limit: "16kb" }));
  api.use(healthRoutes(auth.database, config, auth.isStaff));
  api.use(eventRoutes(analytics, { ...ingest, keys: auth.keys }));
  api.use("/auth", sameOrigin(auth, siteUrl));
  api.use("/leads", sameOrigin(auth, siteUrl));
  api.use("/newsletter/subscribers", sameOrigin(auth, siteUrl));
  api.use("/newsletter/issues", sameOrigin(auth, siteUrl));
  api.use("/staff", sameOrigin(auth, siteUrl));
  api.use("/account", sameOrigin(auth, siteUrl));
  api.use(authRoutes(auth));
  api.use(secondFactorRoutes(auth));
  api.use(factorRoutes(auth));
  api.use(invitationRoutes(auth));
  api.use(staffRoutes(auth, mailer, siteUrl));
  api.use(digestRoutes(auth, mailer));
  api.use(liveRoutes(auth));
  // A report covers at most the days the daily rollups keep; a filtered one, the days the visit rows are kept.
  api.use(analyticsRoutes(auth, analytics.retention));
  api.use(leadRoutes(auth, analytics.retention));
  api.use(securityRoutes(auth, analytics.retention.rollupDays));
  api.use(newsletterRoutes(auth, analytics, ingest.countryHeader, newsletter, mailer));
  // Every answer of the API is JSON, its errors in one shape (docs/decisions/028).
  api.use(apiNotFound);
  api.use(apiErrors(logger));
  return api;
}
