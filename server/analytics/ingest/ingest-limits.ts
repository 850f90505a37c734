import type { Kysely } from "kysely";
import { dropLog } from "../../config/drop-log";
import type { Logger } from "../../config/logger";
import type { Database } from "../../db/schema";
import { SharedWindowCounter } from "../../http/shared-counter";

export interface IngestLimitSettings {
  /** Events a minute from one client (ANALYTICS_CLIENT_EVENTS_PER_MINUTE). */
  perClient: number;
  /** Events a minute from all clients together (ANALYTICS_EVENTS_PER_MINUTE), the site's budget. */
  total: number;
  /** How often the counts are shared with the other instances (every second); tests share them by sync(). */
  syncMs?: number;
}

/** Which limit refused a request's events, and in how many seconds its window ends. */
export interface IngestRefusal {
  limit: "client" | "site";
  retryAfterS: number;
}

/**
 * A client's first events of a minute, taken even once the site has used up its budget: a page view every
 * two seconds for the whole minute, what a busy visitor sends.
 */
export const CLIENT_ALLOWANCE = 30;

const WINDOW_MS = 60_000;
const SYNC_MS = 1000;
const EVERYONE = "all";

/**
 * How many analytics events the server takes a minute, from each client and from all together, counted
 * across every server instance (http/shared-counter.ts: in memory, added to the shared table every
 * second). Up to the site's budget, every client's events are taken within the client's own limit; past it,
 * only a client's first CLIENT_ALLOWANCE events of the minute, so that the clients sending the most are the
 * ones refused and a flood cannot shut real visitors out. The allowances taken past the budget are counted
 * on their own and may add at most the budget again: a minute stores at most twice the budget, however many
 * addresses send (docs/decisions/010-analytics-ingestion.md). Refused events are dropped and counted in the
 * log by limit.
 */
export function ingestLimits(
  db: Kysely<Database>,
  logger: Logger,
  { perClient, total, syncMs = SYNC_MS }: IngestLimitSettings,
) {
  const clients = new SharedWindowCounter(db, "events-client", WINDOW_MS);
  const site = new SharedWindowCounter(db, "events-site", WINDOW_MS);
  const allowances = new SharedWindowCounter(db, "events-allowance", WINDOW_MS);
  let syncing: Promise<void> | undefined;
  /**
   * The counters share their counts one after the other, one sync at a time: on PostgreSQL, one counter's
   * upsert and another's pruning of the same ended windows, run at once, deadlocked.
   */
  const sync = (now: number) => {
    syncing ??= (async () => {
      for (const counter of [clients, site, allowances]) await counter.sync(now);
    })().finally(() => {
      syncing = undefined;
    });
    return syncing;
  };
  const timer = setInterval(
    () =>
      sync(Date.now()).catch((error: unknown) =>
        logger.warn({ err: error }, "analytics limits: counts not shared this time, kept for the next try"),
      ),
    syncMs,
  );
  timer.unref();
  const drops = dropLog(
    logger,
    "analytics events dropped over their limits (ANALYTICS_CLIENT_EVENTS_PER_MINUTE, ANALYTICS_EVENTS_PER_MINUTE)",
  );

  /** What lets `count` more events in from a client that would then have sent `sent` this minute, if anything. */
  async function siteShare(sent: number, count: number, now: number): Promise<"budget" | "allowance" | undefined> {
    if ((await site.count(EVERYONE, now)) + count <= total) return "budget";
    if (sent <= CLIENT_ALLOWANCE && (await allowances.count(EVERYONE, now)) + count <= total) return "allowance";
    return undefined;
  }

  return {
    /** Takes `count` events from `client` (its keyed name), or says which limit refuses them. */
    async admit(client: string, count: number, now = Date.now()): Promise<IngestRefusal | undefined> {
      const sent = (await clients.count(client, now)) + count;
      const share = sent <= perClient ? await siteShare(sent, count, now) : undefined;
      if (!share) {
        const limit = sent > perClient ? "client" : "site";
        drops.count(limit, count);
        return { limit, retryAfterS: Math.ceil((clients.windowEnd(now) - now) / 1000) };
      }
      clients.add(client, count, now);
      site.add(EVERYONE, count, now);
      if (share === "allowance") allowances.add(EVERYONE, count, now);
      return undefined;
    },
    /** Shares this instance's counts with the other instances now, as its timer does every `syncMs`. */
    sync,
    close(): void {
      clearInterval(timer);
      drops.close();
    },
  };
}

export type IngestLimits = ReturnType<typeof ingestLimits>;
