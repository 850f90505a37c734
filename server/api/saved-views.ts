import { Router } from "express";
import { z } from "zod";
import { MAX_VIEW_QUERY, savedViews, viewQueryProblem } from "../analytics/saved-views";
import type { StaffGuards } from "../auth/guard";
import { invalidRequest, sendError } from "../http/api-error";
import type { Services } from "../services";

const newView = z.strictObject({
  name: z.string().trim().min(1).max(80),
  query: z
    .string()
    .max(MAX_VIEW_QUERY)
    .transform((query) => query.replace(/^\?/, ""))
    .superRefine((query, context) => {
      const problem = viewQueryProblem(query);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
});

/**
 * Saved views of the dashboard: GET /api/views lists them for staff; POST /api/views {name, query} names the
 * view a query describes (201 with the view), DELETE /api/views/:id removes one (204): admins only.
 */
export function savedViewRoutes({ database, guards }: Pick<Services, "database"> & { guards: StaffGuards }): Router {
  const views = savedViews(database.db);
  const router = Router();
  router.use("/views", guards.requireStaff);
  router.get("/views", async (_req, res) => {
    res.json({ views: await views.list() });
  });
  router.post("/views", guards.requireAdmin, async (req, res) => {
    const parsed = newView.safeParse(req.body);
    if (!parsed.success) {
      invalidRequest(res, parsed.error);
      return;
    }
    const saved = await views.create(parsed.data.name, parsed.data.query);
    if (saved === "name-taken" || saved === "too-many") {
      sendError(res, 409, `views/${saved}`);
      return;
    }
    res.status(201).json(saved);
  });
  router.delete("/views/:id", guards.requireAdmin, async (req, res) => {
    if (!(await views.remove(String(req.params.id)))) {
      sendError(res, 404, "views/unknown-view");
      return;
    }
    res.status(204).end();
  });
  return router;
}
