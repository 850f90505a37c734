/** What the staff page's scripts report to the security log (recorded as `client.<name>`). */
export const CLIENT_SECURITY_EVENT_NAMES = ["eval_blocked", "dom_integrity", "devtools_detected"] as const;
export type ClientSecurityEventName = (typeof CLIENT_SECURITY_EVENT_NAMES)[number];

/**
 * Every type of event the security log records: the server's own record (sign-ins, refused requests,
 * removals) and what browsers report. The staff page names each of them in its language.
 */
export const SECURITY_EVENT_TYPES = [
  "auth.signed_in",
  "auth.sign_in_failed",
  "auth.sign_in_refused",
  "auth.too_many_attempts",
  "auth.disabled_account_session",
  "auth.password_accepted",
  "auth.second_factor_failed",
  "auth.second_factor_added",
  "auth.second_factor_removed",
  "auth.recovery_codes_replaced",
  "auth.second_factor_reset",
  "auth.second_factor_requirement_changed",
  "auth.role_refused",
  "newsletter.subscriber_removed",
  "newsletter.sent",
  "staff.invited",
  "staff.invitation_revoked",
  "staff.invitation_accepted",
  "staff.role_changed",
  "staff.disabled",
  "staff.enabled",
  "staff.sessions_ended",
  "request.api_key_refused",
  "request.cross_origin",
  "csp.violation",
  ...CLIENT_SECURITY_EVENT_NAMES.map((name) => `client.${name}` as const),
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const isSecurityEventType = (type: string): type is SecurityEventType =>
  (SECURITY_EVENT_TYPES as readonly string[]).includes(type);
