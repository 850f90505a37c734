import { Router } from "express";
import { z } from "zod";
import { LEAD_STATUSES } from "../../app/analytics/dimensions";
import { normalizeLeadRef } from "../../app/contact/lead-ref";
import { SERVICE_IDS } from "../../app/services/catalog";
import { listLeads, updateLead } from "../analytics/reports/leads";
import { type ViewLocals, viewQuery } from "../analytics/reports/view-query";
import type { StaffGuards } from "../auth/guard";
import { invalidRequest, sendError } from "../http/api-error";
import type { Services } from "../services";

const change = z.strictObject({
  status: z.enum(LEAD_STATUSES),
  /** The project's value in IDR; null clears it. */
  value: z.number().int().min(0).max(1e15).nullable().optional(),
  /** The service the project is for (staff know it once it is decided); null: none named. */
  service: z.enum(SERVICE_IDS).nullable().optional(),
});

/**
 * Leads (WhatsApp hand-overs with their reference codes): GET /api/leads?period= (or from, to, and filters: see server/analytics/reports/view-query.ts)
 * lists those of the view, newest first; with `ref=` (as staff type it: any case, with or without "ND-") the one lead
 * with that code, whenever it came. PATCH /api/leads/:ref {status, value?, service?} records what became of it and
 * for which service (admins only).
 */
export function leadRoutes({
  database: store,
  analytics: { retention },
  guards,
}: Pick<Services, "database" | "analytics"> & { guards: StaffGuards }): Router {
  const router = Router();
  router.use("/leads", guards.requireStaff);
  router.get("/leads", async (req, res, next) => {
    if (typeof req.query.ref !== "string") return next();
    const ref = normalizeLeadRef(req.query.ref);
    if (!ref) {
      sendError(res, 400, "leads/invalid-ref");
      return;
    }
    res.json({ leads: await listLeads(store, { ref }) });
  });
  router.get("/leads", ...viewQuery(retention, store.db), async (_req, res) => {
    res.json({ leads: await listLeads(store, res.locals as ViewLocals) });
  });
  router.patch("/leads/:ref", guards.requireAdmin, async (req, res) => {
    const ref = normalizeLeadRef(String(req.params.ref));
    const parsed = change.safeParse(req.body);
    if (!parsed.success) {
      invalidRequest(res, parsed.error);
      return;
    }
    const lead = ref ? await updateLead(store, ref, parsed.data) : null;
    if (!lead) {
      sendError(res, 404, "leads/unknown-lead");
      return;
    }
    res.json(lead);
  });
  return router;
}
