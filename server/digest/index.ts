import type { Locale } from "../../app/i18n/locales";
import { isLocale } from "../../app/i18n/locales";
import type { Logger } from "../config/logger";
import type { DatabaseHandle } from "../db/database";
import type { Mailer } from "../mail/index";
import { digestFigures } from "./figures";
import { digestMail } from "./mail";
import { lastWeek } from "./week";

/**
 * The weekly digest (docs/decisions/025): from Monday morning (site time), every enabled staff member who
 * asked for it gets last week's figures, once. Each instance looks every `intervalMs` (and at start); a
 * delivery row is inserted in the transaction that enqueues the mail, so two instances never both send it.
 */
export function weeklyDigests(store: DatabaseHandle, mailer: Mailer, logger: Logger, intervalMs = 3_600_000) {
  const { db } = store;
  let timer: NodeJS.Timeout | undefined;

  async function sendDue(now = Date.now()): Promise<number> {
    const week = lastWeek(now);
    const due = await db
      .selectFrom("staff_accounts")
      .select(["id", "email", "digest_locale"])
      .where("digest_locale", "is not", null)
      .where("disabled", "=", 0)
      .where("demo", "=", 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("digest_deliveries")
              .select("account_id")
              .whereRef("digest_deliveries.account_id", "=", "staff_accounts.id")
              .where("week", "=", week.from),
          ),
        ),
      )
      .execute();
    logger.debug({ week: week.from, due: due.length }, "weekly digests checked");
    if (due.length === 0) return 0;
    const figures = await digestFigures(store, week);
    let sent = 0;
    for (const account of due) {
      const locale: Locale = isLocale(account.digest_locale) ? account.digest_locale : "en";
      const mail = await digestMail(account.email, locale, figures);
      const claimed = await db.transaction().execute(async (trx) => {
        const result = await trx
          .insertInto("digest_deliveries")
          .values({ account_id: account.id, week: week.from, sent_at: now })
          .onConflict((conflict) => conflict.columns(["account_id", "week"]).doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await mailer.outbox.enqueue(mail, trx);
        return true;
      });
      if (claimed) sent++;
    }
    if (sent > 0) {
      mailer.outbox.kick();
      logger.info({ week: week.from, sent }, "weekly digests queued");
    }
    return sent;
  }

  const check = () =>
    sendDue().catch((error: unknown) => logger.warn({ err: error }, "weekly digests failed; will retry"));

  return {
    sendDue,
    /** Looks now, then every interval; only where mail goes somewhere. */
    start(): void {
      if (!mailer.enabled || timer) return;
      void check();
      timer = setInterval(check, intervalMs);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

export type WeeklyDigests = ReturnType<typeof weeklyDigests>;
