import type { Kysely, Migration } from "kysely";

/**
 * Funnels that admins define (docs/ANALYTICS.md, "Funnels"), and what they are counted from: each visit's
 * journey, the pages it viewed, the contact form's stages it reached and the goals it reached, each once, in
 * the order first reached. Visits stored before have none; their journey is read from their pages, stages and
 * goals (server/analytics/reports/visit-columns/segment.ts). The contact form's funnel, built in until now,
 * becomes the first funnel, which admins may change like any other.
 */
export const funnels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("analytics_visits")
      .addColumn("journey", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema
      .createTable("analytics_funnels")
      .addColumn("id", "varchar(24)", (col) => col.primaryKey())
      .addColumn("name", "varchar(80)", (col) => col.notNull().unique())
      .addColumn("steps", "varchar(4000)", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .execute();
    const contact = [
      { kind: "form", stage: "seen" },
      { kind: "form", stage: "started" },
      { kind: "form", stage: "message" },
      { kind: "goal", goal: "whatsapp_handover" },
    ];
    await (db as Kysely<{ analytics_funnels: { id: string; name: string; steps: string; created_at: number } }>)
      .insertInto("analytics_funnels")
      .values({ id: "contact", name: "Contact form", steps: JSON.stringify(contact), created_at: 0 })
      .execute();
  },
};
