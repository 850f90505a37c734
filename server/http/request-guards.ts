import type { RequestHandler } from "express";

/** Paths that cannot be decoded are answered before any router tries to. */
export const rejectMalformedPaths: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    res.status(400).type("text/plain").send("Bad Request: malformed URL encoding");
  }
};

/** Pages only answer GET and HEAD (OPTIONS says so); the API routes its own methods. */
export const pageMethods: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  res.setHeader("Allow", "GET, HEAD");
  if (req.method === "OPTIONS") return void res.status(204).end();
  res.status(405).type("text/plain").send("Method Not Allowed");
};
