import type { RequestHandler } from "express";
import type { Logger } from "../config/logger";

/**
 * One structured line per request: method, path (without the query string,
 * which may carry anything), status, duration. No IP, no headers, no cookies.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const status = res.statusCode;
      const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
      logger[level](
        { method: req.method, path: req.originalUrl.split("?")[0], status, ms: Math.round(ms * 10) / 10 },
        "request",
      );
    });
    next();
  };
}
