import type { Request, Response } from "express";
import type { z } from "zod";
import { invalidRequest } from "./api-error";

/**
 * A request's query read by `schema`; when it does not fit, answers 400 `request/invalid` naming each
 * parameter and its problem, and gives undefined.
 */
export function parseQuery<T extends z.ZodType>(schema: T, req: Request, res: Response): z.output<T> | undefined {
  const parsed = schema.safeParse(req.query);
  if (parsed.success) return parsed.data;
  invalidRequest(res, parsed.error);
  return undefined;
}
