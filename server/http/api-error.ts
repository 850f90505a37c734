import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import type { z } from "zod";
import type { ApiErrorBody, ApiIssue } from "../../app/api-error";
import type { Logger } from "../config/logger";
import { errorStatus } from "./errors";

/**
 * Every code the API answers, with its message for a developer (docs/decisions/028). Codes are stable:
 * the staff page, the site's forms and scripts read them; messages may be reworded.
 */
const MESSAGES = {
  "request/invalid": "The request does not fit what this endpoint takes; see issues.",
  "request/malformed-body": "The request body could not be read as JSON.",
  "request/not-found": "No API endpoint answers this method and path.",
  "request/malformed-url": "The path holds a malformed percent-encoding.",
  "request/uri-too-long": "The path is longer than any the server answers.",
  "request/invalid-host": "The Host (or X-Forwarded-Host) header names no host.",
  "request/too-large": "The request body is larger than this endpoint takes.",
  "request/too-many": "Too many requests from this client; try again later.",
  "request/unsupported-media-type": "This endpoint does not take a body of this media type.",
  "request/refused": "The request was refused.",
  "server/internal-error": "The server failed to answer; the failure is logged.",
  "auth/unauthenticated": "A staff session (or the API key, where it is taken) is needed.",
  "auth/invalid-api-key": "The API key is wrong.",
  "auth/invalid-origin": "A state-changing staff request must come from the site's own pages.",
  "auth/forbidden-role": "The account's role may not do this.",
  "auth/user-disabled": "The account is disabled.",
  "auth/second-factor-required": "A second factor must be set up before anything else.",
  "auth/invalid-request": "The request does not fit what this sign-in endpoint takes.",
  "auth/invalid-email": "The e-mail address is not valid.",
  "auth/missing-password": "The password is missing.",
  "auth/invalid-credential": "The e-mail address or the password is wrong.",
  "auth/user-not-found": "No account has this e-mail address.",
  "auth/wrong-password": "The password is wrong.",
  "auth/too-many-requests": "Too many attempts; try again after Retry-After seconds.",
  "auth/second-factor-expired": "No sign-in waits for its second step; sign in with the password again.",
  "auth/invalid-code": "The code is wrong or was used already.",
  "auth/passkey-failed": "The passkey's answer could not be verified.",
  "auth/passkey-unavailable": "Passkeys cannot be used here.",
  "auth/proof-required": "The current password or a code is needed.",
  "auth/totp-active": "An authenticator app is set up already.",
  "auth/no-such-factor": "The account has no such second factor.",
  "auth/no-second-factor": "The account has no second factor.",
  "staff/invalid-request": "The request does not fit what this staff endpoint takes; see issues.",
  "staff/account-exists": "An account has this e-mail address already.",
  "staff/unknown-invitation": "No pending invitation has this id.",
  "staff/unknown-account": "No account has this id.",
  "staff/last-admin": "No enabled admin would be left.",
  "invitation/invalid-request": "The request does not fit what accepting an invitation takes; see issues.",
  "invitation/invalid-name": "The display name holds characters a name may not hold.",
  "invitation/unknown": "No invitation has this link.",
  "invitation/used": "The invitation was used already.",
  "invitation/revoked": "The invitation was revoked.",
  "invitation/expired": "The invitation has expired.",
  "invitation/account-exists": "An account has the invitation's e-mail address already.",
  "invitation/weak-password": "The password is too weak.",
  "analytics/invalid-period": "The period is not one the reports show.",
  "analytics/invalid-filter": "A filter is not one the reports take.",
  "analytics/invalid-compare": "The comparison is not one the reports make.",
  "analytics/events-not-stored": "The events could not be stored; send them again after Retry-After seconds.",
  "leads/invalid-ref": "This is not a lead's reference code.",
  "leads/unknown-lead": "No lead has this reference code.",
  "funnels/name-taken": "A funnel has this name already.",
  "funnels/too-many": "There are as many funnels as the dashboard keeps; remove one first.",
  "funnels/unknown-funnel": "No funnel has this id.",
  "funnels/unknown-goal": "A step names a goal there is not.",
  "goals/name-taken": "A goal has this name already.",
  "shares/unknown-link": "This shared link does not exist or was revoked.",
  "shares/password-required": "This shared link needs its password.",
  "shares/not-allowed": "A shared link shows figures only.",
  "shares/too-many": "There are as many shared links as the dashboard keeps; revoke one first.",
  "shares/unknown-share": "No shared link has this id.",
  "goals/too-many": "There are as many goals as the dashboard keeps; remove one first.",
  "goals/unknown-goal": "No goal has this id.",
  "goals/built-in": "A built-in goal keeps its name; only whether it counts as a conversion changes.",
  "views/name-taken": "A saved view has this name already.",
  "views/too-many": "There are as many saved views as the dashboard keeps; delete one first.",
  "views/unknown-view": "No saved view has this id.",
  "newsletter/invalid-email": "The e-mail address is not valid.",
  "newsletter/unknown-subscriber": "No subscriber has this e-mail address.",
  "newsletter/invalid-issue": "The newsletter does not fit what sending one takes; see issues.",
  "newsletter/mail-off": "This server sends no mail (SMTP_URL is not set).",
  "newsletter/unavailable": "The newsletter cannot be subscribed to now.",
  "newsletter/invalid-link": "The link's token is missing or malformed.",
  "security/invalid-checksum": "X-Security-Checksum is not the SHA-256 of the body.",
} as const;

