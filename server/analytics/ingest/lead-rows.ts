import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { claimIssuedRefs } from "./lead-refs";
import { chunks } from "./tally";
import type { Visit } from "./visit";

/** A lead of the flush: a WhatsApp hand-over's code with its visit's attribution at that moment. */
export function leadOf(ref: string, at: number, visit: Visit) {
  return {
    ref,
    visitor: visit.visitor,
    created_at: at,
    visit_id: visit.id,
    service: visit.service,
    locale: visit.locale,
    source: visit.source,
    channel: visit.channel,
    utm_campaign: visit.utm_campaign,
    entry_page: visit.entry_page,
    country: visit.country,
    device: visit.device,
    status: "open",
  };
}

export type Lead = ReturnType<typeof leadOf>;

/** Writes a flush's leads: only codes the server issued to the hand-over's visitor become leads (lead-refs.ts). */
export async function writeLeads(trx: Transaction<Database>, leads: Lead[]) {
  const issued = new Set<string>();
  for (const group of chunks(leads)) {
    for (const ref of await claimIssuedRefs(trx, group)) issued.add(ref);
  }
  for (const group of chunks(leads.filter((lead) => issued.has(lead.ref)).map(({ visitor: _, ...lead }) => lead))) {
    await trx
      .insertInto("leads")
      .values(group)
      .onConflict((conflict) => conflict.column("ref").doNothing())
      .execute();
  }
}
