import { type RequestHandler, Router } from "express";
import { z } from "zod";
import { DIMENSIONS } from "../../app/analytics/dimensions";
import { MAX_FILTER_VALUE } from "../../app/analytics/filters";
import { INTERVALS } from "../../app/analytics/series";
import { customFunnels } from "../analytics/funnels";
import { BREAKDOWN_ORDERS, breakdown } from "../analytics/reports/breakdown";
import { exportView } from "../analytics/reports/export";
import { funnelReport } from "../analytics/reports/funnel";
import { analyticsSummary } from "../analytics/reports/summary";
import { comparedWithinVisits, type ViewLocals, viewQuery } from "../analytics/reports/view-query";
import { warmVisitColumns } from "../analytics/reports/visit-columns/cache";
import { firstVisitDay, viewVisitRanges } from "../analytics/reports/visit-ranges";
import { sendError } from "../http/api-error";
import { parseQuery } from "../http/query";
import type { Services } from "../services";

/** The summary's series: by the interval asked for where it suits the view (app/analytics/series.ts). */
const summaryQuery = z.object({ interval: z.enum(INTERVALS).optional() });

const breakdownQuery = z.object({
  dimension: z.enum(DIMENSIONS),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  sort: z.enum(BREAKDOWN_ORDERS).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  search: z.string().max(MAX_FILTER_VALUE).optional(),
});

/**
 * The analytics, for staff and shared links (`readers`: server/api/shared-access.ts), for a view (a period, filters and a comparison: see server/analytics/reports/view-query.ts): GET /api/analytics/summary (JSON), /breakdown?dimension=D
 * (rows per value of a dimension, `limit` 1-1000 from `offset`, by visits unless `sort` names another column and
 * `order` asc or desc; with `search`, only the values that hold that text), /funnel?id= (a funnel's steps over the
 * view, server/analytics/reports/funnel.ts) and /export (a zip of CSV files, one per report).
 */
export function analyticsRoutes({
  database: store,
  analytics: { retention },
  readers,
}: Pick<Services, "database" | "analytics"> & { readers: RequestHandler }): Router {
  const router = Router();
  const funnels = customFunnels(store.db);
  router.use("/analytics", readers, viewQuery(retention, store.db));
  // The summary and the export read the compared range too: with filters, from the visit rows.
  router.get(["/analytics/summary", "/analytics/export"], comparedWithinVisits(retention));
  router.get("/analytics/summary", async (req, res) => {
    const query = parseQuery(summaryQuery, req, res);
    if (!query) return;
    const view = res.locals as ViewLocals;
    // Whoever opens a view may filter it next, and a filtered view's panels ask for its days too: its days
    // and those it is compared with are read ahead, in the background. A filtered view starts them at once
    // (its own reports read the same days and share the reads); an unfiltered one once it has answered.
    const ahead = viewVisitRanges(view, retention);
    if (view.filters.length > 0) warmVisitColumns(store, ahead);
    const summary = await analyticsSummary(store, { ...view, ...query, visitsFrom: firstVisitDay(retention) });
    // A shared link shows visits, never leads or the business won.
    res.json(res.locals.shared ? { ...summary, leads: null } : summary);
    if (view.filters.length === 0) warmVisitColumns(store, ahead);
  });
  router.get("/analytics/breakdown", async (req, res) => {
    const query = parseQuery(breakdownQuery, req, res);
    if (!query) return;
    const { dimension, limit, offset, sort, order, search } = query;
    const view = res.locals as ViewLocals;
    const listing = { sort, search, ...(order && { descending: order === "desc" }) };
    const { rows, total } = await breakdown(store, dimension, view, { limit, offset }, listing);
    // A shared link shows visits, never leads or the business won.
    const shown = res.locals.shared ? rows.map((row) => ({ ...row, leads: null, won: null, wonValue: null })) : rows;
    res.json({ dimension, ...view.range, rows: shown, total });
  });
  router.get("/analytics/funnel", async (req, res) => {
    const view = res.locals as ViewLocals;
    const funnel = typeof req.query.id === "string" ? await funnels.find(req.query.id) : undefined;
    if (!funnel) return sendError(res, 404, "funnels/unknown-funnel");
    // A funnel reads the visits' journeys, which are kept as long as the visits.
    const first = firstVisitDay(retention);
    if (view.range.from < first) {
      const message = `funnels reach back ${retention.eventDays} days, to ${first}`;
      return sendError(res, 400, "analytics/invalid-period", { message });
    }
    res.json(await funnelReport(store, funnel, { ...view, visitsFrom: first }));
  });
  router.get("/analytics/export", async (_req, res) => {
    // The export holds the leads, which a shared link never shows.
    if (res.locals.shared) return sendError(res, 403, "shares/not-allowed");
    const view = res.locals as ViewLocals;
    res
      .type("application/zip")
      .attachment(`analytics-${view.range.from}-${view.range.to}.zip`)
      .send(Buffer.from(await exportView(store, view)));
  });
  return router;
}
