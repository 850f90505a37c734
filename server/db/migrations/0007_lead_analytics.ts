import type { Kysely, Migration } from "kysely";

/** The text columns a visit row gains, each with its length: attribution, pages and goals. */
const VISIT_TEXT_COLUMNS = [
  // The site's calendar day the visit started, YYYY-MM-DD.
  ["day", 10],
  ["entry_page", 300],
  ["exit_page", 300],
  ["source", 100],
  ["channel", 16],
  ["referrer", 253],
  ["utm_source", 100],
  ["utm_medium", 100],
  ["utm_campaign", 100],
  ["utm_content", 100],
  ["utm_term", 100],
  ["locale", 8],
  ["service", 32],
  // Goals reached, space-separated in a fixed order.
  ["goals", 200],
] as const;

/**
 * Lead analytics (docs/decisions/016): each visit row carries its attribution, engagement and goals;
 * raw events name their visit; a daily rollup keeps, per dimension and value, the figures of the visits
 * that started that day (what every breakdown reads); and leads keep the reference code of each WhatsApp
 * hand-over with its visit's attribution and what staff recorded of it. Visits from before this
 * migration have no attribution and are not in the breakdowns.
 */
export const leadAnalytics: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [column, length] of VISIT_TEXT_COLUMNS) {
      await db.schema
        .alterTable("analytics_visits")
        .addColumn(column, `varchar(${length})`, (col) => col.notNull().defaultTo(""))
        .execute();
    }
    for (const column of ["page_views", "engaged", "funnel"]) {
      await db.schema
        .alterTable("analytics_visits")
        .addColumn(column, "integer", (col) => col.notNull().defaultTo(0))
        .execute();
    }
    // Views per page of the five languages merged, JSON: {"/services/web-development": 2}.
    await db.schema
      .alterTable("analytics_visits")
      .addColumn("pages", "text", (col) => col.notNull().defaultTo("{}"))
      .execute();
    await db.schema.alterTable("analytics_events").addColumn("visit_id", "varchar(24)").execute();

    await db.schema
      .createTable("analytics_breakdown_daily")
      .addColumn("dimension", "varchar(16)", (col) => col.notNull())
      .addColumn("day", "varchar(10)", (col) => col.notNull())
      .addColumn("value", "varchar(300)", (col) => col.notNull())
      .addColumn("visits", "integer", (col) => col.notNull())
      .addColumn("visitors", "integer", (col) => col.notNull())
      .addColumn("page_views", "integer", (col) => col.notNull())
      .addColumn("bounces", "integer", (col) => col.notNull())
      .addColumn("duration_ms", "bigint", (col) => col.notNull())
      .addColumn("conversions", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("analytics_breakdown_daily_pk", ["dimension", "day", "value"])
      .execute();

    await db.schema
      .createTable("leads")
      .addColumn("ref", "varchar(16)", (col) => col.primaryKey())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("visit_id", "varchar(24)", (col) => col.notNull())
      .addColumn("service", "varchar(32)", (col) => col.notNull())
      .addColumn("locale", "varchar(8)", (col) => col.notNull())
      .addColumn("source", "varchar(100)", (col) => col.notNull())
      .addColumn("channel", "varchar(16)", (col) => col.notNull())
      .addColumn("utm_campaign", "varchar(100)", (col) => col.notNull())
      .addColumn("entry_page", "varchar(300)", (col) => col.notNull())
      .addColumn("country", "varchar(8)", (col) => col.notNull())
      .addColumn("device", "varchar(8)", (col) => col.notNull())
      .addColumn("status", "varchar(8)", (col) => col.notNull().defaultTo("open"))
      .addColumn("value", "bigint")
      .addColumn("updated_at", "bigint")
      .execute();
    await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
  },
};
