import type { Selectable } from "kysely";
import type { Lead } from "../../../app/admin/types";
import type { LeadStatus } from "../../../app/analytics/dimensions";
import type { LeadsTable } from "../../db/schema";
import { readerFor } from "./reader";
import type { AnalyticsStore, View } from "./view";

/** Leads shown at most in one list (newest first). */
const MAX_LEADS = 500;

function leadOf(row: Selectable<LeadsTable>): Lead {
  return {
    ref: row.ref,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    service: row.service || null,
    locale: row.locale,
    source: row.source,
    channel: row.channel,
    utmCampaign: row.utm_campaign || null,
    entryPage: row.entry_page,
    country: row.country,
    device: row.device,
    status: row.status as LeadStatus,
    value: row.value === null ? null : Number(row.value),
  };
}

/** The leads of a view (its days and filters), newest first; or the one lead with a code, whenever it was created. */
export async function listLeads(store: AnalyticsStore, query: View | { ref: string }): Promise<Lead[]> {
  const select =
    "ref" in query ? store.db.selectFrom("leads").where("ref", "=", query.ref) : await readerFor(store, query).leads();
  const rows = await select.selectAll().orderBy("created_at", "desc").orderBy("ref").limit(MAX_LEADS).execute();
  return rows.map(leadOf);
}

/**
 * Records what became of a lead: its status and, when given, the project's value (IDR) and the service it is for.
 * Null for an unknown code.
 */
export async function updateLead(
  store: AnalyticsStore,
  ref: string,
  change: { status: LeadStatus; value?: number | null; service?: string | null },
  now = Date.now(),
): Promise<Lead | null> {
  const result = await store.db
    .updateTable("leads")
    .set({
      status: change.status,
      ...(change.value !== undefined && { value: change.value }),
      // A lead names no service as an empty one, as the hand-over stores it.
      ...(change.service !== undefined && { service: change.service ?? "" }),
      updated_at: now,
    })
    .where("ref", "=", ref)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  const [lead] = await listLeads(store, { ref });
  return lead ?? null;
}
