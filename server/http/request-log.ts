import type { RequestHandler } from "express";
import type { Logger } from "../config/logger";

/** Paths are logged up to this length (a refused path may be 8 KB or more), with "…" where cut. */
const MAX_LOGGED_PATH = 300;

/**
 * A path as logs keep it: a segment with an e-mail address in it (a newsletter subscriber to remove) is
 * written `(address)`, so that no address outlives its removal in a log.
 */
export const withoutAddresses = (path: string) => path.replace(/[^/]*(@|%40)[^/]*/gi, "(address)");

/** A path without a shared link's token (/share/TOKEN, in any language), which opens the figures to whoever has it. */
export const withoutShareTokens = (path: string) => path.replace(/\/share\/[^/]+/gi, "/share/(token)");

function loggedPath(url: string): string {
  const end = url.indexOf("?");
  const path = withoutShareTokens(withoutAddresses(end === -1 ? url : url.slice(0, end)));
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * One structured line per request: method, path (without the query string,
 * which may carry anything; without e-mail addresses or shared links' tokens; cut when long), status, duration. No IP, no
 * headers, no cookies.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const status = res.statusCode;
      const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
      logger[level](
        { method: req.method, path: loggedPath(req.originalUrl), status, ms: Math.round(ms * 10) / 10 },
        "request",
      );
    });
    next();
  };
}
