import type { Env } from "../config/env";
import type { Logger } from "../config/logger";
import type { DatabaseHandle } from "../db/database";
import { type MailOutbox, mailOutbox, type OutboxOptions } from "./outbox";
import { logTransport, smtpTransport } from "./transport";

/** What needs mail, named in the warning a production server without SMTP_URL logs at start. */
export const MAIL_FEATURES = ["newsletter sign-up (double opt-in)", "staff invitations by e-mail", "weekly digest"];

export interface Mailer {
  /** Whether mail goes anywhere (SMTP, or the log in development); features that need it check this. */
  enabled: boolean;
  /** How mail leaves: "smtp", "log" (development without SMTP_URL) or "off". */
  via: "smtp" | "log" | "off";
  outbox: MailOutbox;
}

/**
 * Mail for this server: SMTP when SMTP_URL is set, the log in development without it, and otherwise off
 * (the features that need mail say so; nothing else changes). Call `outbox.start()` once listening.
 */
export function createMailer(
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM">,
  mode: "production" | "development",
  database: DatabaseHandle,
  logger: Logger,
  options: Partial<Omit<OutboxOptions, "transport" | "logger">> = {},
): Mailer {
  const via = env.SMTP_URL && env.MAIL_FROM ? "smtp" : mode === "development" ? "log" : "off";
  const transport = env.SMTP_URL && env.MAIL_FROM ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : logTransport(logger);
  if (via === "off") logger.warn({ off: MAIL_FEATURES }, "no SMTP_URL: mail is off, and with it these features");
  if (via === "log") logger.info("no SMTP_URL: mails are written to the log (development)");
  return { enabled: via !== "off", via, outbox: mailOutbox(database.db, { transport, logger, ...options }) };
}
