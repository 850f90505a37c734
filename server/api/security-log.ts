import { createHash } from "node:crypto";
import express, { Router } from "express";
import { sendError } from "../http/api-error";
import { limitRequests } from "../http/rate-limit";
import { parseReports } from "../security/reports";
import type { Services } from "../services";

/** Bodies larger than this are refused (413). */
const MAX_BODY = "8kb";
const REPORT_TYPES = ["application/csp-report", "application/reports+json"];

/**
 * POST /api/security/log: the browsers' Content-Security-Policy reports (both formats) and the site's
 * own client security events (docs/PRODUCT.md#security-log), whose X-Security-Checksum header must be the SHA-256 (hex) of the
 * body. Public, like any report endpoint, so it is small, validated and limited per client: 204 when
 * stored, 400 with the problems, 413 too large, 415 another media type, 429 limited.
 */
export function securityLogRoutes({
  database: { db },
  securityLog: log,
  requestKeys,
}: Pick<Services, "database" | "securityLog" | "requestKeys">): Router {
  const router = Router();
  router.post(
    "/security/log",
    limitRequests(db, requestKeys, { name: "security-log", limit: 60, windowMs: 60_000 }),
    express.raw({ type: () => true, limit: MAX_BODY }),
    async (req, res) => {
      const mediaType = (req.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      if (mediaType !== "application/json" && !REPORT_TYPES.includes(mediaType)) {
        sendError(res, 415, "request/unsupported-media-type", { accepted: ["application/json", ...REPORT_TYPES] });
        return;
      }
      const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (mediaType === "application/json") {
        const checksum = createHash("sha256").update(raw).digest("hex");
        if (req.get("x-security-checksum")?.toLowerCase() !== checksum) {
          sendError(res, 400, "security/invalid-checksum");
          return;
        }
      }
      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
      } catch {
        sendError(res, 400, "request/malformed-body");
        return;
      }
      const parsed = parseReports(mediaType, body);
      if (!parsed.ok) {
        sendError(res, 400, "request/invalid", { issues: parsed.issues });
        return;
      }
      for (const report of parsed.reports) await log.record(report.type, report.details);
      res.status(204).end();
    },
  );
  return router;
}
