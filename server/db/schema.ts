/** Tables of the application database, as Kysely sees them; each arrives with its migration. */

export interface NewsletterSubscriptionsTable {
  /** Lower-case e-mail address. */
  email: string;
  locale: string;
  /** ISO 8601 time of the first sign-up. */
  created_at: string;
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
  country: string;
}

export interface AnalyticsVisitsTable {
  id: string;
  visitor: string;
  /** Epoch milliseconds (bigint: a string from PostgreSQL). */
  started_at: number | string;
  last_seen_at: number | string;
  device: string;
  country: string;
}

export interface AnalyticsPagesHourlyTable {
  /** Epoch milliseconds of the hour's start. */
  hour: number | string;
  page: string;
  views: number;
}

export interface AnalyticsPagesDailyTable {
  /** The site's calendar day, YYYY-MM-DD. */
  day: string;
  page: string;
  views: number;
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

export interface StaffAccountsTable {
  id: string;
  /** Lower-case e-mail address. */
  email: string;
  display_name: string;
  /** scrypt parameters, salt and key (see auth/passwords.ts). */
  password_hash: string;
  /** 1 or 0. */
  disabled: number;
  /** 1 for the development-only demo account, which production never signs in. */
  demo: number;
  /** Epoch milliseconds (bigint: a string from PostgreSQL). */
  created_at: number | string;
  last_sign_in_at: number | string | null;
}

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the token in the session cookie. */
  id: string;
  account_id: string;
  created_at: number | string;
  /** Last request seen; the session ends after the idle timeout without one. */
  last_seen_at: number | string;
  /** Absolute end, however active the session is. */
  expires_at: number | string;
}

export interface SecurityEventsTable {
  id: string;
  occurred_at: number | string;
  type: string;
  /** JSON object. */
  details: string;
}

export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  rate_limit_hits: RateLimitHitsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_visits: AnalyticsVisitsTable;
  analytics_pages_hourly: AnalyticsPagesHourlyTable;
  analytics_pages_daily: AnalyticsPagesDailyTable;
  analytics_traffic_hourly: AnalyticsTrafficHourlyTable;
  analytics_traffic_daily: AnalyticsTrafficDailyTable;
  analytics_visitors_daily: AnalyticsVisitorsDailyTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  security_events: SecurityEventsTable;
}
