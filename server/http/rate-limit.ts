import type { RequestHandler } from "express";
import { type Options, rateLimit, type Store } from "express-rate-limit";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import type { RequestKeys } from "./request-keys";

const PRUNE_EVERY_MS = 60_000;

/**
 * express-rate-limit counters in the database, so that every server instance
 * sees the same counts. Expired windows restart at 1 and are pruned.
 */
export class DatabaseRateLimitStore implements Store {
  private lastPrune = 0;
  readonly localKeys = false;

  constructor(
    private readonly db: Kysely<Database>,
    readonly prefix: string,
    /** express-rate-limit sets it through init(); other users of the store give it here. */
    private windowMs = 60_000,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const now = Date.now();
    const resetAt = now + this.windowMs;
    const id = `${this.prefix}:${key}`;
    const row = await this.db
      .insertInto("rate_limit_hits")
      .values({ key: id, hits: 1, reset_at: resetAt })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          hits: sql`case when rate_limit_hits.reset_at <= ${now} then 1 else rate_limit_hits.hits + 1 end`,
          reset_at: sql`case when rate_limit_hits.reset_at <= ${now} then ${resetAt} else rate_limit_hits.reset_at end`,
        }),
      )
      .returning(["hits", "reset_at"])
      .executeTakeFirstOrThrow();
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.db.deleteFrom("rate_limit_hits").where("reset_at", "<", now).execute();
    }
    return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) };
  }

  /** The count of a window still open, without adding to it. */
  async get(key: string) {
    const row = await this.db
      .selectFrom("rate_limit_hits")
      .select(["hits", "reset_at"])
      .where("key", "=", `${this.prefix}:${key}`)
      .executeTakeFirst();
    if (!row || Number(row.reset_at) <= Date.now()) return undefined;
    return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) };
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
  keys: RequestKeys,
  { name, limit, windowMs }: { name: string; limit: number; windowMs: number },
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(db, name),
    keyGenerator: keys.client,
    handler: (_req, res) => {
      res.status(429).json({ error: "rate_limited" });
    },
  });
}
