import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler } from "express";
import type { Logger } from "../config/logger";

/** The status an error asks for (body parsers set one on a client's mistake); anything else is a 500. */
export function errorStatus(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const asked = typeof status === "number" ? status : statusCode;
  return typeof asked === "number" && asked >= 400 && asked < 600 ? asked : 500;
}

/**
 * The last handler of every route (the API has its own, in JSON): a short plain-text answer without
 * details, and one log line, with the error's stack for a 500.
 */
export function finalErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = errorStatus(error);
    if (status >= 500) logger.error({ err: error, path: req.path }, "request failed");
    else logger.warn({ status, path: req.path }, "request refused");
    // Part of an answer went out already: end the connection, which tells the client it is incomplete.
    if (res.headersSent) return void res.destroy();
    res
      .status(status)
      .type("text/plain")
      .send(STATUS_CODES[status] ?? "Error");
  };
}
