import type { Kysely, Migration } from "kysely";

/**
 * The reference codes the server handed to contact forms (server/analytics/ingest/lead-refs.ts): a hand-over
 * becomes a lead only with a code issued here to the same visitor. A code is deleted once it became a lead,
 * and after two days unused.
 */
export const issuedLeadRefs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("lead_refs_issued")
      .addColumn("ref", "varchar(16)", (column) => column.primaryKey())
      .addColumn("visitor", "varchar(64)", (column) => column.notNull())
      .addColumn("issued_at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("lead_refs_issued_visitor").on("lead_refs_issued").column("visitor").execute();
    await db.schema.createIndex("lead_refs_issued_at").on("lead_refs_issued").column("issued_at").execute();
  },
};
