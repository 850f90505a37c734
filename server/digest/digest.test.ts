import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_URL } from "../../app/config/build";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { handoverRefs, recordIssuedRefs } from "../analytics/ingest/lead-refs";
import type { StoredEvent } from "../analytics/ingest/rollup";
import { storeEvents } from "../analytics/ingest/store";
import { updateLead } from "../analytics/reports/leads";
import { staffAccounts } from "../auth/accounts";
import { createLogger } from "../config/logger";
import { createMailer } from "../mail/index";
import { weeklyDigests } from "./index";

const logger = createLogger("silent");
/** Monday 2026-11-23, 09:00 in Jakarta: the digest of 16–22 November is due. */
const MONDAY = Date.parse("2026-11-23T02:00:00Z");
const SITE = "https://example.test";

const visit = (visitor: string, day: string, page: string, referrer: string): StoredEvent => ({
  occurred_at: Date.parse(`${day}T03:00:00Z`),
  name: "page_view",
  visitor,
  page,
  properties: JSON.stringify({ page_location: SITE + page, referrer }),
  device: "desktop",
  country: "ID",
});

describe.each(testDatabases("weekly-digest"))("the weekly digest on $name", (target) => {
  const suite = migratedDatabase(target);
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const { db, dialect } = suite.database;
    const events: StoredEvent[] = [
      visit("a", "2026-11-17", "/", "https://www.google.com/"),
      visit("b", "2026-11-18", "/services/web-development", "https://www.google.com/"),
      visit("c", "2026-11-19", "/id", "https://www.facebook.com/"),
      { ...visit("b", "2026-11-18", "/contact", ""), occurred_at: Date.parse("2026-11-18T03:05:00Z") },
      {
        ...visit("b", "2026-11-18", "/contact", ""),
        occurred_at: Date.parse("2026-11-18T03:06:00Z"),
        name: "whatsapp_handover",
        properties: JSON.stringify({ ref: "ND-7K4Q2M", service: "web-development" }),
      },
      // The week before, and the day after: not in the digest.
      visit("d", "2026-11-12", "/about", ""),
      visit("e", "2026-11-23", "/about", ""),
    ];
    await recordIssuedRefs(db, handoverRefs(events));
    await storeEvents(db, dialect)(events);
    await updateLead(suite.database, "ND-7K4Q2M", { status: "won", value: 150_000_000 });
    const accounts = staffAccounts(db, "test");
    const reader = await accounts.create({ email: "dewi@example.com", password: "correct horse battery staple" });
    await accounts.create({ email: "budi@example.com", password: "correct horse battery staple" });
    await db.updateTable("staff_accounts").set({ digest_locale: "id" }).where("id", "=", reader.id).execute();
  });
  afterAll(() => smtp.close());

  it("mails last week's visitors, leads, won value, sources and pages to who asked, in their language, once", async () => {
    const mailer = createMailer(
      { SMTP_URL: smtp.url, MAIL_FROM: "site@example.com" },
      "production",
      suite.database,
      logger,
    );
    mailer.outbox.start();
    // Two instances look at the same time: one digest.
    const other = weeklyDigests(suite.database, mailer, logger);
    const sent = await Promise.all([
      weeklyDigests(suite.database, mailer, logger).sendDue(MONDAY),
      other.sendDue(MONDAY),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await other.sendDue(MONDAY + 3_600_000)).toBe(0);

    const mail = await smtp.mailTo("dewi@example.com");
    expect(mail.subject).toMatch(/16.+22/);
    expect(mail.text).toContain("Pengunjung: 3");
    expect(mail.text).toContain("Prospek baru: 1");
    expect(mail.text).toMatch(/Rp\s?150\.000\.000/);
    expect(mail.text).toMatch(/• Google — kunjungan: 2, prospek: 1/);
    expect(mail.text).toContain("/services/web-development");
    expect(mail.text).not.toContain("/about");
    expect(mail.links).toContain(`${SITE_URL}/id/admin?from=2026-11-16&to=2026-11-22`);
    await mailer.outbox.stop();
    expect(smtp.received.map((received) => received.to[0])).toEqual(["dewi@example.com"]);
  });
});
