import express, { Router } from "express";
import { EventsNotStored } from "../analytics/buffer";
import { eventProperties, parseEvents } from "../analytics/events";
import type { Analytics } from "../analytics/index";
import type { IngestLimits } from "../analytics/ingest-limits";
import { isCounted, requestVisitor } from "../analytics/request-visitor";
import type { RequestKeys } from "../http/request-keys";

export interface EventRouteOptions {
  /** Events a minute per client and in total. */
  limits: IngestLimits;
  /** How clients are named in the limits. */
  keys: RequestKeys;
  /** The CDN header believed for the visitor's country (CDN_COUNTRY_HEADER), only behind a trusted proxy. */
  countryHeader: string | undefined;
}

/**
 * POST /api/events: one event or a batch from the site's tracker. Answers 202 once the events are stored
 * (committed; see buffer.ts), 503 with Retry-After when they could not be (the database is down or far
 * behind); 400 with the problems found; 429 with Retry-After beyond the limits (the events are dropped);
 * bots and requests without a user agent are accepted and dropped (X-Analytics-Dropped: bot).
 */
export function eventRoutes(analytics: Analytics, { limits, keys, countryHeader }: EventRouteOptions): Router {
  const router = Router();
  // navigator.sendBeacon sends strings as text/plain: read those as JSON too.
  router.post("/events", express.json({ type: "text/plain", limit: "16kb" }), async (req, res) => {
    if (!isCounted(req)) {
      res.set("X-Analytics-Dropped", "bot").status(202).json({ accepted: 0 });
      return;
    }
    const parsed = parseEvents(req.body);
    if (!parsed.ok) {
      res.status(400).json({ error: "invalid_events", issues: parsed.issues });
      return;
    }
    const refused = await limits.admit(keys.client(req), parsed.events.length);
    if (refused) {
      res
        .set("Retry-After", String(refused.retryAfterS))
        .status(429)
        .json({ error: "rate_limited", limit: refused.limit });
      return;
    }
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
      res.set("Retry-After", "10").status(503).json({ error: "events_not_stored" });
      return;
    }
    res.status(202).json({ accepted: parsed.events.length });
  });
  return router;
}
