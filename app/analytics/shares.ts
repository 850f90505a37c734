/** Read-only links to the dashboard's figures (docs/ANALYTICS.md, "Shared links"), as the API and the pages see them. */

/** A shared link as listed: its token is shown once, when it is made (`url`), and never kept. */
export interface SharedLink {
  id: string;
  name: string;
  hasPassword: boolean;
  createdAt: string;
}

/** What a shared link's page knows before it shows anything: whether the link works, and asks a password. */
export type SharedLinkLookup = { state: "open"; name: string; hasPassword: boolean } | { state: "unknown" };

/** The query parameter that carries a shared link's token on the API, and the header that carries its password. */
export const SHARE_PARAMETER = "share";
export const SHARE_PASSWORD_HEADER = "x-share-password";

/** A token: 128 random bits as 32 lower-case hexadecimal digits (URLs here are lower case). */
export const SHARE_TOKEN_PATTERN = /^[0-9a-f]{32}$/;
