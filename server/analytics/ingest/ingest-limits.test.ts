import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { migratedDatabase, testDatabases } from "../../../tests/support/test-databases";
import { CLIENT_ALLOWANCE, type IngestLimitSettings, type IngestLimits, ingestLimits } from "./ingest-limits";

const MINUTE = 60_000;
const DEFAULTS = { perClient: 600, total: 10_000 };
/** The start of a clock hour: each test counts in minutes of its own. */
const hour = (n: number) => Date.parse("2026-11-21T05:00:00Z") + n * 3_600_000;

describe.each(testDatabases("ingest-limits"))("the analytics intake limits on $name", (target) => {
  const suite = migratedDatabase(target);
  const opened: IngestLimits[] = [];
  /** One server instance's limits, logging into `lines`; it shares its counts only when the test says so. */
  const instance = (settings: IngestLimitSettings, lines: string[] = []) => {
    const logger = pino({ base: undefined }, { write: (line: string) => void lines.push(line) });
    const limits = ingestLimits(suite.database.db, logger, { ...settings, syncMs: 3_600_000 });
    opened.push(limits);
    return limits;
  };
  afterAll(() => {
    for (const limits of opened) limits.close();
  });

  it.each([1, 2])(
    "keeps an ordinary visitor's page views through a flood from 20 addresses, %i instance(s), storage bounded",
    async (count) => {
      const start = hour(count);
      const instances = Array.from({ length: count }, () => instance(DEFAULTS));
      /** Events taken per clock minute. */
      const taken = new Map<number, number>();
      const send = async (limits: IngestLimits | undefined, client: string, events: number, now: number) => {
        const refused = await limits?.admit(client, events, now);
        if (refused) return false;
        const minute = Math.floor(now / MINUTE);
        taken.set(minute, (taken.get(minute) ?? 0) + events);
        return true;
      };
      const visitor = { sent: 0, taken: 0 };
      // 70 s: 20 addresses send a full batch (50 events) every 20 ms each, 50,000 events/s, spread over the
      // instances by a balancer; from another address, a page view every 2 s. Each instance shares its
      // counts every second, the instances half a second apart.
      for (let elapsed = 0, tick = 0; elapsed < 70_000; elapsed += 20, tick++) {
        const now = start + elapsed;
        for (const [index, limits] of instances.entries()) {
          if (elapsed % 1000 === (index * 500) % 1000) await limits.sync(now);
        }
        for (let flooder = 0; flooder < 20; flooder++) {
          await send(instances[(tick + flooder) % count], `flooder-${flooder}`, 50, now);
        }
        if (elapsed % 2000 === 1000) {
          visitor.sent++;
          if (await send(instances[visitor.sent % count], "visitor", 1, now)) visitor.taken++;
        }
      }
      expect(visitor.sent).toBe(35);
      expect(visitor.taken / visitor.sent).toBeGreaterThanOrEqual(0.95);
      // Each minute stores the budget and at most every client's allowance; each instance can take up to the
      // budget before it learns what the others took (decision 010).
      expect(taken.size).toBe(2);
      for (const events of taken.values()) {
        expect(events).toBeLessThanOrEqual(count * DEFAULTS.total + 21 * CLIENT_ALLOWANCE);
      }
    },
  );

  it("past the budget takes a client's first events of the minute, up to the budget again in all; drops are logged by limit", async () => {
    const now = hour(3) + 15_000;
    const lines: string[] = [];
    const limits = instance({ perClient: 60, total: 100 }, lines);
    const admit = (client: string, events: number) => limits.admit(client, events, now);
    const site = { limit: "site", retryAfterS: 45 };
    expect(await admit("heavy", 60)).toBeUndefined();
    expect(await admit("busy", 40)).toBeUndefined();
    // A client over its own limit is refused as such; past the budget, a client over its allowance too.
    expect(await admit("heavy", 1)).toEqual({ limit: "client", retryAfterS: 45 });
    expect(await admit("busy", 1)).toEqual(site);
    // Past the budget: a new client's first 30 events, in one batch or several, and no more.
    expect(await admit("first", CLIENT_ALLOWANCE)).toBeUndefined();
    expect(await admit("first", 1)).toEqual(site);
    expect(await admit("second", 20)).toBeUndefined();
    expect(await admit("second", 11)).toEqual(site);
    expect(await admit("second", 10)).toBeUndefined();
    expect(await admit("third", 31)).toEqual(site);
    expect(await admit("third", 30)).toBeUndefined();
    // The allowances have added 90 of at most 100: a fourth client's 30 would pass that.
    expect(await admit("fourth", 30)).toEqual(site);
    expect(await admit("fourth", 10)).toBeUndefined();
    expect(await admit("fifth", 1)).toEqual(site);
    // Everything starts again with the next minute.
    const nextMinute = now + 45_000;
    expect(await limits.admit("busy", 40, nextMinute)).toBeUndefined();
    expect(await limits.admit("heavy", 60, nextMinute + 1000)).toBeUndefined();
    expect(await limits.admit("heavy", 1, nextMinute + 1000)).toEqual({ limit: "client", retryAfterS: 59 });
    limits.close();
    const dropped = lines
      .map((line) => JSON.parse(line) as { msg: string; dropped?: Record<string, number> })
      .filter((line) => line.msg.startsWith("analytics events dropped over their limits"))
      .reduce<Record<string, number>>((sums, line) => {
        for (const [limit, events] of Object.entries(line.dropped ?? {})) sums[limit] = (sums[limit] ?? 0) + events;
        return sums;
      }, {});
    expect(dropped).toEqual({ client: 1 + 1, site: 1 + 1 + 11 + 31 + 30 + 1 });
  });
});
