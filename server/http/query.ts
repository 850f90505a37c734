import type { Request, Response } from "express";
import type { z } from "zod";

/**
 * A request's query read by `schema`; when it does not fit, answers 400 `invalid_query` naming each
 * parameter and its problem, and gives undefined.
 */
export function parseQuery<T extends z.ZodType>(schema: T, req: Request, res: Response): z.output<T> | undefined {
  const parsed = schema.safeParse(req.query);
  if (parsed.success) return parsed.data;
  res.status(400).json({
    error: "invalid_query",
    issues: parsed.error.issues.map((issue) => ({ parameter: issue.path.join("."), message: issue.message })),
  });
  return undefined;
}
