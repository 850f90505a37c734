/**
 * The one shape of every error the API answers (docs/decisions/028): `{"error": {code, message, ...details}}`.
 * `code` is stable and what code reads; `message` is a short English sentence for a developer; details
 * (validation `issues`, a limit's name...) depend on the code.
 */
export interface ApiError {
  code: string;
  message: string;
  /** A request that does not fit: each problem, in the body or in the query, by where it is. */
  issues?: ApiIssue[];
  [detail: string]: unknown;
}

export interface ApiIssue {
  /** Where the problem is: a body field or query parameter ("events.0.page"), "(body)" for the whole body. */
  path: string;
  message: string;
}

export interface ApiErrorBody {
  error: ApiError;
}

/** The error an API answer holds, or undefined when it holds none (another shape, not JSON, unreachable). */
export function apiErrorOf(body: unknown): ApiError | undefined {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== "object" || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === "string" && typeof message === "string" ? (error as ApiError) : undefined;
}

/** The error of a fetch answer, read from its JSON body (which it consumes). */
export async function readApiError(response: Response): Promise<ApiError | undefined> {
  return apiErrorOf(await response.json().catch(() => null));
}
