import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { DAY_MS } from "../time";
import { chunks } from "./tally";
import type { Visit } from "./visit";

/** The columns of a visit a flush may change. */
const VISIT_UPDATES = [
  "last_seen_at",
  "entry_page",
  "exit_page",
  "page_views",
  "engaged",
  "source",
  "channel",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "locale",
  "service",
  "goals",
  "converted",
  "funnel",
  "pages",
  "journey",
] as const;

/**
 * Every visit of the flush's visitors: a pseudonym lives one day (its salt's), so two days back holds
 * all of a visitor's visits, which the visitor counts of the breakdowns need (see breakdownDelta).
 */
export async function visitsOf(trx: Transaction<Database>, visitors: string[], since: number) {
  const byVisitor = new Map<string, Visit[]>();
  for (const group of chunks(visitors)) {
    const rows = await trx
      .selectFrom("analytics_visits")
      .selectAll()
      .where("visitor", "in", group)
      .where("last_seen_at", ">=", since - 2 * DAY_MS)
      .execute();
    for (const row of rows) {
      const visit = { ...row, started_at: Number(row.started_at), last_seen_at: Number(row.last_seen_at) };
      byVisitor.set(visit.visitor, [...(byVisitor.get(visit.visitor) ?? []), visit]);
    }
  }
  return byVisitor;
}

/** Writes the visits a flush changed, new or updated. */
export async function writeVisits(trx: Transaction<Database>, changed: Iterable<Visit>) {
  for (const group of chunks([...changed])) {
    await trx
      .insertInto("analytics_visits")
      .values(group)
      .onConflict((conflict) =>
        conflict
          .column("id")
          .doUpdateSet((eb) =>
            Object.fromEntries(VISIT_UPDATES.map((column) => [column, eb.ref(`excluded.${column}`)])),
          ),
      )
      .execute();
  }
}
