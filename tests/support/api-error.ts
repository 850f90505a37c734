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

/**
 * Checks that a 4xx or 5xx answer of the API is JSON in the one error shape: `{"error": {"code", "message",
 * ...}}`, code like `area/what-went-wrong`, issues (if any) `[{path, message}]`. Answers of other statuses pass.
 */
export function expectErrorShape(status: number, contentType: string | null, body: string): void {
  // 431: Node's HTTP parser refuses headers over its limit itself, before the request reaches the app.
  if (status < 400 || status === 431) return;
  expect(contentType, `content type of a ${status}`).toMatch(/^application\/json\b/);
  const { error } = JSON.parse(body) as { error?: Record<string, unknown> };
  expect(error, `error of a ${status}: ${body.slice(0, 200)}`).toBeTypeOf("object");
  expect(error?.code, body.slice(0, 200)).toMatch(CODE);
  expect(error?.message, body.slice(0, 200)).toBeTypeOf("string");
  if (error?.issues !== undefined) {
    expect(error.issues).toBeInstanceOf(Array);
    for (const issue of error.issues as unknown[]) {
      expect(issue).toEqual({ path: expect.any(String), message: expect.any(String) });
    }
  }
}
