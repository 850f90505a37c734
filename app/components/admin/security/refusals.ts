import type { MessageKey } from "~/i18n/keys";

/** What the security settings' refusals mean (server/api/second-factors.ts). */
export const SECURITY_REFUSALS: Record<string, MessageKey> = {
  "auth/invalid-code": "admin.security.error.invalidCode",
  "auth/wrong-password": "admin.security.error.wrongPassword",
  "auth/too-many-requests": "admin.twoFactor.error.tooMany",
  "auth/passkey-failed": "admin.twoFactor.error.passkeyFailed",
  "auth/passkey-unavailable": "admin.security.error.passkeyUnavailable",
  "auth/no-such-factor": "admin.staff.error.gone",
  "auth/totp-active": "admin.staff.error.gone",
  "auth/forbidden-role": "admin.forbiddenRole",
};
