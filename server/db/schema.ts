import type { Generated } from "kysely";
import type * as Staff from "./staff-schema";

/** Tables of the application database, as Kysely sees them; each arrives with its migration. */

export type * from "./staff-schema";

export interface NewsletterSubscriptionsTable {
  /** Lower-case e-mail address. */
  email: string;
  locale: string;
  /** ISO 8601 time the subscription was confirmed (of the sign-up, for addresses from before double opt-in). */
  created_at: string;
  /** The token of the subscription's unsubscribe link. */
  unsubscribe_token: string;
}

/** A newsletter sign-up waiting for its confirmation link to be followed (docs/decisions/025). */
export interface NewsletterPendingTable {
  email: string;
  locale: string;
  /** SHA-256 (hex) of the mailed link's token. */
  token_hash: string;
  /**
   * Epoch milliseconds (bigint: a string from PostgreSQL) of the sign-up that mailed the current link: the
   * link expires, and the row is deleted, some days after; a new link is mailed at most once a day.
   */
  created_at: number | string;
  /** The analytics visitor, device, country and page of the sign-up, which the confirmation counts for. */
  visitor: string | null;
  device: string | null;
  country: string | null;
  page: string;
}

/** Addresses that left by their own unsubscribe link on a day of the site's calendar (YYYY-MM-DD): a count only. */
export interface NewsletterUnsubscribesTable {
  day: string;
  unsubscribes: number;
}

export interface RateLimitHitsTable {
  key: string;
  hits: number;
  /** Epoch milliseconds when the window ends (PostgreSQL returns bigint as a string). */
  reset_at: number | string;
}

export interface AnalyticsSaltsTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  salt: string;
}

export interface AnalyticsEventsTable {
  /** Epoch milliseconds when the server received the event (PostgreSQL returns bigint as a string). */
  occurred_at: number | string;
  name: string;
  /** The visitor's pseudonym for the day (see analytics/visitor.ts). */
  visitor: string;
  page: string;
  /** JSON of the event's own fields. */
  properties: string;
  device: string;
  /** The browser's and the operating system's names (user-agent.ts), "" for events stored before they were kept. */
  browser: Generated<string>;
  os: Generated<string>;
  country: string;
  /** The visit the event belongs to (null for events stored before visits were named). */
  visit_id: string | null;
  /** The client's pseudonym for the day (see analytics/visitor.ts), "" for events stored before there was one. */
  client: Generated<string>;
}

/** A visit: attribution, engagement and goals (docs/decisions/016). */
export interface AnalyticsVisitsTable {
  id: string;
  visitor: string;
  /** Epoch milliseconds (bigint: a string from PostgreSQL). */
  started_at: number | string;
  last_seen_at: number | string;
  device: string;
  /** The browser and operating system of the visit's first event, "" for visits stored before they were kept. */
  browser: string;
  os: string;
  country: string;
  /** The site's calendar day the visit started, YYYY-MM-DD. */
  day: string;
  /** The first and last pages viewed, languages merged ("/ja/about" is "/about"; `locale` says which version). */
  entry_page: string;
  exit_page: string;
  page_views: number;
  /** 1 once the visitor interacted (anything beyond page views, scrolling and time ticks). */
  engaged: number;
  source: string;
  channel: string;
  /** The referring site's host name, "" without one. */
  referrer: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  utm_term: string;
  /** The language of the entry page. */
  locale: string;
  /** The service handed over to WhatsApp, else the first service page viewed, else "". */
  service: string;
  /** Goals reached, space-separated in GOALS order. */
  goals: string;
  /** 1 once the visit reached a goal that counted as a conversion when it reached it. */
  converted: number;
  /** How far into the contact-form funnel the visit got: an index into FUNNEL_STEPS plus one, 0 for not at all. */
  funnel: number;
  /** Views per page (languages merged), JSON. */
  pages: string;
  /**
   * What the visit reached, each once, in order, space-separated: pages (languages merged), the contact form's
   * stages (`form:seen`, `form:started`, `form:message`) and goals (their tokens). "" for visits stored before.
   */
  journey: string;
  /** The client pseudonym of the request that started the visit; "" for visits stored before there was one. */
  client: string;
}

/** Per dimension, day (of the visits' start) and value: the figures of those visits. */
export interface AnalyticsBreakdownDailyTable {
  dimension: string;
  day: string;
  value: string;
  visits: number;
  visitors: number;
  page_views: number;
  bounces: number;
  duration_ms: number | string;
  conversions: number;
}

/** The name a UTM source the referrer list does not know was first stored under, by its letters in lower case. */
export interface AnalyticsSourceNamesTable {
  folded: string;
  name: string;
}

/** A WhatsApp hand-over's reference code with its visit's attribution, and what staff recorded of it. */
export interface LeadsTable {
  ref: string;
  created_at: number | string;
  visit_id: string;
  service: string;
  locale: string;
  source: string;
  channel: string;
  utm_campaign: string;
  entry_page: string;
  country: string;
  device: string;
  status: string;
  /** The project's value, IDR (bigint: a string from PostgreSQL). */
  value: number | string | null;
  updated_at: number | string | null;
}

