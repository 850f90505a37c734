import type { Migration } from "kysely";
import { newsletterSubscriptions } from "./0001_newsletter_subscriptions";
import { rateLimitHits } from "./0002_rate_limit_hits";
import { analyticsEvents } from "./0003_analytics_events";
import { analyticsRollups } from "./0004_analytics_rollups";
import { staffAccess } from "./0005_staff_access";
import { securityEvents } from "./0006_security_events";
import { leadAnalytics } from "./0007_lead_analytics";
import { visitDayIndex } from "./0008_visit_day_index";
import { mailOutbox } from "./0009_mail_outbox";
import { newsletterConsent } from "./0010_newsletter_consent";
import { staffRoles } from "./0011_staff_roles";
import { twoFactor } from "./0012_two_factor";
import { weeklyDigest } from "./0013_weekly_digest";
import { issuedLeadRefs } from "./0014_issued_lead_refs";
import { displayNames } from "./0015_display_names";
import { newsletterUnsubscribes } from "./0016_newsletter_unsubscribes";
import { visitClientKey } from "./0017_visit_client_key";
import { dropPageRollups } from "./0018_drop_page_rollups";
import { browserAndOs } from "./0019_browser_and_os";
import { sourcesAsOne } from "./0020_sources_as_one";
import { savedViews } from "./0021_saved_views";
import { goals } from "./0022_goals";
import { funnels } from "./0023_funnels";
import { shares } from "./0024_shares";
import { pagesMerged } from "./0025_pages_merged";
import { conversionGoals } from "./0026_conversion_goals";

/**
 * Every migration of the application, in order. Each is written once with
 * Kysely's schema builder and runs on both SQLite and PostgreSQL; add new ones
 * with the next number and never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  "0001_newsletter_subscriptions": newsletterSubscriptions,
  "0002_rate_limit_hits": rateLimitHits,
  "0003_analytics_events": analyticsEvents,
  "0004_analytics_rollups": analyticsRollups,
  "0005_staff_access": staffAccess,
  "0006_security_events": securityEvents,
  "0007_lead_analytics": leadAnalytics,
  "0008_visit_day_index": visitDayIndex,
  "0009_mail_outbox": mailOutbox,
  "0010_newsletter_consent": newsletterConsent,
  "0011_staff_roles": staffRoles,
  "0012_two_factor": twoFactor,
  "0013_weekly_digest": weeklyDigest,
  "0014_issued_lead_refs": issuedLeadRefs,
  "0015_display_names": displayNames,
  "0016_newsletter_unsubscribes": newsletterUnsubscribes,
  "0017_visit_client_key": visitClientKey,
  "0018_drop_page_rollups": dropPageRollups,
  "0019_browser_and_os": browserAndOs,
  "0020_sources_as_one": sourcesAsOne,
  "0021_saved_views": savedViews,
  "0022_goals": goals,
  "0023_funnels": funnels,
  "0024_shares": shares,
  "0025_pages_merged": pagesMerged,
  "0026_conversion_goals": conversionGoals,
};
