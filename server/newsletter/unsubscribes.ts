import type { Kysely } from "kysely";
import type { UnsubscribeFigures } from "../../app/admin/types";
import { type DayRange, everyDay } from "../../app/analytics/periods";
import { NEWSLETTER_UNSUBSCRIBE_DAYS } from "../../app/config/constants";
import { DAY_MS, dayOf, daysEnding, startOfDay } from "../analytics/time";
import type { Database } from "../db/schema";

/**
 * Counts one unsubscribe on its day of the site's calendar, in the transaction that deleted the address:
 * the day's count and nothing about who (docs/decisions/025).
 */
export async function countUnsubscribe(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .insertInto("newsletter_unsubscribes")
    .values({ day: dayOf(now), unsubscribes: 1 })
    .onConflict((conflict) =>
      conflict
        .column("day")
        .doUpdateSet((eb) => ({ unsubscribes: eb("newsletter_unsubscribes.unsubscribes", "+", 1) })),
    )
    .execute();
}

/** The last NEWSLETTER_UNSUBSCRIBE_DAYS days, today's included: the unsubscribes counted when no range is asked for. */
export function recentDays(now = Date.now()): DayRange {
  const days = daysEnding(dayOf(now), NEWSLETTER_UNSUBSCRIBE_DAYS);
  return { from: days[0] ?? dayOf(now), to: dayOf(now) };
}

/** The unsubscribes of each day of `range`, every day named, and the subscriptions confirmed in it (still subscribed). */
export async function unsubscribesIn(db: Kysely<Database>, range: DayRange): Promise<UnsubscribeFigures> {
  const days = everyDay(range);
  const [rows, subscribed] = await Promise.all([
    db
      .selectFrom("newsletter_unsubscribes")
      .select(["day", "unsubscribes"])
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .execute(),
    db
      .selectFrom("newsletter_subscriptions")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("created_at", ">=", new Date(startOfDay(range.from)).toISOString())
      .where("created_at", "<", new Date(startOfDay(range.to) + DAY_MS).toISOString())
      .executeTakeFirstOrThrow(),
  ]);
  const counted = new Map(rows.map((row) => [row.day, Number(row.unsubscribes)]));
  const perDay = days.map((day) => ({ day, count: counted.get(day) ?? 0 }));
  return {
    days: perDay,
    total: perDay.reduce((sum, { count }) => sum + count, 0),
    subscribed: Number(subscribed.count),
  };
}
