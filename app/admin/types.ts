/** What the staff API answers, shared by the server that sends it and the staff page that reads it. */
import type { DashboardPeriod } from "~/config/constants";

/** SPEC §3's auth user. */
export interface StaffUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: null;
  /** Accounts are made by an administrator; nobody confirms the address by mail. */
  emailVerified: false;
  isAnonymous: false;
  metadata: { creationTime: string; lastSignInTime: string | null };
}

/** SPEC §3's diagnostics, GET /api/auth/status for signed-in staff. */
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

/** GET /api/analytics/summary: SPEC §3's analytics summary and what the dashboard adds to it. */
export interface AnalyticsSummary extends Headline {
  period: DashboardPeriod;
  /** First and last day of the period, YYYY-MM-DD in the site's calendar. */
  from: string;
  to: string;
  /** Change of each headline figure against the previous period of the same length, percent; null without one. */
  changes: Record<keyof Headline, number | null>;
  topPages: { page: string; views: number }[];
  deviceTypes: { device: string; percentage: number }[];
  topCountries: { country: string; visitors: number }[];
  recentActivity: { action: string; timestamp: string; page: string }[];
  daily: { date: string; visitors: number; pageViews: number }[];
}

/** SPEC §3's security event. */
export interface SecurityEvent {
  type: string;
  /** ISO 8601. */
  timestamp: string;
  details: Record<string, unknown>;
}

/** GET /api/security/summary: the dashboard's security panel (SPEC §4). */
export interface SecuritySummary {
  isSecure: boolean;
  /** Security log events in the period. */
  eventCount: number;
  /** The latest event the server recorded itself (sign-ins, lockouts). */
  lastServerEvent: SecurityEvent | null;
  /** The latest event anyone can cause: browser reports, refused requests. */
  lastReportedEvent: SecurityEvent | null;
}
