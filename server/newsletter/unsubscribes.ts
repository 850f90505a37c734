import type { Kysely } from "kysely";
import type { UnsubscribeFigures } from "../../app/admin/types";
import { NEWSLETTER_UNSUBSCRIBE_DAYS } from "../../app/config/constants";
import { dayOf, daysEnding } from "../analytics/time";
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

/** The unsubscribes of the last NEWSLETTER_UNSUBSCRIBE_DAYS days, today's included, every day named. */
export async function recentUnsubscribes(db: Kysely<Database>, now = Date.now()): Promise<UnsubscribeFigures> {
  const days = daysEnding(dayOf(now), NEWSLETTER_UNSUBSCRIBE_DAYS);
  const rows = await db
    .selectFrom("newsletter_unsubscribes")
    .select(["day", "unsubscribes"])
    .where("day", ">=", days[0] ?? dayOf(now))
    .execute();
  const counted = new Map(rows.map((row) => [row.day, Number(row.unsubscribes)]));
  const perDay = days.map((day) => ({ day, count: counted.get(day) ?? 0 }));
  return { days: perDay, total: perDay.reduce((sum, { count }) => sum + count, 0) };
}
