import type { Dimension, LeadStatus } from "~/analytics/dimensions";
import type { Funnel, FunnelReport } from "~/analytics/funnels";
import type { BuiltInGoal, CustomGoal, GoalDefinition } from "~/analytics/goals";
import { SHARE_PARAMETER, SHARE_PASSWORD_HEADER, type SharedLink } from "~/analytics/shares";
import { type ApiError, readApiError } from "~/api-error";
import type { Locale } from "~/i18n/locales";
import type { ServiceId } from "~/services/catalog";
import type { StaffRole } from "./roles";
import type {
  AnalyticsSummary,
  AuthAvailability,
  Breakdown,
  ComparisonRefusal,
  DigestSetting,
  InvitationSent,
  Lead,
  LeadList,
  LiveFigures,
  SavedView,
  SecondFactorNeeded,
  SecurityEvent,
  SecuritySummary,
  SignedIn,
  StaffMember,
  StaffOverview,
  SubscriberPage,
  UnsubscribeFigures,
} from "./types";

/** A failed sign-in: the server's code, or none when the server could not be reached or gave none. */
export class AuthError extends Error {
  constructor(readonly code?: string) {
    super(code ?? "auth service unreachable");
  }
}

/** The staff session has ended (401, auth/unauthenticated) or its account was disabled (403, auth/user-disabled). */
export class SessionEndedError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const codeOf = async (response: Response) => (await readApiError(response))?.code;

/** A write of the staff area: same-origin, so the browser's Origin header passes the server's check. */
export const sendJson = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) =>
  fetch(url, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });

export const postJson = (url: string, body?: unknown) => sendJson("POST", url, body);

/** Whether sign-in can be offered, with what to show an operator when it cannot. */
export async function checkAuthStatus(): Promise<{ available: true } | { available: false; details: string }> {
  try {
    const response = await fetch("/api/auth/status", { cache: "no-store" });
    const status = (await response.json().catch(() => null)) as AuthAvailability | null;
    if (response.ok && status?.authInitialized) return { available: true };
    return { available: false, details: `HTTP ${response.status}\n${JSON.stringify(status, null, 2)}` };
  } catch (error) {
    return { available: false, details: String(error) };
  }
}

/** The signed-in account, or null; throws when the server cannot be reached. */
export async function fetchSession(): Promise<SignedIn | null> {
  const response = await fetch("/api/auth/session", { cache: "no-store" });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const found = (await response.json()) as SignedIn | { user: null };
  return found.user ? (found as SignedIn) : null;
}

/** A sign-in step's request (the password, or the second factor): its answer, or an AuthError with the server's code. */
export async function authStep<T>(url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await postJson(url, body);
  } catch {
    throw new AuthError();
  }
  if (!response.ok) throw new AuthError(await codeOf(response));
  return (await response.json()) as T;
}

/** The password step: signed in, or a second factor to give (server/api/sign-in.ts). */
export const signIn = (email: string, password: string) =>
  authStep<SignedIn | SecondFactorNeeded>("/api/auth/login", { email, password });

