/**
 * What the lead analytics can break visits down by (GET /api/analytics/breakdown?dimension=), shared by
 * the server that answers and the dashboard that asks. Every visit has exactly one value of each
 * dimension except `page` and `goal` (every page it viewed, every goal it reached) and the UTM tags,
 * `referrer`, `service`, `browser` and `os` (none when the visit has none, as visits stored before browsers and
 * systems were kept: such visits are not a row).
 */
export const DIMENSIONS = [
  "source",
  "channel",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "entry_page",
  "exit_page",
  "page",
  "locale",
  "country",
  "device",
  "browser",
  "os",
  "service",
  "goal",
] as const;

export type Dimension = (typeof DIMENSIONS)[number];

/** The dimensions a lead keeps from its visit: their breakdown rows also count leads and won business. */
export const LEAD_DIMENSIONS = [
  "source",
  "channel",
  "utm_campaign",
  "entry_page",
  "locale",
  "country",
  "device",
  "service",
] as const satisfies readonly Dimension[];

export type LeadDimension = (typeof LEAD_DIMENSIONS)[number];

/** Whether a dimension's rows also count leads and won business. */
export const isLeadDimension = (dimension: string): dimension is LeadDimension =>
  (LEAD_DIMENSIONS as readonly string[]).includes(dimension);

/** Channels a source belongs to. */
export const CHANNELS = ["direct", "search", "social", "email", "paid", "referral"] as const;
export type Channel = (typeof CHANNELS)[number];

/** What the analytics store for every path that is not one of the site's pages (the 404 page's included). */
export const NOT_FOUND_PAGE = "(not found)";

/** The source of visits that came with no referrer and no UTM source (typed, bookmarked, messaging apps). */
export const DIRECT_SOURCE = "Direct / none";

/** Goals (conversions): what happened, never a button's label. */
export const GOALS = [
  "whatsapp_handover",
  "newsletter_signup",
  "cv_click",
  "email_click",
  "phone_click",
  "social_click",
] as const;
export type Goal = (typeof GOALS)[number];

/** The contact-form funnel, in order: each step counts the visits that got at least that far. */
export const FUNNEL_STEPS = ["form_seen", "form_started", "message_started", "handed_over"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const LEAD_STATUSES = ["open", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
