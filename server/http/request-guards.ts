import type { Request, RequestHandler, Response } from "express";
import { type ApiErrorCode, sendError } from "./api-error";

/**
 * Bounds of a request's path, far beyond any path of the site (the longest are under 60 characters and 4
 * segments). Paths beyond them are answered before any routing, so that no router, renderer or log spends
 * time on them: longer ones with 414, deeper ones with 404 (no page is that deep).
 */
const MAX_PATH_LENGTH = 8192;
const MAX_PATH_SEGMENTS = 32;

/** How many "/" or "\" a path holds (browsers read a backslash as a slash), counting no further than `limit` + 1. */
function separators(path: string, limit: number): number {
  let count = 0;
  for (let i = 0; i < path.length && count <= limit; i++) {
    const char = path.charCodeAt(i);
    if (char === 0x2f || char === 0x5c) count++;
  }
  return count;
}

/**
 * Refuses a request before any routing: under /api in the API's error shape (docs/decisions/028), as every
 * answer of the API is JSON; elsewhere in a short plain text.
 */
function refuse(req: Request, res: Response, status: number, code: ApiErrorCode, text: string): void {
  if (req.path === "/api" || req.path.startsWith("/api/")) sendError(res, status, code);
  else res.status(status).type("text/plain").send(text);
}

/** Paths that are too long, too deep or cannot be decoded are answered before any router tries to. */
export const rejectBadPaths: RequestHandler = (req, res, next) => {
  const path = req.path;
  if (path.length > MAX_PATH_LENGTH) return refuse(req, res, 414, "request/uri-too-long", "URI Too Long");
  if (separators(path, MAX_PATH_SEGMENTS) > MAX_PATH_SEGMENTS) {
    return refuse(req, res, 404, "request/not-found", "Not Found");
  }
  try {
    decodeURIComponent(path);
  } catch {
    return refuse(req, res, 400, "request/malformed-url", "Bad Request: malformed URL encoding");
  }
  next();
};

/** A host name or IPv4 address, or an IPv6 literal in brackets, and an optional port. */
const HOST = /^(?:[a-z0-9][a-z0-9._-]*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Whether a Host header names a host that a URL can be built on. */
export function isValidHost(host: string): boolean {
  return HOST.test(host) && URL.canParse(`http://${host}/`);
}

/**
 * A request whose Host (or, behind a trusted proxy, X-Forwarded-Host) is missing or names no host is a 400:
 * the page renderer builds the request's URL from it. When proxies are trusted at all, every entry of an
 * X-Forwarded-Host must be a host too, whoever sent it: the renderer reads its port from the header even
 * for a client that Express does not trust.
 */
export const rejectInvalidHost: RequestHandler = (req, res, next) => {
  const host = req.host;
  const forwarded = req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
  const valid =
    host !== undefined &&
    isValidHost(host) &&
    (forwarded === undefined || forwarded.split(",").every((entry) => isValidHost(entry.trim())));
  if (valid) return next();
  refuse(req, res, 400, "request/invalid-host", "Bad Request: invalid Host header");
};

/** Pages only answer GET and HEAD (OPTIONS says so); the API routes its own methods. */
export const pageMethods: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  res.setHeader("Allow", "GET, HEAD");
  if (req.method === "OPTIONS") return void res.status(204).end();
  res.status(405).type("text/plain").send("Method Not Allowed");
};