export async function signOut(): Promise<void> {
  const response = await postJson("/api/auth/logout");
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

/** A staff request the server refused for what it asked (400, 404...): its status, and the error it answered. */
export class RequestFailedError extends Error {
  constructor(
    readonly status: number,
    /** The answer's error (docs/decisions/028), when it gave one: its code, message and details. */
    readonly refusal?: ApiError,
  ) {
    super(`HTTP ${status}`);
  }

  get code(): string | undefined {
    return this.refusal?.code;
  }
}

/** A filtered view compared with days before the visits kept (the details of a `ComparisonRefusal`). */
export interface ComparedBeforeVisits {
  visitsFrom: string;
  comparedFrom: string;
}

/** What a refusal says of a comparison reaching back before the visits kept, or null for any other. */
export function comparedBeforeVisits(error: unknown): ComparedBeforeVisits | null {
  if (!(error instanceof RequestFailedError) || error.refusal?.reason !== "compared-before-visits") return null;
  // Read with care all the same: the answer is the server's word, not a type.
  const { visitsFrom, compared } = error.refusal as Partial<ComparisonRefusal>;
  return typeof visitsFrom === "string" && typeof compared?.from === "string"
    ? { visitsFrom, comparedFrom: compared.from }
    : null;
}

/** Refusals of 403 that end no session: a write from another origin, an action the account's role may not take. */
const SESSION_KEPT = new Set(["auth/invalid-origin", "auth/forbidden-role"]);

/**
 * The JSON of a staff API answer; a session the server ended is a SessionEndedError. A write refused for
 * its origin or for the account's role (403) ended no session: it fails like any other refused request,
 * its code as the refusal's.
 */
export async function staffOk(response: Response): Promise<Response> {
  if (response.status === 401 || response.status === 403) {
    const code = (await codeOf(response.clone())) ?? "auth/unauthenticated";
    if (!SESSION_KEPT.has(code)) throw new SessionEndedError(code);
  }
  if (!response.ok) throw new RequestFailedError(response.status, await readApiError(response));
  return response;
}

export async function staffJson<T>(response: Response): Promise<T> {
  return (await (await staffOk(response)).json()) as T;
}

/** On a shared link's page: its token, sent with every read, and its password when it has one. */
let sharedLink: { token: string; password: string } | null = null;

/** Makes every read of this page a shared link's (SharedDashboard). */
export function openSharedLink(token: string, password: string) {
  sharedLink = { token, password };
}

/** A read of the API, as staff or through the page's shared link. */
function read(url: string): Promise<Response> {
  if (!sharedLink) return fetch(url, { cache: "no-store" });
  const shared = `${url}${url.includes("?") ? "&" : "?"}${SHARE_PARAMETER}=${encodeURIComponent(sharedLink.token)}`;
  return fetch(shared, { cache: "no-store", headers: { [SHARE_PASSWORD_HEADER]: sharedLink.password } });
}

export const staffGet = async <T>(url: string): Promise<T> => staffJson<T>(await read(url));

export interface DashboardData {
  summary: AnalyticsSummary;
  security: SecuritySummary;
}

/**
 * A view's summary (its query from app/admin/view.ts `apiQuery`, with the comparison) and the security
 * panel of its period (`periodQuery`: the security log knows no filters).
 */
export async function fetchDashboard(query: string, periodQuery: string): Promise<DashboardData> {
  const [summary, security] = await Promise.all([
    staffGet<AnalyticsSummary>(`/api/analytics/summary?${query}`),
    staffGet<SecuritySummary>(`/api/security/summary?${periodQuery}`),
  ]);
  return { summary, security };
}

/** Visitors in the last five minutes and the latest events: no period, it is always now. */
/** The period's latest security events, newest first (the security panel's list). */
export const fetchSecurityEvents = (periodQuery: string) =>
  staffGet<{ events: SecurityEvent[] }>(`/api/security/events?${periodQuery}`);

export const fetchLive = () => staffGet<LiveFigures>("/api/analytics/live");

/** The zip of a view's reports (`query` with its comparison). */
export const exportUrl = (query: string) => `/api/analytics/export?${query}`;

/** The first `limit` rows of a breakdown of a view's visits (`query`) by `dimension`, by visits descending. */
export function fetchBreakdown(
  dimension: Dimension,
  query: string,
  limit: number,
  listing: { sort?: string; descending?: boolean; search?: string } = {},
): Promise<Breakdown> {
  const more = new URLSearchParams({ dimension, limit: String(limit) });
  if (listing.sort) more.set("sort", listing.sort);
  if (listing.sort && listing.descending !== undefined) more.set("order", listing.descending ? "desc" : "asc");
  if (listing.search) more.set("search", listing.search);
  return staffGet<Breakdown>(`/api/analytics/breakdown?${query}&${more}`);
}

/** A view's leads (`query`), newest first; with `ref`, the lead of that code at any date (or none). */
export function fetchLeads(query: string, ref?: string): Promise<LeadList> {
  return staffGet<LeadList>(ref === undefined ? `/api/leads?${query}` : `/api/leads?${new URLSearchParams({ ref })}`);
}

/** Records a lead's outcome and the project's value in IDR (null clears it); answers the lead as stored. */
export async function updateLead(
  ref: string,
  outcome: { status: LeadStatus; value?: number | null; service?: ServiceId | null },
): Promise<Lead> {
  return staffJson<Lead>(await sendJson("PATCH", `/api/leads/${encodeURIComponent(ref)}`, outcome));
}

/** How many subscribe to the newsletter, and `limit` of them from `offset`, newest first. */
export function fetchSubscribers(limit: number, offset: number): Promise<SubscriberPage> {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return staffGet<SubscriberPage>(`/api/newsletter/subscribers?${query}`);
}

export const subscribersCsvUrl = "/api/newsletter/subscribers.csv";

/** How many left the newsletter by their own unsubscribe link on each day of a range (`period=…` or `from=…&to=…`). */
export function fetchUnsubscribes(range: string): Promise<UnsubscribeFigures> {
  return staffGet<UnsubscribeFigures>(`/api/newsletter/unsubscribes?${range}`);
}

/** Removes an address from the newsletter: false when it was no longer there. */
export async function removeSubscriber(email: string): Promise<boolean> {
  const response = await sendJson("DELETE", `/api/newsletter/subscribers/${encodeURIComponent(email)}`);
  if (response.status === 404) return false;
  await staffOk(response);
  return true;
}

/** The staff accounts and pending invitations (admins only). */
export const fetchStaff = () => staffGet<StaffOverview>("/api/staff");

/** Invites `email` with `role`; the invitation's page and mail are in `locale` (the admin's language). */
export async function inviteStaff(email: string, role: StaffRole, locale: Locale): Promise<InvitationSent> {
  return staffJson<InvitationSent>(await postJson("/api/staff/invitations", { email, role, locale }));
}

export async function revokeInvitation(id: string): Promise<void> {
  await staffOk(await sendJson("DELETE", `/api/staff/invitations/${encodeURIComponent(id)}`));
}

/** Changes an account's role, or disables or enables it; answers the account as stored. */
export async function changeStaff(
  id: string,
  change: { role: StaffRole } | { disabled: boolean },
): Promise<StaffMember> {
  return staffJson<StaffMember>(await sendJson("PATCH", `/api/staff/accounts/${encodeURIComponent(id)}`, change));
}

/** Ends every session of an account: how many there were. */
export async function endStaffSessions(id: string): Promise<number> {
  const response = await sendJson("DELETE", `/api/staff/accounts/${encodeURIComponent(id)}/sessions`);
  return (await staffJson<{ ended: number }>(response)).ended;
}

/** An invitation's acceptance the server refused: its code (invitation/used, invitation/weak-password...). */
export class InvitationError extends Error {
  constructor(readonly code?: string) {
    super(code ?? "invitation service unreachable");
  }
}

/** Makes the invited account; the invitee then signs in. */
export async function acceptInvitation(token: string, displayName: string, password: string): Promise<void> {
  let response: Response;
  try {
    response = await postJson("/api/auth/invitation", { token, displayName, password });
  } catch {
    throw new InvitationError();
  }
  if (!response.ok) throw new InvitationError(await codeOf(response));
}

/** The signed-in staff member's weekly digest. */
export const fetchDigest = () => staffGet<DigestSetting>("/api/account/digest");

/** Turns the weekly digest on (in `locale`, the staff page's language) or off. */
export async function saveDigest(enabled: boolean, locale: Locale): Promise<DigestSetting> {
  return staffJson<DigestSetting>(await sendJson("PATCH", "/api/account/digest", { enabled, locale }));
}

/** Sends a newsletter to the subscribers of one language or all (admins only); answers how many it went to. */
export async function sendNewsletter(issue: {
  subject: string;
  body: string;
  audience: Locale | "all";
}): Promise<{ recipients: number }> {
  return staffJson<{ recipients: number }>(await postJson("/api/newsletter/issues", issue));
}

/** The dashboard's saved views, by name. */
export const fetchSavedViews = () => staffGet<{ views: SavedView[] }>("/api/views");

/** Names the view `query` describes (admins only). */
export async function saveView(name: string, query: string): Promise<SavedView> {
  return staffJson<SavedView>(await postJson("/api/views", { name, query }));
}

export async function deleteView(id: string): Promise<void> {
  await staffOk(await sendJson("DELETE", `/api/views/${encodeURIComponent(id)}`));
}

/** The goals admins defined, by name (the six built in are not among them). */
export const fetchGoals = () => staffGet<{ goals: CustomGoal[]; builtIn: BuiltInGoal[] }>("/api/goals");

/** Whether reaching a goal (a custom goal's id, a built-in goal's key) makes a visit a conversion, from now on. */
export async function setGoalConversion(id: string, conversion: boolean): Promise<void> {
  await staffJson(await sendJson("PATCH", `/api/goals/${encodeURIComponent(id)}`, { conversion }));
}

/** Defines a goal (admins only); a refusal is a RequestFailedError with its code (goals/name-taken...). */
export async function createGoal(goal: GoalDefinition & { name: string }): Promise<CustomGoal> {
  return staffJson<CustomGoal>(await postJson("/api/goals", goal));
}

export async function renameGoal(id: string, name: string): Promise<CustomGoal> {
  return staffJson<CustomGoal>(await sendJson("PATCH", `/api/goals/${encodeURIComponent(id)}`, { name }));
}

export async function deleteGoal(id: string): Promise<void> {
  await staffOk(await sendJson("DELETE", `/api/goals/${encodeURIComponent(id)}`));
}

/** The funnels, the contact form's first (goal steps name goals by name). */
export const fetchFunnels = () => staffGet<{ funnels: Funnel[] }>("/api/funnels");

/** A funnel's steps over the view `query` describes. */
export const fetchFunnelReport = (id: string, query: string) =>
  staffGet<FunnelReport>(`/api/analytics/funnel?${query}&id=${encodeURIComponent(id)}`);

/** Defines a funnel, or changes the one with `id` (admins only). */
export async function saveFunnel(funnel: Omit<Funnel, "id">, id?: string): Promise<Funnel> {
  const response = id
    ? await sendJson("PATCH", `/api/funnels/${encodeURIComponent(id)}`, funnel)
    : await postJson("/api/funnels", funnel);
  return staffJson<Funnel>(response);
}

export async function deleteFunnel(id: string): Promise<void> {
  await staffOk(await sendJson("DELETE", `/api/funnels/${encodeURIComponent(id)}`));
}

/** The summary of a view alone: what a shared link's page shows (no security log). */
export const fetchSummary = (query: string) => staffGet<AnalyticsSummary>(`/api/analytics/summary?${query}`);

/** The shared links, newest first (admins only). */
export const fetchShares = () => staffGet<{ shares: SharedLink[] }>("/api/shares");

/** Makes a shared link; the answer's `url` is the only place its token appears. */
export async function createShare(name: string, password?: string): Promise<SharedLink & { url: string }> {
  return staffJson<SharedLink & { url: string }>(
    await postJson("/api/shares", { name, ...(password && { password }) }),
  );
}

export async function revokeShare(id: string): Promise<void> {
  await staffOk(await sendJson("DELETE", `/api/shares/${encodeURIComponent(id)}`));
}
