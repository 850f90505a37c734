/** What the staff API answers, shared by the server that sends it and the staff page that reads it. */
import type { Dimension, FunnelStep, LeadStatus } from "~/analytics/dimensions";
import type { Filter } from "~/analytics/filters";
import type { Comparison, Period } from "~/analytics/periods";
import type { DailyFigures, Series } from "~/analytics/series";
import type { Locale } from "~/i18n/locales";
import type { StaffRole } from "./roles";

/** The auth user of docs/PRODUCT.md#data. */
export interface StaffUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: null;
  /** Accounts are made by an administrator; nobody confirms the address by mail. */
  emailVerified: false;
  isAnonymous: false;
  metadata: { creationTime: string; lastSignInTime: string | null };
  /** What the account may do; the staff page hides what its role may not. */
  role: StaffRole;
}

/** A second factor of staff sign-in; recovery codes are offered beside an app or a passkey only. */
export type SecondFactorMethod = "totp" | "passkey" | "recovery";

/** A signed-in account: the user of docs/PRODUCT.md#data, and whether it may do nothing but set up a second factor (one is required). */
export interface SignedIn {
  user: StaffUser;
  mustEnrol: boolean;
}

/** POST /api/auth/login's answer for a right password of an account with a second factor: no session yet. */
export interface SecondFactorNeeded {
  secondFactor: { methods: SecondFactorMethod[] };
}

/** A passkey of the signed-in account, as the security settings list it. */
export interface PasskeySummary {
  id: string;
  name: string;
  /** Epoch milliseconds. */
  createdAt: number;
  lastUsedAt: number | null;
}

/** GET /api/auth/factors: the signed-in account's second factors and the site's requirement. */
export interface SecondFactorsSummary {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: PasskeySummary[];
  /** Whether a second factor is required of every staff member. */
  required: boolean;
  /** Whether this account may change that (admins only). */
  mayChangeRequirement: boolean;
  /** Whether this page may use passkeys (server/auth/second-factors/relying-party.ts). */
  passkeysAvailable: boolean;
}

/** The diagnostics of docs/PRODUCT.md#data, GET /api/auth/status for signed-in staff. */
export interface AuthStatus {
  currentDomain: string;
  isLocalhost: boolean;
  isDev: boolean;
  authInitialized: boolean;
  authExists: boolean;
  useMockAuth: boolean;
  useFirebaseAuthReal: boolean;
}

/** GET /api/auth/status for anyone else, the staff page's check before sign-in among them: whether it can be offered. */
export type AuthAvailability = Pick<AuthStatus, "authInitialized">;

export interface Headline {
  /** Visits (a visit ends after 30 minutes without events). */
  totalVisitors: number;
  pageViews: number;
  /** Visitors counted once per day, summed over the days (pseudonyms change daily). */
  uniqueVisitors: number;
  /** Mean visit duration, seconds. */
  averageTimeOnSite: number;
}

/** What the visit rows add to the headline. */
export interface Engagement {
  /** Visits with one page view and no engagement, percent of visits (0 to 100). */
  bounceRate: number;
  /** Page views per visit, to one decimal. */
  viewsPerVisit: number;
  /** Visits that reached at least one goal. */
  conversions: number;
  /** Conversions, percent of visits (0 to 100). */
  conversionRate: number;
}

/** The leads of a range: how many, how many were won and are still open, and the business won (IDR). */
export interface LeadTotals {
  leads: number;
  won: number;
  /** Leads whose outcome is not recorded yet: a range's won business can still grow by them. */
  open: number;
  wonValue: number;
}

/** The leads of a summary's view, those of the range it is compared with, and the changes (percent; null without). */
export interface LeadHeadline extends LeadTotals {
  compared: LeadTotals | null;
  changes: { leads: number | null; wonValue: number | null };
}

