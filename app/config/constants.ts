/** Business constants of the product (docs/PRODUCT.md#constants), named in one place. */

export const MOBILE_BREAKPOINT_PX = 768;
export const BACK_TO_TOP_THRESHOLD_PX = 300;

export const THEME_COLOR = "#3B82F6";
/** The site's mark as a PNG, for the places that take no SVG (feeds' <image>, the organisation's logo). */
export const LOGO_PNG = { path: "/logo.png", width: 512, height: 512 } as const;
/** The longest page title and description, in characters, that search results show whole. */
export const SEARCH_LIMITS = { title: 70, description: 160 } as const;
export const SOCIAL_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

export const ANIMATION = {
  durationNormalS: 0.6,
  durationReducedS: 0.3,
  cardStaggerNormalMs: 180,
  cardStaggerReducedMs: 50,
  learnMoreToastMs: 2000,
  contactVisibilityThreshold: 0.2,
  contactRevealS: 1,
  contactOffsetPx: 40,
  contactStaggerS: 0.12,
  contactFormS: 0.7,
  /** Below this frame rate the device counts as low-power. */
  lowPowerFps: 30,
} as const;

/** The staff dashboard's periods and their length in days; the first is the default. */
export const DASHBOARD_PERIODS = { "7d": 7, "30d": 30, "90d": 90 } as const;
export type DashboardPeriod = keyof typeof DASHBOARD_PERIODS;
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = "7d";
/** Rows of a dashboard list shown at first, and more on each "Show more". */
export const DASHBOARD_LIST_ROWS = 10;
/** Leads of the dashboard's list shown at first, and more on each "Show more". */
export const DASHBOARD_LEAD_ROWS = 5;
/** Newsletter subscribers on one page of the dashboard's list. */
export const DASHBOARD_SUBSCRIBER_ROWS = 10;
/** The dashboard's live figures refresh this often while the page is visible. */
export const LIVE_REFRESH_MS = 10_000;

/** The staff page checks that sign-in is available on mount and again this much later. */
export const AUTH_RECHECK_MS = 1000;

/** The browser keeps this many of its latest security events in memory. */
export const SECURITY_EVENT_BUFFER = 100;

/** The optional developer-tools check (off by default): how often, and the window-size gap that counts. */
export const DEVTOOLS_CHECK = { intervalMs: 500, gapPx: 160 } as const;
/** The optional DOM integrity check (off by default) runs this often. */
export const DOM_INTEGRITY_CHECK_MS = 5000;

/** Days a newsletter confirmation link works; an address not confirmed by then is deleted (server/newsletter). */
export const NEWSLETTER_CONFIRM_DAYS = 3;

/** GET /api/newsletter/unsubscribes counts the unsubscribes of this many days, today's included, unless asked for a range. */
export const NEWSLETTER_UNSUBSCRIBE_DAYS = 30;

/** The shortest password a staff account may have (server/auth/passwords.ts checks it; the staff page says it). */
export const MIN_PASSWORD_LENGTH = 12;

/** How long a staff invitation's link can be used (server/staff/invitations.ts). */
export const STAFF_INVITATION_HOURS = 72;
