import { randomBytes } from "node:crypto";
import { NEWSLETTER_CONFIRM_DAYS } from "../../app/config/constants";
import type { Locale } from "../../app/i18n/locales";
import type { Analytics } from "../analytics/index";
import type { RequestVisitor } from "../analytics/ingest/request-visitor";
import type { DatabaseHandle } from "../db/database";
import type { Mailer } from "../mail/index";
import { confirmationMail } from "./mails";
import { isTokenShaped, newToken, tokenHash } from "./tokens";
import { countUnsubscribe } from "./unsubscribes";

const DAY_MS = 86_400_000;
const CONFIRM_MS = NEWSLETTER_CONFIRM_DAYS * DAY_MS;

/** What a confirmation or unsubscribe link turned out to be. */
export type LinkState = "valid" | "unknown" | "expired";

export interface SignUp {
  email: string;
  locale: Locale;
  /** The site page the form was on. */
  page: string;
  /**
   * The analytics' name for the visitor (none for a bot or a client without a user agent); the sign-up's goal
   * joins that visitor's visit, so the client key is not kept.
   */
  who?: Pick<RequestVisitor, "visitor" | "device" | "country">;
}

/**
 * The newsletter's consent (double opt-in, docs/decisions/025): a sign-up mails a link and waits; only a
 * followed link makes a subscription, and counts as the `newsletter_signup` goal of the visit that signed
 * up. Whether an address was new, waiting or subscribed is never told to whoever signs it up; a waiting
 * address is mailed at most once a day, and forgotten after NEWSLETTER_CONFIRM_DAYS.
 */
export function newsletterConsent({ db }: DatabaseHandle, mailer: Mailer, analytics: Analytics) {
  const pendingBy = (hash: string) =>
    db.selectFrom("newsletter_pending").selectAll().where("token_hash", "=", hash).executeTakeFirst();

  async function linkState(token: string, now = Date.now()): Promise<LinkState> {
    if (!isTokenShaped(token)) return "unknown";
    const pending = await pendingBy(tokenHash(token));
    if (!pending) return "unknown";
    return now - Number(pending.created_at) > CONFIRM_MS ? "expired" : "valid";
  }

  return {
    /** Stores a sign-up and mails its link, unless the address is subscribed or was mailed in the last day. */
    async signUp({ email, locale, page, who }: SignUp, now = Date.now()): Promise<void> {
      const token = newToken();
      const mailed = await db.transaction().execute(async (trx) => {
        const subscribed = await trx
          .selectFrom("newsletter_subscriptions")
          .select("email")
          .where("email", "=", email)
          .executeTakeFirst();
        if (subscribed) return false;
        const row = {
          locale,
          token_hash: tokenHash(token),
          created_at: now,
          visitor: who?.visitor ?? null,
          device: who?.device ?? null,
          country: who?.country ?? null,
          page,
        };
        // A new link replaces one mailed over a day ago; within the day, the sign-up changes nothing.
        const result = await trx
          .insertInto("newsletter_pending")
          .values({ email, ...row })
          .onConflict((conflict) =>
            conflict
              .column("email")
              .doUpdateSet(row)
              .where("newsletter_pending.created_at", "<", now - DAY_MS),
          )
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await mailer.outbox.enqueue(await confirmationMail(email, locale, token), trx);
        return true;
      });
      if (mailed) mailer.outbox.kick();
    },

    /** Whether a confirmation link can still be followed (the page asks before offering its button). */
    confirmationState: linkState,

    /** Follows a confirmation link: the address becomes a subscription, and its sign-up a goal. */
    async confirm(token: string, now = Date.now()): Promise<LinkState> {
      const state = await linkState(token, now);
      if (state !== "valid") return state;
      const pending = await db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom("newsletter_pending")
          .where("token_hash", "=", tokenHash(token))
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        await trx
          .insertInto("newsletter_subscriptions")
          .values({
            email: row.email,
            locale: row.locale,
            created_at: new Date(now).toISOString(),
            unsubscribe_token: randomBytes(24).toString("base64url"),
          })
          .onConflict((conflict) => conflict.column("email").doNothing())
          .execute();
        return row;
      });
      if (!pending) return "unknown";
      const { visitor, device, country, page } = pending;
      if (visitor && device && country) {
        // Counted for the visit that signed up, at the time it did; the address is stored either way, and a
        // goal the analytics could not store is logged by the buffer.
        const signUp = { occurred_at: Number(pending.created_at), name: "newsletter_signup", page, properties: "{}" };
        await analytics.buffer.add([{ ...signUp, visitor, device, country }]).catch(() => {});
      }
      return "valid";
    },

    /** Whether an unsubscribe link belongs to a subscription. */
    async unsubscribeState(token: string): Promise<LinkState> {
      if (!isTokenShaped(token)) return "unknown";
      const row = await db
        .selectFrom("newsletter_subscriptions")
        .select("email")
        .where("unsubscribe_token", "=", token)
        .executeTakeFirst();
      return row ? "valid" : "unknown";
    },

    /**
     * Deletes the subscription of an unsubscribe link and counts it on its day; false if there was none (any
     * more), which counts nothing.
     */
    async unsubscribe(token: string, now = Date.now()): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom("newsletter_subscriptions")
          .where("unsubscribe_token", "=", token)
          .executeTakeFirst();
        const removed = Number(result.numDeletedRows) > 0;
        if (removed) await countUnsubscribe(trx, now);
        return removed;
      });
    },

    /** Forgets sign-ups whose link has expired; returns how many. */
    async prune(now = Date.now()): Promise<number> {
      const result = await db
        .deleteFrom("newsletter_pending")
        .where("created_at", "<", now - CONFIRM_MS)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type NewsletterConsent = ReturnType<typeof newsletterConsent>;
