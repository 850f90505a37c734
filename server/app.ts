import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { DEFAULT_LOCALE, SITE_URL } from "../app/config/build";
import type { Analytics } from "./analytics/index";
import { apiRouter, type IngestOptions } from "./api";
import type { StaffAuth } from "./auth/index";
import type { Logger } from "./config/logger";
import type { SecurityConfig } from "./config/security-config";
import { canonicalUrl } from "./http/canonical-url";
import type { InlineHashes } from "./http/csp-hashes";
import { finalErrors } from "./http/errors";
import { pageMethods, rejectBadPaths, rejectInvalidHost } from "./http/request-guards";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { staticFiles } from "./http/static-files";
import type { Mailer } from "./mail/index";
import type { NewsletterConsent } from "./newsletter/consent";

export interface AppOptions {
  auth: StaffAuth;
  analytics: Analytics;
  /** The security configuration (docs/PRODUCT.md#security-configuration; title and version for /api/health). */
  config: SecurityConfig;
  logger: Logger;
  /** Mail: the newsletter's confirmations, staff invitations, digests. */
  mailer: Mailer;
  /** The newsletter's double opt-in, for its API and for the pages of its links. */
  newsletter: NewsletterConsent;
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** build/client in production; in development Vite serves the files instead. */
  clientDir?: string;
  /** The prerendered pages' CSP hashes, by URL path (build/node/csp-hashes.json); none in development. */
  pageHashes?: Map<string, InlineHashes>;
  /** Express "trust proxy" setting (TRUST_PROXY). */
  trustProxy?: boolean | number | string;
  /** The analytics ingest's limits and the CDN country header (CDN_COUNTRY_HEADER). */
  ingest: IngestOptions;
  /** Development only: Vite's middleware. */
  devMiddleware?: RequestHandler;
}

/**
 * The whole HTTP surface: guards (Host, path bounds), API under /api, redirects to each page's one URL,
 * prerendered files, then the React Router renderer for everything else (staff area, 404s); errors end
 * in one plain answer.
 */
export function createApp({
  auth,
  analytics,
  config,
  logger,
  mailer,
  newsletter,
  build,
  mode,
  clientDir,
  pageHashes = new Map(),
  devMiddleware,
  trustProxy = false,
  ingest,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(requestLog(logger));
  app.use(securityHeaders({ mode, pageHashes }));
  app.use(rejectInvalidHost);
  app.use(rejectBadPaths);
  app.use(compression());
  app.use(
    "/api",
    apiRouter({
      auth,
      analytics,
      logger,
      mailer,
      newsletter,
      ingest,
      siteUrl: SITE_URL,
      config,
    }),
  );
  app.use(canonicalUrl(DEFAULT_LOCALE));
  if (clientDir) app.use(staticFiles(clientDir));
  if (devMiddleware) app.use(devMiddleware);
  app.use(pageMethods);
  app.use(
    createRequestHandler({
      build,
      mode,
      getLoadContext: (_req, res) => ({
        cspNonce: res.locals.cspNonce,
        newsletter,
        invitation: (token: string) => auth.invitations.lookup(token),
      }),
    }),
  );
  app.use(finalErrors(logger));
  return app;
}
