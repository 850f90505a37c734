import type { RequestHandler } from "express";
import { type Options, rateLimit, type Store } from "express-rate-limit";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import { sendError } from "./api-error";
import type { RequestKeys } from "./request-keys";

const PRUNE_EVERY_MS = 60_000;

export interface HitCount {
  key: string;
  hits: number;
  /** Epoch milliseconds when the window ends. */
  reset_at: number;
}

/**
 * Adds hits to counters of the rate_limit_hits table, in one statement: a counter whose window has
 * ended by `now` restarts with the hits given and their window. Answers each counter's new total.
 */
export async function addHits(db: Kysely<Database>, counts: HitCount[], now: number): Promise<HitCount[]> {
  if (counts.length === 0) return [];
  const rows = await db
    .insertInto("rate_limit_hits")
    .values(counts)
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql`case when rate_limit_hits.reset_at <= ${now} then excluded.hits else rate_limit_hits.hits + excluded.hits end`,
        reset_at: sql`case when rate_limit_hits.reset_at <= ${now} then excluded.reset_at else rate_limit_hits.reset_at end`,
      }),
    )
    .returning(["key", "hits", "reset_at"])
    .execute();
  return rows.map((row) => ({ key: row.key, hits: Number(row.hits), reset_at: Number(row.reset_at) }));
}

/** A counter's hits, if its window is still open at `now`. */
export async function openCount(db: Kysely<Database>, key: string, now: number): Promise<HitCount | undefined> {
  const row = await db
    .selectFrom("rate_limit_hits")
    .select(["hits", "reset_at"])
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row || Number(row.reset_at) <= now) return undefined;
  return { key, hits: Number(row.hits), reset_at: Number(row.reset_at) };
}

const pruners = new WeakMap<Kysely<Database>, (now: number) => Promise<void>>();

/**
 * Deletes the counters of ended windows, at most once a minute per database: every limit counts in the one
 * table, so the limits of a process share one pruner.
 */
export function expiredHitsPruner(db: Kysely<Database>): (now: number) => Promise<void> {
  let pruner = pruners.get(db);
  if (!pruner) {
    let lastPrune = 0;
    pruner = async (now: number) => {
      if (now - lastPrune <= PRUNE_EVERY_MS) return;
      lastPrune = now;
      await db.deleteFrom("rate_limit_hits").where("reset_at", "<", now).execute();
    };
    pruners.set(db, pruner);
  }
  return pruner;
}

/**
 * express-rate-limit counters in the database, so that every server instance
 * sees the same counts. Expired windows restart at 1 and are pruned.
 */
export class DatabaseRateLimitStore implements Store {
  private readonly prune: (now: number) => Promise<void>;
  readonly localKeys = false;

  constructor(
    private readonly db: Kysely<Database>,
    readonly prefix: string,
    /** express-rate-limit sets it through init(); other users of the store give it here. */
    private windowMs = 60_000,
  ) {
    this.prune = expiredHitsPruner(db);
  }

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const now = Date.now();
    const [row] = await addHits(
      this.db,
      [{ key: `${this.prefix}:${key}`, hits: 1, reset_at: now + this.windowMs }],
      now,
    );
    if (!row) throw new Error("rate_limit_hits: the upsert returned no row");
    await this.prune(now);
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  /** The count of a window still open, without adding to it. */
  async get(key: string) {
    const row = await openCount(this.db, `${this.prefix}:${key}`, Date.now());
    return row && { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string) {
    await this.db
      .updateTable("rate_limit_hits")
      .set({ hits: sql`hits - 1` })
      .where("key", "=", `${this.prefix}:${key}`)
      .where("hits", ">", 0)
      .execute();
  }

  async resetKey(key: string) {
    await this.db.deleteFrom("rate_limit_hits").where("key", "=", `${this.prefix}:${key}`).execute();
  }
}

/**
 * A per-client limit on one endpoint, counted in the database under the client's keyed name.
 */
export function limitRequests(
  db: Kysely<Database>,
  requestKeys: RequestKeys,
  { name, limit, windowMs }: { name: string; limit: number; windowMs: number },
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(db, name),
    keyGenerator: requestKeys.client,
    handler: (_req, res) => {
      sendError(res, 429, "request/too-many");
    },
  });
}