/** GET /api/analytics/summary: the analytics summary of docs/PRODUCT.md#data and what the dashboard adds to it. */
export interface AnalyticsSummary extends Headline, Engagement {
  /** The named period, or "custom" for a range of days (from, to). */
  period: Period | "custom";
  /** First and last day of the period, YYYY-MM-DD in the site's calendar. */
  from: string;
  to: string;
  /** The filters that narrowed the visits (all of them hold). */
  filters: Filter[];
  /**
   * Change of each headline figure against the compared range: percent for counts, percentage points for
   * the two rates; null without a figure to compare with, or when nothing is compared.
   */
  changes: Record<keyof Headline | keyof Engagement, number | null>;
  /** The view's leads (staff only: null on a shared link). */
  leads: LeadHeadline | null;
  /**
   * The range compared with: its headline figures, and its days' (one for each day of the view, in order).
   * A view that ends today is compared with its compared range's last day `until` the same time (a moment in the
   * site's time zone).
   */
  comparison: {
    kind: Exclude<Comparison, "none">;
    from: string;
    to: string;
    until?: string;
    figures: Headline & Engagement;
    daily: DailyFigures[];
  } | null;
  /** The contact-form funnel: visits that got at least as far as each step, in order. */
  funnel: { step: FunnelStep; visits: number }[];
  topPages: { page: string; views: number }[];
  /** Visitors per device type (counted once per day, as the headline's), and their share in percent. */
  deviceTypes: { device: string; visitors: number; percentage: number }[];
  topCountries: { country: string; visitors: number }[];
  recentActivity: ActivityEntry[];
  daily: DailyFigures[];
  /** The figures over time, by the hour, day, week or month: what the chart draws. */
  series: Series;
}

/** One day's figures (app/analytics/series.ts, where the chart's series is made of them). */
export type { DailyFigures } from "~/analytics/series";

/** One event of the live stream: what happened, where, from which country and device. */
/**
 * Something a visitor did, as the activity lists show it: an event, with how far the page was scrolled and
 * how long it was read folded into its view, and the fields of a form filled in one after the other counted
 * in one entry.
 */
export interface ActivityEntry {
  /** ISO 8601. */
  timestamp: string;
  /**
   * The event's name (page_view, whatsapp_handover, link_click...), for a link the goal it reached (email_click...),
   * or site_link for a link to one of the site's own pages.
   */
  action: string;
  page: string;
  country: string;
  device: string;
  /** The service handed over, the site a link led to, the button's text, the language switched to. */
  target: string | null;
  /** For a page view: the deepest scroll (percent) and the longest time on the page (seconds) reported. */
  scrolled: number | null;
  seconds: number | null;
  /** For a form: the fields filled in. */
  count: number;
}

/** GET /api/analytics/live: what is happening on the site now. */
export interface LiveFigures {
  /** Visitors with an event since `since`, five minutes before the answer. */
  visitors: number;
  /** ISO 8601. */
  since: string;
  /** The latest events, newest first, whenever they came. */
  events: ActivityEntry[];
}

/** A security event of docs/PRODUCT.md#data. */
export interface SecurityEvent {
  type: string;
  /** ISO 8601. */
  timestamp: string;
  details: Record<string, unknown>;
}

/** GET /api/security/summary: the dashboard's security panel (docs/PRODUCT.md#security-panel). */
export interface SecuritySummary {
  isSecure: boolean;
  /** Security log events in the period. */
  eventCount: number;
  /** Of those, staff signing in (the log keeps every sign-in; the rest are what staff may need to look at). */
  signInCount: number;
  /** The latest event the server recorded itself (sign-ins, lockouts). */
  lastServerEvent: SecurityEvent | null;
  /** The latest event anyone can cause: browser reports, refused requests. */
  lastReportedEvent: SecurityEvent | null;
}

/** One row of a breakdown: the visits that had `value` for the dimension. */
export interface BreakdownRow {
  value: string;
  /** Visitors counted once per day, summed over the days (pseudonyms change daily). */
  visitors: number;
  visits: number;
  pageViews: number;
  /** Percent of the row's visits (0 to 100). */
  bounceRate: number;
  /** Mean visit duration, seconds. */
  visitDuration: number;
  /** Visits that reached a goal (for the goal dimension: that goal). */
  conversions: number;
  /** Conversions, percent of the row's visits (for the goal dimension: of all visits). */
  conversionRate: number;
  /** Leads (WhatsApp hand-overs with a reference code) of the row, for the dimensions a lead keeps; else null. */
  leads: number | null;
  won: number | null;
  /** Sum of the won leads' project values, IDR. */
  wonValue: number | null;
  /**
   * For sources and referrers: whether the rule of suspected automated traffic marks the value over the
   * range (app/analytics/automated.ts); else null.
   */
  suspected: boolean | null;
}

