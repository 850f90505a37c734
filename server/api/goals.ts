import { type RequestHandler, Router } from "express";
import { z } from "zod";
import { GOAL_KEY_PATTERN, MAX_GOAL_NAME } from "../../app/analytics/goals";
import { MAX_URL } from "../../app/analytics/limits";
import { DEFAULT_LOCALE } from "../../app/config/build";
import { urlScheme } from "../../app/i18n/url-scheme";
import { customGoals, isBuiltIn } from "../analytics/goals";
import type { StaffGuards } from "../auth/guard";
import { invalidRequest, sendError } from "../http/api-error";
import type { Services } from "../services";

const scheme = urlScheme(DEFAULT_LOCALE);
const name = z.string().trim().min(1).max(MAX_GOAL_NAME);

/** A page of the site or a pattern: any language's is the same page, kept in the default language's form. */
export const pagePath = z
  .string()
  .trim()
  .max(MAX_URL)
  .regex(/^\/[^\s?#]*$/, "a path of the site, such as /contact or /blog/*")
  .transform((path) => scheme.stripLocale(path));

const definition = z.discriminatedUnion("kind", [
  z.strictObject({ name, kind: z.literal("page"), path: pagePath }),
  z.strictObject({ name, kind: z.literal("click"), key: z.string().regex(GOAL_KEY_PATTERN, "a data-goal key") }),
  z.strictObject({
    name,
    kind: z.literal("link"),
    href: z
      .string()
      .trim()
      .max(MAX_URL)
      .regex(
        /^(https?:\/\/[^\s/]+|mailto:|tel:)\S*$/i,
        "an address that starts with https://, http://, mailto: or tel:",
      ),
  }),
]);

/** What PATCH /api/goals/:id changes: the name, whether the goal counts as a conversion, or both. */
const change = z
  .strictObject({ name: name.optional(), conversion: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.conversion !== undefined, "a name or a conversion");

/**
 * Goals admins define (docs/ANALYTICS.md, "Goals"): GET /api/goals lists them for staff (`goals`), with the six
 * built in (`builtIn`), each with whether it counts as a conversion; POST /api/goals {name, kind, path | key |
 * href} defines one (201 with the goal), PATCH /api/goals/:id {name?, conversion?} renames it or says whether it
 * is a conversion, DELETE /api/goals/:id removes it (204): admins only. A built-in goal, by its key, can only
 * stop or start counting as a conversion.
 */
export function goalRoutes({
  database,
  guards,
  readers,
}: Pick<Services, "database"> & { guards: StaffGuards; readers: RequestHandler }): Router {
  const goals = customGoals(database.db);
  const router = Router();
  // Listed for staff and shared links (which show funnels); changed by admins only.
  router.get("/goals", readers, async (_req, res) => {
    res.json({ goals: await goals.list(), builtIn: await goals.builtIn() });
  });
  router.use("/goals", guards.requireStaff);
  router.post("/goals", guards.requireAdmin, async (req, res) => {
    const parsed = definition.safeParse(req.body);
    if (!parsed.success) return invalidRequest(res, parsed.error);
    const { name: goalName, ...what } = parsed.data;
    const made = await goals.create(goalName, what);
    if (made === "name-taken" || made === "too-many") return sendError(res, 409, `goals/${made}`);
    res.status(201).json(made);
  });
  router.patch("/goals/:id", guards.requireAdmin, async (req, res) => {
    const parsed = change.safeParse(req.body);
    if (!parsed.success) return invalidRequest(res, parsed.error);
    const id = String(req.params.id);
    const { name: newName, conversion } = parsed.data;
    if (isBuiltIn(id)) {
      // A built-in goal keeps its name: a body that names one is refused (the schema asks for one or the other).
      if (newName !== undefined || conversion === undefined) return sendError(res, 409, "goals/built-in");
      await goals.setConversion(id, conversion);
      return res.json({ goal: id, conversion });
    }
    if (newName !== undefined) {
      const renamed = await goals.rename(id, newName);
      if (renamed === "unknown") return sendError(res, 404, "goals/unknown-goal");
      if (renamed === "name-taken") return sendError(res, 409, "goals/name-taken");
    }
    if (conversion !== undefined && !(await goals.setConversion(id, conversion)))
      return sendError(res, 404, "goals/unknown-goal");
    const goal = await goals.find(id);
    if (!goal) return sendError(res, 404, "goals/unknown-goal");
    res.json(goal);
  });
  router.delete("/goals/:id", guards.requireAdmin, async (req, res) => {
    if (!(await goals.remove(String(req.params.id)))) return sendError(res, 404, "goals/unknown-goal");
    res.status(204).end();
  });
  return router;
}
