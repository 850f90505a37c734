import express, { Router } from "express";
import { isbot } from "isbot";
import { SITE_URL } from "../../app/config/build";
import { EventsNotStored } from "../analytics/buffer";
import { countryOf } from "../analytics/country";
import { deviceType } from "../analytics/device";
import { eventProperties, parseEvents } from "../analytics/events";
import type { Analytics } from "../analytics/index";
import { visitorId } from "../analytics/visitor";

/**
 * POST /api/events: one event or a batch from the site's tracker. Answers 202 once the events are stored
 * (committed; see buffer.ts), 503 with Retry-After when they could not be (the database is down or far
 * behind); 400 with the problems found; bots are accepted and dropped (X-Analytics-Dropped: bot).
 */
export function eventRoutes(analytics: Analytics, { trustProxy }: { trustProxy: boolean }): Router {
  const router = Router();
  // navigator.sendBeacon sends strings as text/plain: read those as JSON too.
  router.post("/events", express.json({ type: "text/plain", limit: "16kb" }), async (req, res) => {
    const userAgent = req.get("user-agent") ?? "";
    if (isbot(userAgent)) {
      res.set("X-Analytics-Dropped", "bot").status(202).json({ accepted: 0 });
      return;
    }
    const parsed = parseEvents(req.body);
    if (!parsed.ok) {
      res.status(400).json({ error: "invalid_events", issues: parsed.issues });
      return;
    }
    const now = Date.now();
    const visitor = visitorId(await analytics.salts.saltFor(now), SITE_URL, req.ip ?? "", userAgent);
    const device = deviceType(userAgent);
    const country = countryOf(req, trustProxy);
    try {
      await analytics.buffer.add(
        parsed.events.map((event) => ({
          occurred_at: now,
          name: event.name,
          visitor,
          page: event.page,
          properties: JSON.stringify(eventProperties(event)),
          device,
          country,
        })),
      );
    } catch (error) {
      if (!(error instanceof EventsNotStored)) throw error;
      res.set("Retry-After", "10").status(503).json({ error: "events_not_stored" });
      return;
    }
    res.status(202).json({ accepted: parsed.events.length });
  });
  return router;
}
