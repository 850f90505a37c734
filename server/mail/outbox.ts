import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Logger } from "../config/logger";
import type { Database } from "../db/schema";

/** A mail as the features write it: already in its recipient's language (compose.ts). */
export interface OutgoingMail {
  /** What it is for (newsletter_confirmation, staff_invitation, ...), for the log; never shown. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Hands one mail to the world (SMTP, or the log in development); throws what the server said. */
export type MailTransport = (mail: Omit<OutgoingMail, "kind">) => Promise<void>;

export interface OutboxOptions {
  transport: MailTransport;
  logger: Logger;
  /** Delays before the 2nd, 3rd, ... attempt; after the last, the mail is given up on. */
  retryDelaysMs?: readonly number[];
  /** How often due mails are looked for besides the ones this instance enqueues (others', retries). */
  pollMs?: number;
  /** How long a claim holds: longer than the transport's own timeouts for one mail. */
  leaseMs?: number;
}

export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000];
/** Sent mails hold links and addresses: they are deleted after a week, failed ones after a month. */
const KEEP_SENT_MS = 7 * 86_400_000;
const KEEP_FAILED_MS = 30 * 86_400_000;

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A header's value on one line: a line break in a subject or header (from a name, say) would otherwise end
 * the header and start another (Bcc:…). Display names are refused with them (server/auth/accounts.ts); this
 * holds whatever a feature puts in a header.
 */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, " ");

/** An SMTP reply of 5xx is permanent (RFC 5321 §4.2.1): the same mail will never be accepted. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * The durable outbox (docs/decisions/025): `enqueue` writes a mail in the caller's transaction, so it is
 * sent exactly when what caused it was stored. Any instance sends due mails one at a time: it claims a
 * row by a conditional UPDATE that only one instance can win (a claim ends after `leaseMs`), sends it and
 * marks it sent, or schedules the next attempt. A 5xx reply or the last retry gives up and logs it.
 */
export function mailOutbox(db: Kysely<Database>, options: OutboxOptions) {
  const { transport, logger, retryDelaysMs = RETRY_DELAYS_MS, pollMs = 5_000, leaseMs = 5 * 60_000 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  let prunedAt = 0;

  /** Claims the next due mail for this attempt, or none. */
  async function claimNext(now: number) {
    const claim = randomBytes(12).toString("base64url");
    const free = (query: typeof due) =>
      query.where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]));
    const due = db.selectFrom("mail_outbox").where("status", "=", "pending").where("next_attempt_at", "<=", now);
    const next = free(due).select("id").orderBy("next_attempt_at").limit(1);
    // The free-check is repeated in the UPDATE: a PostgreSQL row that another instance claimed meanwhile
    // is checked again after its lock is released, and no longer matches.
    const result = await db
      .updateTable("mail_outbox")
      .set({ claimed_by: claim, claimed_until: now + leaseMs })
      .where("id", "in", next)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    return db.selectFrom("mail_outbox").selectAll().where("claimed_by", "=", claim).executeTakeFirst();
  }

  async function deliverOne(): Promise<boolean> {
    const mail = await claimNext(Date.now());
    if (!mail) return false;
    const mine = db.updateTable("mail_outbox").where("id", "=", mail.id).where("claimed_by", "=", mail.claimed_by);
    const attempts = mail.attempts + 1;
    try {
      await transport({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: JSON.parse(mail.headers),
      });
      await mine
        .set({ status: "sent", attempts, sent_at: Date.now(), claimed_by: null, claimed_until: null, last_error: null })
        .execute();
      logger.info({ mail: mail.id, kind: mail.kind, attempts }, "mail sent");
    } catch (error) {
      const delay = retryDelaysMs[attempts - 1];
      const giveUp = delay === undefined || isPermanent(error);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await mine
        .set({
          status: giveUp ? "failed" : "pending",
          attempts,
          next_attempt_at: Date.now() + (delay ?? 0),
          claimed_by: null,
          claimed_until: null,
          last_error: message,
        })
        .execute();
      const details = { mail: mail.id, kind: mail.kind, attempts, error: message };
      if (giveUp) logger.error(details, "mail could not be sent; given up");
      else logger.warn({ ...details, retryInMs: delay }, "mail could not be sent; will retry");
    }
    return true;
  }

  async function prune(now: number) {
    if (now - prunedAt < 3_600_000) return;
    prunedAt = now;
    await db
      .deleteFrom("mail_outbox")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "sent"), eb("sent_at", "<", now - KEEP_SENT_MS)]),
          eb.and([eb("status", "=", "failed"), eb("created_at", "<", now - KEEP_FAILED_MS)]),
        ]),
      )
      .execute();
  }

  /** Sends every due mail; a kick during a pass starts another when it ends. */
  function pass(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while (await deliverOne()) {}
          await prune(Date.now());
        } catch (error) {
          logger.warn({ err: error }, "the mail outbox could not be read; will try again");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function kick(): void {
    if (!stopped) void pass();
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => pass().finally(schedule), pollMs);
    timer.unref();
  }

  return {
    /**
     * Stores a mail for sending; pass the transaction that stores what the mail is about. Call `kick()`
     * after that transaction commits to send at once (a mail enqueued without a transaction is kicked here).
     */
    async enqueue(mail: OutgoingMail, executor: Executor = db): Promise<string> {
      const id = randomBytes(15).toString("base64url");
      const now = Date.now();
      await executor
        .insertInto("mail_outbox")
        .values({
          id,
          kind: mail.kind,
          recipient: mail.to,
          subject: oneLine(mail.subject),
          text: mail.text,
          html: mail.html,
          headers: JSON.stringify(
            Object.fromEntries(Object.entries(mail.headers ?? {}).map(([name, value]) => [name, oneLine(value)])),
          ),
          status: "pending",
          attempts: 0,
          next_attempt_at: now,
          created_at: now,
        })
        .execute();
      if (executor === db) kick();
      return id;
    },
    /** Looks for due mails now (in the background) instead of at the next poll. */
    kick,
    /** Sends what is due now and resolves when done (the poll runs it too). */
    deliverDue: pass,
    start(): void {
      if (!stopped) return;
      stopped = false;
      void pass().finally(schedule);
    },
    /** Stops polling and waits for the mail being sent, if any. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type MailOutbox = ReturnType<typeof mailOutbox>;
