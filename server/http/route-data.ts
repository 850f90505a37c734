import type { RequestHandler } from "express";

/**
 * React Router's data answers (`/about.data`, `/_root.data`: a page's loader data for client navigation) are
 * no pages: search engines are told not to list them.
 */
export const noindexRouteData: RequestHandler = (req, res, next) => {
  if (req.path.endsWith(".data")) res.setHeader("X-Robots-Tag", "noindex");
  next();
};
