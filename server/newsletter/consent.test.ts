import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../tests/support/test-databases";
import { createAnalytics } from "../analytics/index";
import { dayOf } from "../analytics/time";
import { createLogger } from "../config/logger";
import { createMailer } from "../mail/index";
import { newsletterConsent } from "./consent";
import { recentDays, unsubscribesIn } from "./unsubscribes";

const logger = createLogger("silent");
const DAY = 86_400_000;
const NOW = Date.parse("2026-11-20T03:00:00Z");
const who = { visitor: "v1", device: "mobile", country: "ID" };

describe.each(testDatabases("newsletter-consent"))("the newsletter's double opt-in on $name", (target) => {
  const suite = migratedDatabase(target);
  const setup = {} as { consent: ReturnType<typeof newsletterConsent>; close: () => Promise<void> };
  beforeAll(() => {
    // Mail goes to the log (development): the outbox's rows are what this test reads.
    const mailer = createMailer({}, "development", suite.database, logger);
    const analytics = createAnalytics(suite.database, logger, { retention: { eventDays: 400, rollupDays: 1100 } });
    setup.consent = newsletterConsent(suite.database, mailer, analytics);
    setup.close = () => analytics.close();
  });
  afterAll(() => setup.close());

  const db = () => suite.database.db;
  const mails = async (email: string) =>
    (await db().selectFrom("mail_outbox").select("text").where("recipient", "=", email).execute()).map(
      (row) => row.text,
    );
  const tokenIn = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? "";

  it("mails a waiting address at most once a day, each new link replacing the last", async () => {
    await setup.consent.signUp({ email: "dewi@example.com", locale: "id", page: "/id/about", who }, NOW);
    await setup.consent.signUp({ email: "dewi@example.com", locale: "id", page: "/id/about", who }, NOW + DAY - 1);
    expect(await mails("dewi@example.com")).toHaveLength(1);
    const [first = ""] = await mails("dewi@example.com");
    await setup.consent.signUp({ email: "dewi@example.com", locale: "id", page: "/id", who }, NOW + DAY + 1);
    const texts = await mails("dewi@example.com");
    expect(texts).toHaveLength(2);
    expect(await setup.consent.confirmationState(tokenIn(first), NOW + DAY + 2)).toBe("unknown");
    expect(await setup.consent.confirmationState(tokenIn(texts[1] ?? ""), NOW + DAY + 2)).toBe("valid");
  });

  it("subscribes on the link only, once, and counts the goal for the sign-up's visit and time", async () => {
    await setup.consent.signUp({ email: "budi@example.com", locale: "en", page: "/services/hr-systems", who }, NOW);
    const token = tokenIn((await mails("budi@example.com"))[0] ?? "");
    expect(await db().selectFrom("newsletter_subscriptions").selectAll().execute()).toEqual([]);
    expect(await setup.consent.confirm(token, NOW + DAY)).toBe("valid");
    expect(await setup.consent.confirm(token, NOW + DAY)).toBe("unknown");
    const subscribed = await db().selectFrom("newsletter_subscriptions").selectAll().execute();
    expect(subscribed.map((row) => row.email)).toEqual(["budi@example.com"]);
    const goal = await db()
      .selectFrom("analytics_events")
      .select(["occurred_at", "page", "visitor"])
      .where("name", "=", "newsletter_signup")
      .executeTakeFirstOrThrow();
    expect({ ...goal, occurred_at: Number(goal.occurred_at) }).toEqual({
      occurred_at: NOW,
      page: "/services/hr-systems",
      visitor: "v1",
    });

    // Subscribed: a new sign-up mails nothing; the unsubscribe link removes the address, once.
    await setup.consent.signUp({ email: "budi@example.com", locale: "en", page: "/", who }, NOW + 5 * DAY);
    expect(await mails("budi@example.com")).toHaveLength(1);
    const unsubscribe = subscribed[0]?.unsubscribe_token ?? "";
    expect(await setup.consent.unsubscribeState(unsubscribe)).toBe("valid");
    expect(await setup.consent.unsubscribe(unsubscribe, NOW + 5 * DAY)).toBe(true);
    expect(await setup.consent.unsubscribe(unsubscribe, NOW + 5 * DAY)).toBe(false);
  });

  it("counts each unsubscribe on its day of the site's calendar, and nothing of who unsubscribed", async () => {
    const readers = ["ayu", "bayu", "citra"].map((name) => ({
      email: `${name}@example.com`,
      locale: "en",
      created_at: new Date(NOW).toISOString(),
      unsubscribe_token: `${name}-unsubscribe-token-0123456789`,
    }));
    await db().insertInto("newsletter_subscriptions").values(readers).execute();
    const [ayu, bayu, citra] = readers.map((reader) => reader.unsubscribe_token);
    expect(await setup.consent.unsubscribe(ayu ?? "", NOW + 10 * DAY)).toBe(true);
    expect(await setup.consent.unsubscribe(ayu ?? "", NOW + 10 * DAY)).toBe(false);
    expect(await setup.consent.unsubscribe(bayu ?? "", NOW + 10 * DAY + 60_000)).toBe(true);
    expect(await setup.consent.unsubscribe(citra ?? "", NOW + 12 * DAY)).toBe(true);

    const figures = await unsubscribesIn(db(), recentDays(NOW + 12 * DAY));
    expect(figures.days).toHaveLength(30);
    expect(figures.days.at(-1)).toEqual({ day: dayOf(NOW + 12 * DAY), count: 1 });
    expect(figures.days.filter(({ count }) => count > 0)).toEqual([
      // The earlier test's unsubscribe, five days after NOW.
      { day: dayOf(NOW + 5 * DAY), count: 1 },
      { day: dayOf(NOW + 10 * DAY), count: 2 },
      { day: dayOf(NOW + 12 * DAY), count: 1 },
    ]);
    expect(figures.total).toBe(4);
    // A month later, those days have left the figures.
    expect((await unsubscribesIn(db(), recentDays(NOW + 50 * DAY))).total).toBe(0);
    // A range asked for: its days alone.
    const tenth = dayOf(NOW + 10 * DAY);
    expect(await unsubscribesIn(db(), { from: tenth, to: tenth })).toMatchObject({
      days: [{ day: tenth, count: 2 }],
      total: 2,
    });
    const stored = JSON.stringify(await db().selectFrom("newsletter_unsubscribes").selectAll().execute());
    for (const name of ["ayu", "bayu", "citra", "budi"]) expect(stored).not.toContain(name);
  });

  it("lets a link expire after 3 days and then forgets the address", async () => {
    await setup.consent.signUp({ email: "late@example.com", locale: "ko", page: "/ko" }, NOW);
    const token = tokenIn((await mails("late@example.com"))[0] ?? "");
    expect(await setup.consent.confirmationState(token, NOW + 3 * DAY - 1)).toBe("valid");
    expect(await setup.consent.confirm(token, NOW + 3 * DAY + 1)).toBe("expired");
    const waiting = () =>
      db().selectFrom("newsletter_pending").select("email").where("email", "=", "late@example.com").execute();
    expect(await waiting()).toHaveLength(1);
    expect(await setup.consent.prune(NOW + 3 * DAY + 1)).toBeGreaterThan(0);
    expect(await waiting()).toEqual([]);
    expect(
      await db()
        .selectFrom("newsletter_subscriptions")
        .select("email")
        .where("email", "=", "late@example.com")
        .execute(),
    ).toEqual([]);
  });
});
