import { expect } from "vitest";

/**
 * What an API error answer holds (docs/decisions/028): `code` and any message, with `details` besides. For
 * `toEqual`/`toMatchObject` on an answer's JSON.
 */
export const apiError = (code: string, details: Record<string, unknown> = {}) => ({
  error: { code, message: expect.any(String), ...details },
});

/** The code of an API error answer's JSON (undefined for any other shape). */
export const errorCode = (body: unknown): string | undefined =>
  (body as { error?: { code?: string } } | null)?.error?.code;

const CODE = /^[a-z]+(?:-[a-z]+)*\/[a-z]+(?:-[a-z]+)*$/;

/** An issue of an error's `issues`: `{path, message}`, both strings, nothing else. */
const isIssue = (issue: unknown) =>
  typeof issue === "object" &&
  issue !== null &&
  Object.keys(issue).length === 2 &&
  typeof (issue as { path?: unknown }).path === "string" &&
  typeof (issue as { message?: unknown }).message === "string";

/**
 * Why a 4xx or 5xx answer of the API is not JSON in the one error shape: `{"error": {"code", "message",
 * ...}}`, code like `area/what-went-wrong`, issues (if any) `[{path, message}]`; null when it is, and for
 * answers of other statuses. Plain checks rather than `expect`, which cost more than the request itself
 * when the fuzzing (tests/fuzz) checks every answer.
 */
export function errorShapeProblem(status: number, contentType: string | null, body: string): string | null {
  // 431: Node's HTTP parser refuses headers over its limit itself, before the request reaches the app.
  if (status < 400 || status === 431) return null;
  if (!/^application\/json\b/.test(contentType ?? "")) return `content type of a ${status}: ${contentType}`;
  const excerpt = body.slice(0, 200);
  let error: unknown;
  try {
    error = (JSON.parse(body) as { error?: unknown } | null)?.error;
  } catch {
    return `a ${status} that is not JSON: ${excerpt}`;
  }
  if (typeof error !== "object" || error === null) return `error of a ${status}: ${excerpt}`;
  const { code, message, issues } = error as Record<string, unknown>;
  if (typeof code !== "string" || !CODE.test(code)) return `code of a ${status}: ${excerpt}`;
  if (typeof message !== "string") return `message of a ${status}: ${excerpt}`;
  if (issues !== undefined && !(Array.isArray(issues) && issues.every(isIssue))) {
    return `issues of a ${status}: ${excerpt}`;
  }
  return null;
}
