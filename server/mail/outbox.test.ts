import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { createLogger } from "../config/logger";
import { type MailOutbox, type MailTransport, mailOutbox, type OutgoingMail } from "./outbox";
import { smtpTransport } from "./transport";

const logger = createLogger("silent");
const FROM = "Nusantara Digital <halo@example.com>";

const mail = (to: string, subject = "Hello"): OutgoingMail => ({
  kind: "test",
  to,
  subject,
  text: `Text for ${to}`,
  html: `<p>HTML for ${to}</p>`,
  headers: { "List-Unsubscribe": "<https://example.com/u>" },
});

describe.each(testDatabases("mail-outbox"))("the mail outbox on $name", (target) => {
  const suite = migratedDatabase(target);
  let smtp: TestSmtpServer;
  const running: MailOutbox[] = [];
  /** An outbox of its own (as another instance would have), sending to the test's SMTP server. */
  const outbox = (smtpUrl = smtp.url, retryDelaysMs = [0, 0]) => {
    const transport = smtpTransport(smtpUrl, FROM);
    const box = mailOutbox(suite.database.db, { transport, logger, retryDelaysMs, pollMs: 20 });
    running.push(box);
    return box;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    await Promise.all(running.splice(0).map((box) => box.stop()));
    await suite.database.db.deleteFrom("mail_outbox").execute();
    smtp.received.length = 0;
  });

  it("sends a mail with its sender, text, HTML and headers, and marks it sent", async () => {
    const box = outbox();
    box.start();
    const id = await box.enqueue(mail("ana@example.com", "Welcome"));
    const received = await smtp.mailTo("ana@example.com", /Welcome/);
    expect(received.from).toBe("halo@example.com");
    expect(received.text.trim()).toBe("Text for ana@example.com");
    expect(received.html).toContain("HTML for ana@example.com");
    expect(received.headers["list-unsubscribe"]).toBe("<https://example.com/u>");
    await expect
      .poll(
        async () =>
          (await suite.database.db.selectFrom("mail_outbox").select("status").where("id", "=", id).executeTakeFirst())
            ?.status,
      )
      .toBe("sent");
  });

  it("puts no line break into a header, whatever a subject or header holds", async () => {
    const handed: Parameters<MailTransport>[0][] = [];
    const box = mailOutbox(suite.database.db, {
      transport: async (sent) => void handed.push(sent),
      logger,
    });
    await box.enqueue({
      ...mail("ana@example.com", "Hello\r\nBcc: everyone@example.com"),
      headers: { "List-Unsubscribe": "<https://example.com/u>\nBcc: someone@example.com" },
    });
    await box.deliverDue();
    expect(handed.map(({ subject, headers }) => ({ subject, headers }))).toEqual([
      {
        subject: "Hello Bcc: everyone@example.com",
        headers: { "List-Unsubscribe": "<https://example.com/u> Bcc: someone@example.com" },
      },
    ]);
  });

  it("retries after a temporary refusal and gives up at once on a permanent one", async () => {
    const box = outbox();
    smtp.refuseNext(1, 451);
    await box.enqueue(mail("later@example.com"));
    await box.deliverDue();
    await box.deliverDue();
    expect(smtp.received.map((m) => m.to[0])).toEqual(["later@example.com"]);

    smtp.refuseNext(1, 550);
    const id = await box.enqueue(mail("never@example.com"));
    await box.deliverDue();
    await box.deliverDue();
    const row = await suite.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect({ status: row.status, attempts: row.attempts }).toEqual({ status: "failed", attempts: 1 });
    expect(row.last_error).toMatch(/550/);
    expect(smtp.received.map((m) => m.to[0])).toEqual(["later@example.com"]);
  });

  it("keeps a mail it could not send across a restart, and the next instance sends it", async () => {
    const unreachable = outbox("smtp://site:smtp-test-password@127.0.0.1:9", [1000]);
    await unreachable.enqueue(mail("kept@example.com"));
    await unreachable.deliverDue();
    await unreachable.stop();
    const waiting = await suite.database.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();
    expect({ status: waiting.status, attempts: waiting.attempts }).toEqual({ status: "pending", attempts: 1 });

    // A new process: nothing but the database carries the mail over.
    const box = outbox();
    box.start();
    await smtp.mailTo("kept@example.com");
  });

  it("never sends a mail twice when several instances send from one database", async () => {
    const count = 40;
    for (let i = 0; i < count; i++) await outbox().enqueue(mail(`reader${i}@example.com`));
    const instances = [outbox(), outbox(), outbox()];
    for (const box of instances) box.start();
    await expect.poll(() => smtp.received.length).toBe(count);
    await Promise.all(instances.map((box) => box.deliverDue()));
    const recipients = smtp.received.map((m) => m.to[0]);
    expect(new Set(recipients).size).toBe(count);
    expect(recipients).toHaveLength(count);
  });
});
