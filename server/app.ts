import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { DEFAULT_LOCALE, SITE_URL } from "../app/config/build";
import { sharedLinks } from "./analytics/shares";
import { apiRouter } from "./api";
import { canonicalUrl } from "./http/canonical-url";
import type { InlineHashes } from "./http/csp-hashes";
import { finalErrors } from "./http/errors";
import { pageMethods, rejectBadPaths, rejectInvalidHost } from "./http/request-guards";
import { requestLog } from "./http/request-log";
import { noindexRouteData } from "./http/route-data";
import { securityHeaders } from "./http/security-headers";
import { staticFiles } from "./http/static-files";
import type { Services } from "./services";

export interface AppOptions {
  services: Services;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; in development Vite serves the files instead. */
  clientDir?: string;
  /** The prerendered pages' CSP hashes, by URL path (build/node/csp-hashes.json); none in development. */
  pageHashes?: Map<string, InlineHashes>;
  /** Express "trust proxy" setting (TRUST_PROXY). */
  trustProxy?: boolean | number | string;
  /** Development only: Vite's middleware. */
  devMiddleware?: RequestHandler;
}

/**
 * The whole HTTP surface: guards (Host, path bounds), API under /api, redirects to each page's one URL,
 * prerendered files, then the React Router renderer for everything else (staff area, 404s); errors end
 * in one plain answer.
 */
export function createApp({
  services,
  build,
  clientDir,
  pageHashes = new Map(),
  devMiddleware,
  trustProxy = false,
}: AppOptions) {
  const { logger, mode, newsletter, staff } = services;
  const shares = sharedLinks(services.database.db);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(requestLog(logger));
  app.use(securityHeaders({ mode, pageHashes }));
  app.use(noindexRouteData);
  app.use(rejectInvalidHost);
  app.use(rejectBadPaths);
  app.use(compression());
  app.use("/api", apiRouter(services, SITE_URL));
  app.use(canonicalUrl(DEFAULT_LOCALE));
  const mailOff = !services.mailer.enabled;
  if (clientDir) app.use(staticFiles(clientDir, { mailOff }));
  if (devMiddleware) app.use(devMiddleware);
  app.use(pageMethods);
  app.use(
    createRequestHandler({
      build,
      mode,
      getLoadContext: (_req, res) => ({
        cspNonce: res.locals.cspNonce,
        mailOff,
        newsletter,
        invitation: (token: string) => staff.invitations.lookup(token),
        share: (token: string) => shares.lookup(token),
      }),
    }),
  );
  app.use(finalErrors(logger));
  return app;
}