/** GET /api/analytics/breakdown. */
export interface Breakdown {
  dimension: Dimension;
  from: string;
  to: string;
  /** Rows by visits, descending (ties by value), `limit` from `offset`. */
  rows: BreakdownRow[];
  /** Rows there are in all. */
  total: number;
}

/** A WhatsApp hand-over: its reference code and the attribution of its visit, never anything the visitor wrote. */
export interface Lead {
  ref: string;
  /** ISO 8601. */
  createdAt: string;
  service: string | null;
  locale: string;
  source: string;
  channel: string;
  utmCampaign: string | null;
  entryPage: string;
  country: string;
  device: string;
  status: LeadStatus;
  /** The project's value in IDR, once recorded. */
  value: number | null;
}

/** GET /api/leads. */
export interface LeadList {
  leads: Lead[];
}

/** One address on the newsletter list. */
export interface NewsletterSubscriber {
  email: string;
  /** The language of the page it signed up on. */
  locale: string;
  /** ISO 8601 time of the sign-up. */
  createdAt: string;
}

/** GET /api/newsletter/subscribers?limit=&offset=: how many there are, and a page of them, newest first. */
export interface SubscriberPage {
  count: number;
  subscribers: NewsletterSubscriber[];
  limit: number;
  offset: number;
  /** Whether the server can send mail (SMTP_URL): without it, no newsletter can be sent. */
  mail: boolean;
}

/**
 * GET /api/newsletter/unsubscribes: how many addresses left by their own unsubscribe link on each day of the
 * range asked for (else the last NEWSLETTER_UNSUBSCRIBE_DAYS days) of the site's calendar (YYYY-MM-DD, oldest
 * first), and in all.
 */
export interface UnsubscribeFigures {
  days: { day: string; count: number }[];
  total: number;
  /** The addresses whose subscription was confirmed in the range and that are still subscribed. */
  subscribed: number;
}

/** What an invitation link leads to (the invitation page's loader): a pending invitation, or why it cannot be used. */
export type InvitationLookup =
  | { state: "pending"; email: string; role: StaffRole }
  | { state: "used" | "expired" | "revoked" | "unknown" };

/** A staff account as the staff view lists it. */
export interface StaffMember {
  id: string;
  email: string;
  displayName: string;
  role: StaffRole;
  disabled: boolean;
  /** ISO 8601. */
  createdAt: string;
  lastSignInAt: string | null;
}

/** An invitation not yet accepted, revoked or expired. */
export interface PendingInvitation {
  id: string;
  email: string;
  role: StaffRole;
  /** The admin who invited. */
  invitedBy: string;
  /** ISO 8601. */
  createdAt: string;
  expiresAt: string;
}

/** GET /api/staff: the accounts (by e-mail), the pending invitations (newest first), and whether mail is on. */
export interface StaffOverview {
  accounts: StaffMember[];
  invitations: PendingInvitation[];
  /** False when the server sends no mail: invitations' links are then given to the admin to pass on. */
  mail: boolean;
}

/** POST /api/staff/invitations: the invitation, and with mail off its link for the admin to pass on. */
export interface InvitationSent {
  invitation: PendingInvitation;
  /** Null when the link was mailed. */
  link: string | null;
}

/** GET/PATCH /api/account/digest: the signed-in staff member's weekly digest. */
export interface DigestSetting {
  enabled: boolean;
  /** The language it is written in, when enabled. */
  locale: Locale | null;
  /** Whether this server sends mail at all (SMTP_URL). */
  mail: boolean;
}

/**
 * The details of a 400 `analytics/invalid-period` for a filtered view compared with days the visit rows no
 * longer hold (server/analytics/reports/view-query.ts): `visitsFrom` is the first day filters reach, `compared` the range asked
 * for; the dashboard words them in the staff member's language.
 */
export interface ComparisonRefusal {
  reason: "compared-before-visits";
  visitsFrom: string;
  compared: { from: string; to: string };
}

/** A view of the dashboard an admin named (GET /api/views): its query as the dashboard's URL writes it. */
export interface SavedView {
  id: string;
  name: string;
  query: string;
  createdAt: string;
}
