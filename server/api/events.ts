import express, { type Request, type Response, Router } from "express";
import { SITE_URL } from "../../app/config/build";
import { EventsNotStored } from "../analytics/ingest/buffer";
import { eventOrigin } from "../analytics/ingest/event-origin";
import { eventProperties, parseEvents } from "../analytics/ingest/events";
import { isCounted, requestVisitor } from "../analytics/ingest/request-visitor";
import { sendError } from "../http/api-error";
import type { Services } from "../services";

const SITE_ORIGIN = new URL(SITE_URL).origin;

/**
 * Answers a request the analytics do not count, and says so (202 and `X-Analytics-Dropped`, so that a
 * script learns nothing it could work around): bots and requests without a user agent or without any page
 * they came from (`bot`), and requests from another site's pages (`origin`, decision 026). Else undefined.
 */
function dropped(req: Request, res: Response): true | undefined {
  const origin = eventOrigin(req, SITE_ORIGIN);
  const reason = !isCounted(req) || origin === "none" ? "bot" : origin === "foreign" ? "origin" : undefined;
  if (!reason) return undefined;
  res.set("X-Analytics-Dropped", reason).status(202).json({ accepted: 0 });
  return true;
}

/**
 * POST /api/events: one event or a batch from the site's tracker. Answers 202 once the events are stored
 * (committed; see buffer.ts), 503 with Retry-After when they could not be (the database is down or far
 * behind); 400 with the problems found; 429 with Retry-After beyond the limits (the events are dropped).
 * POST /api/lead-refs: the reference code for the contact form's next WhatsApp hand-over (201 `{ref}`),
 * counted as one event against the same limits.
 */
export function eventRoutes({
  analytics,
  ingest: { limits, countryHeader },
  requestKeys,
}: Pick<Services, "analytics" | "ingest" | "requestKeys">): Router {
  const router = Router();
  /** Takes `count` events from the request's client, or answers 429 and says false. */
  const admitted = async (req: Request, res: Response, count: number) => {
    const refused = await limits.admit(requestKeys.client(req), count);
    if (!refused) return true;
    res.set("Retry-After", String(refused.retryAfterS));
    sendError(res, 429, "request/too-many", { limit: refused.limit });
    return false;
  };

  // navigator.sendBeacon sends strings as text/plain: read those as JSON too.
  router.post("/events", express.json({ type: "text/plain", limit: "16kb" }), async (req, res) => {
    if (dropped(req, res)) return;
    const parsed = parseEvents(req.body);
    if (!parsed.ok) {
      sendError(res, 400, "request/invalid", { issues: parsed.issues });
      return;
    }
    if (!(await admitted(req, res, parsed.events.length))) return;
    const now = Date.now();
    const who = await requestVisitor(analytics, req, countryHeader, now);
    try {
      await analytics.buffer.add(
        parsed.events.map((event) => ({
          occurred_at: now,
          name: event.name,
          page: event.page,
          properties: JSON.stringify(eventProperties(event)),
          ...who,
        })),
      );
    } catch (error) {
      if (!(error instanceof EventsNotStored)) throw error;
      res.set("Retry-After", "10");
      sendError(res, 503, "analytics/events-not-stored");
      return;
    }
    res.status(202).json({ accepted: parsed.events.length });
  });

  router.post("/lead-refs", async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (dropped(req, res)) return;
    if (!(await admitted(req, res, 1))) return;
    const now = Date.now();
    const { visitor } = await requestVisitor(analytics, req, countryHeader, now);
    res.status(201).json({ ref: await analytics.issueLeadRef(visitor, now) });
  });
  return router;
}
