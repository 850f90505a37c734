import type { Kysely } from "kysely";
import { isLocale, type Locale } from "../../app/i18n/locales";
import type { Database } from "../db/schema";
import type { Mailer } from "../mail/index";
import { newsletterMail } from "./mails";

export interface NewsletterIssue {
  subject: string;
  /** Plain text; blank lines separate paragraphs. */
  body: string;
  /** The subscribers it goes to: those of one language, or all. */
  audience: Locale | "all";
}

/**
 * Queues a newsletter for every confirmed subscriber of its audience, each mail with the subscriber's own
 * unsubscribe link and List-Unsubscribe headers, in one transaction (all are queued, or none); returns how many.
 */
export async function sendNewsletter(db: Kysely<Database>, mailer: Mailer, issue: NewsletterIssue): Promise<number> {
  const queued = await db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("newsletter_subscriptions").select(["email", "locale", "unsubscribe_token"]);
    if (issue.audience !== "all") query = query.where("locale", "=", issue.audience);
    const subscribers = await query.orderBy("email").execute();
    for (const row of subscribers) {
      const locale: Locale = isLocale(row.locale) ? row.locale : "en";
      const subscriber = { email: row.email, locale, unsubscribeToken: row.unsubscribe_token };
      await mailer.outbox.enqueue(await newsletterMail(subscriber, issue), trx);
    }
    return subscribers.length;
  });
  if (queued > 0) mailer.outbox.kick();
  return queued;
}
