import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { DEFAULT_LOCALE, SITE_URL } from "../app/config/build";
import { createAnalytics } from "./analytics/index";
import { ingestLimits } from "./analytics/ingest/ingest-limits";
import { readAhead } from "./analytics/reports/visit-columns/cache";
import { defaultVisitRanges } from "./api/analytics";
import { type AppOptions, createApp } from "./app";
import { createStaffAuth, type StaffAuth } from "./auth/index";
import { dropLog } from "./config/drop-log";
import type { Env } from "./config/env";
import type { Logger } from "./config/logger";
import { securityConfig } from "./config/security-config";
import { tightenDataDir } from "./db/data-dir";
import { migrate, openDatabase } from "./db/database";
import { weeklyDigests } from "./digest/index";
import { requestKeys } from "./http/request-keys";
import { createMailer } from "./mail/index";
import { newsletterConsent } from "./newsletter/consent";
import { securityLog } from "./security/log";

type StartOptions = Pick<AppOptions, "build" | "mode" | "clientDir" | "pageHashes" | "devMiddleware"> & {
  env: Env;
  logger: Logger;
  /** Development only: the demo account to make sure of (app/admin/demo-account.ts). */
  demoAccount?: { email: string; password: string; displayName: string };
};

/** Development has its demo account; production never keeps one, whatever the database holds. */
async function settleDemoAccount(auth: StaffAuth, logger: Logger, demo: StartOptions["demoAccount"]) {
  if (auth.mode === "production" || !demo) {
    const removed = await auth.accounts.removeDemo();
    if (removed > 0) logger.warn({ removed }, "removed the development demo account from the database");
    return;
  }
  if (!(await auth.accounts.find(demo.email))) await auth.accounts.create({ ...demo, demo: true });
  logger.info({ email: demo.email }, "development demo account ready (shown on /admin)");
}

/**
 * On SIGTERM/SIGINT: stop listening, answer every request already received or still arriving on an open
 * connection (those arriving now with "Connection: close"), close connections as they fall idle (checked
 * every 100 ms, so keep-alive clients cannot hold the process open), then write what waits and exit. Logs
 * how many requests were in flight and whether any went unanswered. (bench:load measured this against
 * waiting for idle connections to time out: fewer requests met a closed connection.)
 */
function closeGracefully(server: Server, onClosed: () => Promise<void>, logger: Logger, timeoutS: number) {
  let closing = false;
  const active = new Set<ServerResponse>();
  let aborted = 0;
  let received = 0;
  // Runs before the app for every request, so that it can still change how the answer ends.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    active.add(res);
    res.on("close", () => {
      active.delete(res);
      if (!res.writableFinished) aborted++;
    });
    if (closing) {
      received++;
      res.setHeader("Connection", "close");
    }
  });
  return (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error({ inFlight: active.size }, "requests did not finish in time; exiting");
      process.exit(1);
    }, timeoutS * 1000);
    force.unref();
    const inFlight = active.size;
    const abortedBefore = aborted;
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(async () => {
      clearInterval(idle);
      logger.info({ inFlight, received, unanswered: aborted - abortedBefore }, "requests in flight at shutdown");
      await onClosed();
      logger.info("stopped");
      process.exit(0);
    });
  };
}

