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

export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  rate_limit_hits: RateLimitHitsTable;
}
