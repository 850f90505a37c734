import path from "node:path";
import { SITE_URL } from "../app/config/build";
import { type Analytics, createAnalytics } from "./analytics/index";
import { type IngestLimits, ingestLimits } from "./analytics/ingest/ingest-limits";
import { type StaffAccounts, staffAccounts } from "./auth/accounts";
import { createStaffAuth, type StaffAuth } from "./auth/index";
import { dropLog } from "./config/drop-log";
import type { Env } from "./config/env";
import type { Logger } from "./config/logger";
import { type SecurityConfig, securityConfig } from "./config/security-config";
import { type DatabaseHandle, migrate, openDatabase } from "./db/database";
import { type WeeklyDigests, weeklyDigests } from "./digest/index";
import { createRequestKeys, type RequestKeys } from "./http/request-keys";
import { createMailer, type Mailer } from "./mail/index";
import { type NewsletterConsent, newsletterConsent } from "./newsletter/consent";
import { type SecurityLog, securityLog } from "./security/log";
import { type StaffInvitations, staffInvitations } from "./staff/invitations";
import { type StaffManagement, staffManagement } from "./staff/management";

export type Mode = "production" | "development";

/**
 * Everything a server's routes and background work use, built once at start and handed to each router as
 * the few services it needs (docs/decisions/029).
 */
export interface Services {
  mode: Mode;
  /** The security configuration (docs/PRODUCT.md#security-configuration; title and version for /api/health). */
  config: SecurityConfig;
  logger: Logger;
  database: DatabaseHandle;
  /** Where sign-ins, refusals, reports and staff changes are recorded. */
  securityLog: SecurityLog;
  /** How clients and e-mail addresses are named in limits, keyed by SECURITY_TOKEN. */
  requestKeys: RequestKeys;
  /** Staff accounts, their invitations, and an admin's changes to them. */
  staff: { accounts: StaffAccounts; invitations: StaffInvitations; management: StaffManagement };
  /** Sessions, second factors, who sent a request and the guards that act on it. */
  auth: StaffAuth;
  analytics: Analytics;
  /** The analytics ingest's limits and the CDN header believed for a visitor's country (CDN_COUNTRY_HEADER). */
  ingest: { limits: IngestLimits; countryHeader: string | undefined };
  /** Mail: the newsletter's confirmations, staff invitations, digests. */
  mailer: Mailer;
  /** The newsletter's double opt-in, for its API and for the pages of its links. */
  newsletter: NewsletterConsent;
  digests: WeeklyDigests;
  /** Writes what waits (counts, analytics events) and closes the database; the background work stops first. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  env: Env;
  logger: Logger;
  mode: Mode;
  /** Development only: the demo account to make sure of (app/admin/demo-account.ts). */
  demoAccount?: { email: string; password: string; displayName: string };
}

/** Development has its demo account; production never keeps one, whatever the database holds. */
async function settleDemoAccount(
  accounts: StaffAccounts,
  mode: Mode,
  logger: Logger,
  demo: ServiceOptions["demoAccount"],
) {
  if (mode === "production" || !demo) {
    const removed = await accounts.removeDemo();
    if (removed > 0) logger.warn({ removed }, "removed the development demo account from the database");
    return;
  }
  if (!(await accounts.find(demo.email))) await accounts.create({ ...demo, demo: true });
  logger.info({ email: demo.email }, "development demo account ready (shown on /admin)");
}

/** Opens and migrates the database and builds every service on it. */
export async function createServices({ env, logger, mode, demoAccount }: ServiceOptions): Promise<Services> {
  const config = securityConfig(env);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const applied = await migrate(database.db);
  logger.info({ dialect: database.dialect, applied }, "database ready");
  const { db } = database;

  const analytics = createAnalytics(database, logger, {
    retention: { eventDays: env.ANALYTICS_RETENTION_DAYS, rollupDays: env.ANALYTICS_ROLLUP_RETENTION_DAYS },
    memoryMB: env.ANALYTICS_MEMORY_MB,
    columnsFolder: path.join(env.DATA_DIR, "visit-columns"),
  });
  const ingest = ingestLimits(db, logger, {
    perClient: env.ANALYTICS_CLIENT_EVENTS_PER_MINUTE,
    total: env.ANALYTICS_EVENTS_PER_MINUTE,
  });
  const unrecordedRefusals = dropLog(
    logger,
    "refused requests not recorded in the security log (over a client's limit)",
  );
  const log = securityLog(db, { limit: env.SECURITY_LOG_MAX_EVENTS, unrecorded: unrecordedRefusals });
  const requestKeys = createRequestKeys(config.securityToken);
  const staff = {
    accounts: staffAccounts(db, env.PASSWORD_HASH_COST),
    invitations: staffInvitations(db, env.PASSWORD_HASH_COST),
    management: staffManagement(database),
  };
  const auth = createStaffAuth({
    db,
    mode,
    accounts: staff.accounts,
    session: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, maxMs: env.SESSION_MAX_HOURS * 3_600_000 },
    distinctErrors: env.AUTH_DISTINCT_ERRORS,
    log,
    requestKeys,
    apiKey: config.apiKey,
    hashCost: env.PASSWORD_HASH_COST,
    securityToken: config.securityToken,
    issuer: config.appTitle,
    siteUrl: SITE_URL,
  });
  await settleDemoAccount(staff.accounts, mode, logger, demoAccount);
  const mailer = createMailer(env, mode, database, logger);

  return {
    mode,
    config,
    logger,
    database,
    securityLog: log,
    requestKeys,
    staff,
    auth,
    analytics,
    ingest: { limits: ingest, countryHeader: env.CDN_COUNTRY_HEADER },
    mailer,
    newsletter: newsletterConsent(database, mailer, analytics),
    digests: weeklyDigests(database, mailer, logger),
    async close() {
      ingest.close();
      unrecordedRefusals.close();
      await analytics.close();
      const { stored, refused } = analytics.buffer.stats();
      logger.info({ stored, refused }, "analytics events stored and refused since start");
      await database.close();
    },
  };
}
