import { type ExpressionBuilder, sql } from "kysely";
import type { LeadTotals } from "../../../app/admin/types";
import type { Database } from "../../db/schema";
import { readerFor } from "./reader";
import type { AnalyticsStore, View } from "./view";

/**
 * The leads, the won and the still open leads and the won business (IDR) of the rows selected: for a view, or per
 * value of a dimension.
 */
export const leadSums = (eb: ExpressionBuilder<Database, "leads">) => [
  eb.fn.countAll<number | string>().as("leads"),
  eb.fn.sum<number | string>(sql`case when status = 'won' then 1 else 0 end`).as("won"),
  eb.fn.sum<number | string>(sql`case when status = 'open' then 1 else 0 end`).as("open"),
  eb.fn.sum<number | string>(sql`case when status = 'won' then coalesce(value, 0) else 0 end`).as("won_value"),
];

/** Leads as leadSums reads them (sums are null over no row, and strings from PostgreSQL). */
export const leadTotalsOf = (
  row: { leads: unknown; won: unknown; open: unknown; won_value: unknown } | undefined,
): LeadTotals => ({
  leads: Number(row?.leads ?? 0),
  won: Number(row?.won ?? 0),
  open: Number(row?.open ?? 0),
  wonValue: Number(row?.won_value ?? 0),
});

/**
 * The leads of a view (its days and filters, created before its cut when it has one), how many were won and
 * for how much, and how many are still open.
 */
export async function leadTotals(store: AnalyticsStore, view: View): Promise<LeadTotals> {
  const leads = await readerFor(store, view).leads();
  const { before } = view;
  const cut = before === undefined ? leads : leads.where("created_at", "<", before);
  return leadTotalsOf(await cut.select(leadSums).executeTakeFirst());
}
