import type { Kysely, Transaction } from "kysely";
import { newLeadRef } from "../../../app/contact/lead-ref";
import type { Database } from "../../db/schema";
import { DAY_MS } from "../time";

/**
 * Lead reference codes that count (decision 026): the contact form asks the server for its code when it is
 * first used, and a WhatsApp hand-over becomes a lead only with a code issued here to the same visitor (the
 * day's pseudonym of its address and browser). A code invented by a client, or issued to another visitor,
 * still hands the message over but is no lead.
 */

/** How long an issued code waits for its hand-over. */
export const ISSUED_REF_TTL_MS = 2 * DAY_MS;

/** Tries at a code nobody holds: two of about a billion codes meet rarely, three times in a row never. */
const ATTEMPTS = 3;

/**
 * The code for `visitor`'s next hand-over: the one already issued to it and not yet used, else a new one.
 * A visitor holds one open code at a time, so asking again stores nothing more.
 */
export async function issueLeadRef(db: Kysely<Database>, visitor: string, now: number): Promise<string> {
  const open = await db
    .selectFrom("lead_refs_issued")
    .select("ref")
    .where("visitor", "=", visitor)
    .where("issued_at", ">", now - ISSUED_REF_TTL_MS)
    .executeTakeFirst();
  if (open) return open.ref;
  for (let attempt = 1; ; attempt++) {
    const ref = newLeadRef();
    const inserted = await db
      .insertInto("lead_refs_issued")
      .values({ ref, visitor, issued_at: now })
      .onConflict((conflict) => conflict.column("ref").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 || attempt === ATTEMPTS) return ref;
  }
}

/**
 * Of the hand-overs `{ref, visitor, created_at}` of a flush, those whose code was issued to that visitor
 * within ISSUED_REF_TTL_MS before; their codes are used up (deleted), so that each code makes one lead.
 */
export async function claimIssuedRefs(
  trx: Transaction<Database>,
  handovers: readonly { ref: string; visitor: string; created_at: number }[],
): Promise<Set<string>> {
  if (handovers.length === 0) return new Set();
  const rows = await trx
    .selectFrom("lead_refs_issued")
    .select(["ref", "visitor", "issued_at"])
    .where(
      "ref",
      "in",
      handovers.map((handover) => handover.ref),
    )
    .execute();
  const issued = new Map(rows.map((row) => [row.ref, row]));
  const claimed = new Set(
    handovers
      .filter((handover) => {
        const row = issued.get(handover.ref);
        return row?.visitor === handover.visitor && handover.created_at - Number(row.issued_at) < ISSUED_REF_TTL_MS;
      })
      .map((handover) => handover.ref),
  );
  if (claimed.size > 0) {
    await trx
      .deleteFrom("lead_refs_issued")
      .where("ref", "in", [...claimed])
      .execute();
  }
  return claimed;
}

type IssuedRef = { ref: string; visitor: string; issued_at: number };

/** Records codes as issued, as the contact form would have asked for them (the demo data's hand-overs). */
export async function recordIssuedRefs(db: Kysely<Database>, refs: readonly IssuedRef[]): Promise<void> {
  if (refs.length === 0) return;
  await db
    .insertInto("lead_refs_issued")
    .values([...refs])
    .onConflict((conflict) => conflict.column("ref").doNothing())
    .execute();
}

/** The codes of the hand-overs among `events`, as issued to their visitors just before. */
export function handoverRefs(
  events: readonly { name: string; visitor: string; occurred_at: number; properties: string }[],
): IssuedRef[] {
  return events.flatMap((event) => {
    if (event.name !== "whatsapp_handover") return [];
    const { ref } = JSON.parse(event.properties) as { ref?: unknown };
    return typeof ref === "string" ? [{ ref, visitor: event.visitor, issued_at: event.occurred_at }] : [];
  });
}

/** Forgets codes issued more than ISSUED_REF_TTL_MS ago and never used. */
export async function pruneIssuedRefs(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom("lead_refs_issued")
    .where("issued_at", "<=", now - ISSUED_REF_TTL_MS)
    .execute();
}
