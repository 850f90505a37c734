import type { Kysely } from "kysely";
import type { LiveFigures } from "../../../app/admin/types";
import type { Database } from "../../db/schema";
import { activityOf, eventsFor } from "./activity";

/** A visitor is on the site "now" when they sent an event this recently. */
export const LIVE_WINDOW_MS = 5 * 60 * 1000;

/** How many entries (events, with reading folded into page views) the live stream shows. */
export const LIVE_EVENTS = 20;

/**
 * What is happening on the site now, read from the raw events (stored within milliseconds of arriving:
 * see buffer.ts), both queries on the index of occurred_at: the visitors with an event in the last five
 * minutes and the latest events, whenever they came. A pseudonym changes at midnight (the site's
 * calendar), so someone browsing across it counts twice for those five minutes. The pseudonyms themselves
 * never leave this function.
 */
export async function liveFigures(db: Kysely<Database>, now = Date.now()): Promise<LiveFigures> {
  const since = now - LIVE_WINDOW_MS;
  const [counted, latest] = await Promise.all([
    db
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.count<number | string>("visitor").distinct().as("visitors"))
      .where("occurred_at", ">=", since)
      .executeTakeFirst(),
    db
      .selectFrom("analytics_events")
      .select(["occurred_at", "name", "page", "country", "device", "visit_id", "properties"])
      .orderBy("occurred_at", "desc")
      .limit(eventsFor(LIVE_EVENTS))
      .execute(),
  ]);
  return {
    visitors: Number(counted?.visitors ?? 0),
    since: new Date(since).toISOString(),
    events: activityOf(latest, LIVE_EVENTS),
  };
}
