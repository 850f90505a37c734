import { readAhead } from "./analytics/reports/visit-columns/cache";
import { defaultVisitRanges } from "./analytics/reports/visit-ranges";
import type { Services } from "./services";

/**
 * What a server does besides answering requests: forgetting newsletter sign-ups whose link expired (from
 * now on, every hour), and once it listens reading ahead the visit columns of the default views, sending
 * the outbox's mail and the weekly digests. `stop` ends all of it, the outbox once its current mail is sent.
 */
export function backgroundWork({ analytics, database, digests, logger, mailer, newsletter }: Services) {
  const pruneSignUps = () =>
    newsletter.prune().then(
      (removed) => removed > 0 && logger.info({ removed }, "unconfirmed newsletter sign-ups deleted"),
      (error: unknown) => logger.warn({ err: error }, "deleting unconfirmed newsletter sign-ups failed"),
    );
  void pruneSignUps();
  const signUpPruning = setInterval(pruneSignUps, 3_600_000);
  signUpPruning.unref();

  // Filtered views read the visit columns (decision 018): those of the views staff open first are read in
  // the background once the server listens, a day at a time between requests, so that neither readiness
  // nor a request waits for them and the first filtered view after a start finds them in memory.
  const readingAhead = new AbortController();
  const readDefaultViews = () => {
    const started = Date.now();
    readAhead(database, defaultVisitRanges(analytics.retention), readingAhead.signal).then(
      (days) => logger.info({ days, ms: Date.now() - started }, "visit columns of the default views read ahead"),
      (error: unknown) => logger.warn({ err: error }, "reading the visit columns ahead failed"),
    );
  };

  return {
    /** Once the server listens. */
    listening() {
      readDefaultViews();
      // Off, the outbox keeps what it holds until a start with SMTP_URL sends it.
      if (mailer.enabled) mailer.outbox.start();
      digests.start();
    },
    async stop() {
      readingAhead.abort();
      clearInterval(signUpPruning);
      digests.stop();
      await mailer.outbox.stop();
    },
  };
}
