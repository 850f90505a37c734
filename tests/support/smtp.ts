import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { expect } from "vitest";

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Header values by lower-case name, as sent (unfolded). */
  headers: Record<string, string>;
  /** The links of the text part, in order. */
  links: string[];
}

export interface TestSmtpServer {
  /** SMTP_URL for a server under test (plain SMTP, with the credentials the server requires). */
  url: string;
  received: ReceivedMail[];
  /** Waits for a mail to `to` matching `subject` (when given) and returns it. */
  mailTo(to: string, subject?: RegExp): Promise<ReceivedMail>;
  /** Answers the next `count` mails with `code` (e.g. 451: try again later; 550: never). */
  refuseNext(count: number, code: number): void;
  close(): Promise<void>;
}

function headersOf(mail: ParsedMail): Record<string, string> {
  return Object.fromEntries(
    mail.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(":") + 1)
        .replace(/\r?\n\s+/g, " ")
        .trim(),
    ]),
  );
}

/** The settings that send a server's mail to `smtp`. */
export const mailSettings = (smtp: Pick<TestSmtpServer, "url">) => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: "Nusantara Digital <halo@nusantaradigital.example>",
});

const USER = { username: "site", password: "smtp-test-password" };

/**
 * A real SMTP server for a test file (the smtp-server package), on a free local port, that requires
 * AUTH PLAIN/LOGIN as a mail provider would and keeps every mail it accepts, parsed.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refusals: number[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER.username && auth.password === USER.password) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const refusal = refusals.shift();
      simpleParser(stream).then((mail) => {
        if (refusal !== undefined) {
          callback(Object.assign(new Error(`refused by the test (${refusal})`), { responseCode: refusal }));
          return;
        }
        const text = mail.text ?? "";
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          subject: mail.subject ?? "",
          text,
          html: typeof mail.html === "string" ? mail.html : "",
          headers: headersOf(mail),
          links: [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://${USER.username}:${USER.password}@127.0.0.1:${port}`,
    received,
    async mailTo(to, subject) {
      const find = () => received.find((mail) => mail.to.includes(to) && (!subject || subject.test(mail.subject)));
      await expect.poll(() => find() !== undefined, { message: `a mail to ${to}` }).toBe(true);
      return find() as ReceivedMail;
    },
    refuseNext(count, code) {
      refusals.push(...Array.from({ length: count }, () => code));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