/** A lead reference code the server handed to a contact form, and to which visitor (its day's pseudonym). */
export interface LeadRefsIssuedTable {
  ref: string;
  visitor: string;
  issued_at: number | string;
}

interface TrafficFigures {
  device: string;
  country: string;
  /** Visits that started in the bucket. */
  visits: number;
  /** Visitors first seen that day (the hourly table counts them in the hour they were first seen). */
  visitors: number;
  page_views: number;
  /** Time between the first and last event of the visits that started in the bucket. */
  duration_ms: number | string;
}

export interface AnalyticsTrafficHourlyTable extends TrafficFigures {
  hour: number | string;
}

export interface AnalyticsTrafficDailyTable extends TrafficFigures {
  day: string;
}

export interface AnalyticsVisitorsDailyTable {
  day: string;
  visitor: string;
}

/** A weekly digest that was mailed: one per account and week (the week's Monday). */
export interface DigestDeliveriesTable {
  account_id: string;
  /** The Monday the week starts on, YYYY-MM-DD in the site's calendar. */
  week: string;
  sent_at: number | string;
}

/** A view of the dashboard an admin named: its query as the dashboard's URL writes it. */
export interface SavedViewsTable {
  id: string;
  name: string;
  query: string;
  /** Epoch milliseconds (bigint: a string from PostgreSQL). */
  created_at: number | string;
}

/** A goal an admin defined: what reaching it means (kind and target) and when it started counting. */
/** A goal that does not count as a conversion, by token (a built-in goal's key, a custom goal's `g.` and id). */
export interface AnalyticsNonConversionsTable {
  goal: string;
  /** Epoch milliseconds (bigint: a string from PostgreSQL). */
  changed_at: number | string;
}

export interface AnalyticsGoalsTable {
  id: string;
  name: string;
  /** "page" (target: a path or pattern), "click" (target: a data-goal key) or "link" (target: an address's start). */
  kind: string;
  target: string;
  /** Epoch milliseconds (bigint: a string from PostgreSQL). */
  created_at: number | string;
}

/** A funnel an admin defined: its steps, in order, as JSON (app/analytics/funnels.ts; a goal by its token). */
export interface AnalyticsFunnelsTable {
  id: string;
  name: string;
  steps: string;
  /** Epoch milliseconds (bigint: a string from PostgreSQL); 0 for the contact form's funnel, which came first. */
  created_at: number | string;
}

/** A read-only link to the dashboard's figures: its token's SHA-256 (hex), and its password's hash if any. */
export interface AnalyticsSharesTable {
  id: string;
  name: string;
  token_hash: string;
  password_hash: string | null;
  /** Epoch milliseconds (bigint: a string from PostgreSQL). */
  created_at: number | string;
}

export interface SiteSettingsTable {
  key: string;
  /** JSON. */
  value: string;
}

export interface SecurityEventsTable {
  id: string;
  occurred_at: number | string;
  type: string;
  /** JSON object. */
  details: string;
}

/** A mail waiting to be sent, being sent, sent or given up on (server/mail/outbox.ts). */
export interface MailOutboxTable {
  id: string;
  /** What the mail is for (newsletter_confirmation, staff_invitation, ...), for the log. */
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** JSON object of extra headers (List-Unsubscribe, ...). */
  headers: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  /** Epoch milliseconds (bigint: a string from PostgreSQL). */
  next_attempt_at: number | string;
  /** The instance sending it, until claimed_until. */
  claimed_by: string | null;
  claimed_until: number | string | null;
  last_error: string | null;
  created_at: number | string;
  sent_at: number | string | null;
}

export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  newsletter_pending: NewsletterPendingTable;
  newsletter_unsubscribes: NewsletterUnsubscribesTable;
  rate_limit_hits: RateLimitHitsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_visits: AnalyticsVisitsTable;
  analytics_traffic_hourly: AnalyticsTrafficHourlyTable;
  analytics_traffic_daily: AnalyticsTrafficDailyTable;
  analytics_visitors_daily: AnalyticsVisitorsDailyTable;
  analytics_breakdown_daily: AnalyticsBreakdownDailyTable;
  analytics_source_names: AnalyticsSourceNamesTable;
  leads: LeadsTable;
  lead_refs_issued: LeadRefsIssuedTable;
  staff_accounts: Staff.StaffAccountsTable;
  staff_sessions: Staff.StaffSessionsTable;
  saved_views: SavedViewsTable;
  analytics_goals: AnalyticsGoalsTable;
  analytics_non_conversions: AnalyticsNonConversionsTable;
  analytics_funnels: AnalyticsFunnelsTable;
  analytics_shares: AnalyticsSharesTable;
  staff_invitations: Staff.StaffInvitationsTable;
  security_events: SecurityEventsTable;
  staff_totp: Staff.StaffTotpTable;
  staff_recovery_codes: Staff.StaffRecoveryCodesTable;
  staff_passkeys: Staff.StaffPasskeysTable;
  staff_pending_sign_ins: Staff.StaffPendingSignInsTable;
  site_settings: SiteSettingsTable;
  mail_outbox: MailOutboxTable;
  digest_deliveries: DigestDeliveriesTable;
}
