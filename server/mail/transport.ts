import nodemailer from "nodemailer";
import type { Logger } from "../config/logger";
import type { MailTransport } from "./outbox";

/** SMTP through Nodemailer (SMTP_URL: smtp:// with STARTTLS when offered, smtps:// for TLS from the start). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport & { verify: () => Promise<true> } {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Bounded, so that a claim (server/mail/outbox.ts) always outlasts one attempt.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  const send: MailTransport = async (mail) => {
    await transporter.sendMail({ from, ...mail });
  };
  return Object.assign(send, { verify: () => transporter.verify() });
}

/** Development without SMTP_URL: the mail is written to the log, links included, and counts as sent. */
export function logTransport(logger: Logger): MailTransport {
  return async ({ to, subject, text }) => {
    logger.info({ to, subject, text }, "mail (development: written to the log, not sent)");
  };
}
