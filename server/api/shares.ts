import { Router } from "express";
import { z } from "zod";
import type { SharedLinks } from "../analytics/shares";
import type { StaffGuards } from "../auth/guard";
import { MAX_PASSWORD_LENGTH } from "../auth/passwords";
import { invalidRequest, sendError } from "../http/api-error";

const newShare = z.strictObject({
  name: z.string().trim().min(1).max(80),
  password: z.string().min(8).max(MAX_PASSWORD_LENGTH).optional(),
});

/**
 * Shared links (docs/ANALYTICS.md, "Shared links"), admins only: POST /api/shares {name, password?} makes one
 * (201 with `{id, url, ...}`, the only answer that holds its token), GET /api/shares lists them (without their
 * tokens), DELETE /api/shares/:id revokes one (204).
 */
export function shareRoutes({ shares, guards }: { shares: SharedLinks; guards: StaffGuards }): Router {
  const router = Router();
  router.use("/shares", guards.requireStaff, guards.requireAdmin);
  router.get("/shares", async (_req, res) => {
    res.json({ shares: await shares.list() });
  });
  router.post("/shares", async (req, res) => {
    const parsed = newShare.safeParse(req.body);
    if (!parsed.success) return invalidRequest(res, parsed.error);
    const made = await shares.create(parsed.data.name, parsed.data.password);
    if (made === "too-many") return sendError(res, 409, "shares/too-many");
    res.status(201).json(made);
  });
  router.delete("/shares/:id", async (req, res) => {
    if (!(await shares.revoke(String(req.params.id)))) return sendError(res, 404, "shares/unknown-share");
    res.status(204).end();
  });
  return router;
}