/** Opens and migrates the database, then serves the site until SIGTERM/SIGINT. */
export async function start({ env, logger, demoAccount, ...app }: StartOptions): Promise<Server> {
  if (env.TRUST_PROXY === true && app.mode === "production") {
    logger.warn("TRUST_PROXY=true believes any client's X-Forwarded-For; set the number of proxy hops instead");
  }
  if (env.PASSWORD_HASH_COST === "test") {
    logger.warn("PASSWORD_HASH_COST=test: password hashes are cheap to crack; a setting for the test suite only");
  }
  for (const change of tightenDataDir(env.DATA_DIR)) {
    logger.warn(
      change,
      change.error
        ? "DATA_DIR is open to other users and could not be tightened"
        : "DATA_DIR was open to other users: tightened",
    );
  }
  if (env.CDN_COUNTRY_HEADER && !env.TRUST_PROXY) {
    logger.warn("CDN_COUNTRY_HEADER is believed only behind a trusted proxy, and TRUST_PROXY trusts none");
  }
  const config = securityConfig(env);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const applied = await migrate(database.db);
  logger.info({ dialect: database.dialect, applied }, "database ready");

  const analytics = createAnalytics(database, logger, {
    retention: { eventDays: env.ANALYTICS_RETENTION_DAYS, rollupDays: env.ANALYTICS_ROLLUP_RETENTION_DAYS },
    memoryMB: env.ANALYTICS_MEMORY_MB,
  });
  const ingest = ingestLimits(database.db, logger, {
    perClient: env.ANALYTICS_CLIENT_EVENTS_PER_MINUTE,
    total: env.ANALYTICS_EVENTS_PER_MINUTE,
  });
  const unrecordedRefusals = dropLog(
    logger,
    "refused requests not recorded in the security log (over a client's limit)",
  );
  const auth = createStaffAuth({
    database,
    mode: app.mode,
    session: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, maxMs: env.SESSION_MAX_HOURS * 3_600_000 },
    distinctErrors: env.AUTH_DISTINCT_ERRORS,
    log: securityLog(database.db, { limit: env.SECURITY_LOG_MAX_EVENTS, unrecorded: unrecordedRefusals }),
    keys: requestKeys(config.securityToken),
    apiKey: config.apiSecurityKey,
    hashCost: env.PASSWORD_HASH_COST,
    securityToken: config.securityToken,
    issuer: config.appTitle,
    siteUrl: SITE_URL,
  });
  await settleDemoAccount(auth, logger, demoAccount);
  const mailer = createMailer(env, app.mode, database, logger);
  const newsletter = newsletterConsent(database, mailer, analytics);
  const digests = weeklyDigests(database, mailer, logger);
  // Sign-ups whose link expired are forgotten: at start, then every hour.
  const pruneSignUps = () =>
    newsletter.prune().then(
      (removed) => removed > 0 && logger.info({ removed }, "unconfirmed newsletter sign-ups deleted"),
      (error: unknown) => logger.warn({ err: error }, "deleting unconfirmed newsletter sign-ups failed"),
    );
  void pruneSignUps();
  const signUpPruning = setInterval(pruneSignUps, 3_600_000);
  signUpPruning.unref();

  // Filtered views read the visit columns (decision 018): those of the views staff open first are read in
  // the background once the server listens, a day at a time between requests, so that neither readiness
  // nor a request waits for them and the first filtered view after a start finds them in memory.
  const readingAhead = new AbortController();
  const readDefaultViews = () => {
    const started = Date.now();
    readAhead(database, defaultVisitRanges(analytics.retention), readingAhead.signal).then(
      (days) => logger.info({ days, ms: Date.now() - started }, "visit columns of the default views read ahead"),
      (error: unknown) => logger.warn({ err: error }, "reading the visit columns ahead failed"),
    );
  };

  const server = createApp({
    auth,
    analytics,
    config,
    logger,
    mailer,
    newsletter,
    trustProxy: env.TRUST_PROXY,
    ingest: { limits: ingest, countryHeader: env.CDN_COUNTRY_HEADER },
    ...app,
  }).listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    logger.info(
      { port, host: env.HOST, siteUrl: SITE_URL, defaultLocale: DEFAULT_LOCALE, mode: app.mode },
      "listening",
    );
    readDefaultViews();
    // Off, the outbox keeps what it holds until a start with SMTP_URL sends it.
    if (mailer.enabled) mailer.outbox.start();
    digests.start();
  });
  server.on("error", (error) => {
    logger.fatal({ err: error }, "server error");
    process.exit(1);
  });

  // In-flight requests finish first (an events request once its events are stored), then the database closes.
  const closeData = async () => {
    readingAhead.abort();
    clearInterval(signUpPruning);
    digests.stop();
    await mailer.outbox.stop();
    ingest.close();
    unrecordedRefusals.close();
    await analytics.close();
    const { stored, refused } = analytics.buffer.stats();
    logger.info({ stored, refused }, "analytics events stored and refused since start");
    await database.close();
  };
  const shutdown = closeGracefully(server, closeData, logger, env.SHUTDOWN_TIMEOUT_S);
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  return server;
}
