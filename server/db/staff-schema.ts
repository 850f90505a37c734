import type { StaffRole } from "../../app/admin/roles";

/** The staff area's tables (accounts, sessions, second factors, invitations): part of `Database` (schema.ts). */

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
  /** What the account may do (app/admin/roles.ts). */
  role: StaffRole;
  /** The language of the weekly digest the staff member asked for; null for none (server/digest). */
  digest_locale: string | null;
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
  /** The challenge of a passkey registration under way (base64url), with its expiry: `<challenge>.<epoch ms>`. */
  challenge: string | null;
}

/** An authenticator app's secret; active once a code from it was confirmed. */
export interface StaffTotpTable {
  account_id: string;
  /** AES-256-GCM under a key derived from SECURITY_TOKEN (server/auth/second-factors/secret-box.ts). */
  secret: string;
  /** 1 or 0. */
  confirmed: number;
  /** The time step of the last code accepted, so that no code is accepted twice. */
  last_time_step: number | string | null;
  created_at: number | string;
}

export interface StaffRecoveryCodesTable {
  account_id: string;
  /** SHA-256 (hex) of the code; a used code's row is deleted. */
  code_hash: string;
}

export interface StaffPasskeysTable {
  /** The credential's id, base64url. */
  id: string;
  account_id: string;
  name: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number | string;
  /** Comma-separated transports the authenticator named. */
  transports: string;
  created_at: number | string;
  last_used_at: number | string | null;
}

/** A sign-in whose password was right, waiting for its second factor. */
export interface StaffPendingSignInsTable {
  /** SHA-256 (hex) of the token in the pending cookie. */
  id: string;
  account_id: string;
  expires_at: number | string;
  /** The challenge of a passkey assertion under way, as in StaffSessionsTable. */
  challenge: string | null;
}

/** An admin's offer of an account with a role to an e-mail address (server/staff/invitations.ts). */
export interface StaffInvitationsTable {
  id: string;
  /** SHA-256 (hex) of the token in the invitation's link. */
  token_hash: string;
  /** Lower-case e-mail address of the invitee. */
  email: string;
  role: StaffRole;
  /** The language of the invitation's mail and page: the inviting admin's. */
  locale: string;
  /** E-mail address of the admin who invited. */
  invited_by: string;
  created_at: number | string;
  expires_at: number | string;
  accepted_at: number | string | null;
  revoked_at: number | string | null;
}