export type ApiErrorCode = keyof typeof MESSAGES;

/** What an error says besides its code: its own message (else the code's), validation issues, other details. */
export interface ErrorDetails {
  message?: string;
  issues?: ApiIssue[];
  [detail: string]: unknown;
}

/** Answers `status` with the API's one error shape; the only place an API error body is written. */
export function sendError(res: Response, status: number, code: ApiErrorCode, details: ErrorDetails = {}): void {
  const body: ApiErrorBody = { error: { code, message: MESSAGES[code], ...details } };
  res.status(status).json(body);
}

/** A schema's problems as issues: each field or parameter by its path ("(body)" for the whole). */
export const issuesOf = (error: z.ZodError): ApiIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.join(".") || "(body)", message: issue.message }));

/** 400 `request/invalid` naming each problem of a body or query that does not fit its schema. */
export function invalidRequest(res: Response, error: z.ZodError): void {
  sendError(res, 400, "request/invalid", { issues: issuesOf(error) });
}

/** 429 `auth/too-many-requests` (sign-in's limits), with the seconds until `retryAt` (at least one) in Retry-After. */
export function tooManyAttempts(res: Response, retryAt: Date): void {
  res.set("Retry-After", String(Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000))));
  sendError(res, 429, "auth/too-many-requests");
}

/** The answer to a method and path no API route takes. */
export const apiNotFound: RequestHandler = (_req, res) => sendError(res, 404, "request/not-found");

/** The code of an error a body parser (or another middleware) raised with a client's status. */
function clientErrorCode(status: number, type: string | undefined): ApiErrorCode {
  if (status === 413) return "request/too-large";
  if (status === 415) return "request/unsupported-media-type";
  if (status === 400 && type) return "request/malformed-body";
  return "request/refused";
}

/** Errors of the API become its error shape: a client's mistake keeps its 4xx, anything else is a logged 500 without details. */
export function apiErrors(logger: Logger): ErrorRequestHandler {
  return (error: { type?: string }, req, res, _next) => {
    const status = errorStatus(error);
    if (status >= 500) logger.error({ err: error, path: req.path }, "api error");
    if (res.headersSent) return void res.destroy();
    sendError(res, status, status >= 500 ? "server/internal-error" : clientErrorCode(status, error.type));
  };
}
