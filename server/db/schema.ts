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

export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  rate_limit_hits: RateLimitHitsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_events: AnalyticsEventsTable;
}
