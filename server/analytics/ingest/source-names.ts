import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { Lead } from "./lead-rows";
import { knownSource } from "./source";
import { chunks } from "./tally";
import type { Visit } from "./visit";

/** Whether a visit's source is a UTM source the maintained list does not know (named as typed). */
const typedSource = (visit: Visit) => visit.utm_source !== "" && knownSource(visit.utm_source) === null;

/**
 * Gives the visits of a flush whose source is a UTM source the list does not know (source.ts) the name that
 * source was first stored under, letter case aside: `Partner`, `partner` and `PARTNER` are one source, named as
 * it was first typed (analytics_source_names keeps the first form; its key is the name in lower case). The
 * flush's leads take their visit's name.
 */
export async function settleSourceNames(trx: Transaction<Database>, visits: Visit[], leads: Lead[]) {
  const typed = visits.filter(typedSource);
  const wanted = new Map<string, string>();
  for (const visit of typed) {
    const folded = visit.source.toLowerCase();
    if (!wanted.has(folded)) wanted.set(folded, visit.source);
  }
  const settled = new Map<string, string>();
  for (const group of chunks([...wanted])) {
    await trx
      .insertInto("analytics_source_names")
      .values(group.map(([folded, name]) => ({ folded, name })))
      .onConflict((conflict) => conflict.column("folded").doNothing())
      .execute();
    const stored = await trx
      .selectFrom("analytics_source_names")
      .select(["folded", "name"])
      .where(
        "folded",
        "in",
        group.map(([folded]) => folded),
      )
      .execute();
    for (const row of stored) settled.set(row.folded, row.name);
  }
  const renamed = new Map<string, string>();
  for (const visit of typed) {
    const name = settled.get(visit.source.toLowerCase()) ?? visit.source;
    if (name !== visit.source) renamed.set(visit.id, name);
    visit.source = name;
  }
  for (const lead of leads) lead.source = renamed.get(lead.visit_id) ?? lead.source;
}
