import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { SHARE_TOKEN_PATTERN, type SharedLink, type SharedLinkLookup } from "../../app/analytics/shares";
import { hashPassword, verifyPassword } from "../auth/passwords";
import type { AnalyticsSharesTable, Database } from "../db/schema";

/** Shared links kept at most. */
export const MAX_SHARES = 50;
/** How long a link's password, once checked, is taken again without hashing it (the dashboard asks often). */
const CHECKED_MS = 10 * 60 * 1000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const linkOf = (row: AnalyticsSharesTable): SharedLink => ({
  id: row.id,
  name: row.name,
  hasPassword: row.password_hash !== null,
  createdAt: new Date(Number(row.created_at)).toISOString(),
});

/**
 * Read-only links to the dashboard's figures (docs/ANALYTICS.md, "Shared links"). A link's token is 128 random
 * bits; only its SHA-256 is stored, so the link is shown once, when made. A password, when given, is stored as
 * the staff's are (scrypt); a password checked is remembered for ten minutes by the SHA-256 of token and
 * password, so that the dashboard's dozen requests do not each cost a hash.
 */
export function sharedLinks(db: Kysely<Database>) {
  const checked = new Map<string, number>();
  const byToken = (token: string) =>
    SHARE_TOKEN_PATTERN.test(token)
      ? db.selectFrom("analytics_shares").selectAll().where("token_hash", "=", sha256(token)).executeTakeFirst()
      : Promise.resolve(undefined);

  return {
    async list(): Promise<SharedLink[]> {
      return (await db.selectFrom("analytics_shares").selectAll().orderBy("created_at", "desc").execute()).map(linkOf);
    },

    /** Makes a link; its `url` (the only place its token appears) is the page's path. "too-many" beyond MAX_SHARES. */
    async create(
      name: string,
      password?: string,
      now = Date.now(),
    ): Promise<(SharedLink & { url: string }) | "too-many"> {
      const { count } = await db
        .selectFrom("analytics_shares")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_SHARES) return "too-many";
      const token = randomBytes(16).toString("hex");
      const row = {
        id: randomBytes(9).toString("base64url"),
        name,
        token_hash: sha256(token),
        password_hash: password ? await hashPassword(password) : null,
        created_at: now,
      };
      await db.insertInto("analytics_shares").values(row).execute();
      return { ...linkOf(row), url: `/share/${token}` };
    },

    /** Revokes a link: its page is a 404 and its token opens nothing. False when there was none. */
    async revoke(id: string): Promise<boolean> {
      const deleted = await db.deleteFrom("analytics_shares").where("id", "=", id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },

    /** What a link's page shows first: its name and whether it asks a password, or that there is no such link. */
    async lookup(token: string): Promise<SharedLinkLookup> {
      const row = await byToken(token);
      return row ? { state: "open", name: row.name, hasPassword: row.password_hash !== null } : { state: "unknown" };
    },

    /** Whether `token` opens a link, with `password` when the link has one: "open", "password" or "unknown". */
    async open(token: string, password = "", now = Date.now()): Promise<"open" | "password" | "unknown"> {
      const row = await byToken(token);
      if (!row) return "unknown";
      if (row.password_hash === null) return "open";
      const key = sha256(`${row.id}\n${token}\n${password}`);
      if ((checked.get(key) ?? 0) > now) return "open";
      if (!password || !(await verifyPassword(password, row.password_hash))) return "password";
      if (checked.size > 1000) checked.clear();
      checked.set(key, now + CHECKED_MS);
      return "open";
    },
  };
}

export type SharedLinks = ReturnType<typeof sharedLinks>;
