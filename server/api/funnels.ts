import { type RequestHandler, Router } from "express";
import { z } from "zod";
import {
  FORM_STAGES,
  type FunnelStepDefinition,
  MAX_FUNNEL_STEPS,
  MIN_FUNNEL_STEPS,
} from "../../app/analytics/funnels";
import { MAX_GOAL_NAME } from "../../app/analytics/goals";
import { customFunnels } from "../analytics/funnels";
import { customGoals, type GoalNames } from "../analytics/goals";
import type { StaffGuards } from "../auth/guard";
import { invalidRequest, sendError } from "../http/api-error";
import type { Services } from "../services";
import { pagePath } from "./goals";

const name = z.string().trim().min(1).max(80);
const steps = z
  .array(
    z.discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("page"), path: pagePath }),
      z.strictObject({ kind: z.literal("goal"), goal: z.string().trim().min(1).max(MAX_GOAL_NAME) }),
      z.strictObject({ kind: z.literal("form"), stage: z.enum(FORM_STAGES) }),
    ]),
  )
  .min(MIN_FUNNEL_STEPS)
  .max(MAX_FUNNEL_STEPS);

/** The first goal step that names no goal there is, or undefined. */
const unknownGoal = (list: readonly FunnelStepDefinition[], names: GoalNames) =>
  list.find((step) => step.kind === "goal" && names.nameOf(names.tokenOf(step.goal)) === undefined);

/**
 * Funnels (docs/ANALYTICS.md, "Funnels"): GET /api/funnels lists them for staff, the contact form's first; POST
 * /api/funnels {name, steps} defines one (201 with it), PATCH /api/funnels/:id {name?, steps?} changes one,
 * DELETE /api/funnels/:id removes one (204): admins only. A step is {kind: "page", path}, {kind: "goal", goal:
 * NAME} or {kind: "form", stage: "seen" | "started" | "message"}, 2 to 8 of them. GET /api/analytics/funnel
 * counts one over a view (server/api/analytics.ts).
 */
export function funnelRoutes({
  database,
  guards,
  readers,
}: Pick<Services, "database"> & { guards: StaffGuards; readers: RequestHandler }): Router {
  const funnels = customFunnels(database.db);
  const goals = customGoals(database.db);
  const router = Router();
  // Listed for staff and shared links (which show funnels); changed by admins only.
  router.get("/funnels", readers, async (_req, res) => {
    res.json({ funnels: await funnels.list(await goals.names()) });
  });
  router.use("/funnels", guards.requireStaff);
  router.post("/funnels", guards.requireAdmin, async (req, res) => {
    const parsed = z.strictObject({ name, steps }).safeParse(req.body);
    if (!parsed.success) return invalidRequest(res, parsed.error);
    const names = await goals.names();
    if (unknownGoal(parsed.data.steps, names)) return sendError(res, 400, "funnels/unknown-goal");
    const made = await funnels.create(parsed.data.name, parsed.data.steps, names);
    if (made === "name-taken" || made === "too-many") return sendError(res, 409, `funnels/${made}`);
    res.status(201).json(made);
  });
  router.patch("/funnels/:id", guards.requireAdmin, async (req, res) => {
    const parsed = z.strictObject({ name: name.optional(), steps: steps.optional() }).safeParse(req.body);
    if (!parsed.success) return invalidRequest(res, parsed.error);
    const names = await goals.names();
    if (parsed.data.steps && unknownGoal(parsed.data.steps, names)) return sendError(res, 400, "funnels/unknown-goal");
    const changed = await funnels.update(String(req.params.id), parsed.data, names);
    if (changed === "unknown") return sendError(res, 404, "funnels/unknown-funnel");
    if (changed === "name-taken") return sendError(res, 409, "funnels/name-taken");
    res.json(changed);
  });
  router.delete("/funnels/:id", guards.requireAdmin, async (req, res) => {
    if (!(await funnels.remove(String(req.params.id)))) return sendError(res, 404, "funnels/unknown-funnel");
    res.status(204).end();
  });
  return router;
}
