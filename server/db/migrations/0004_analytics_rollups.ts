import type { Kysely, Migration } from "kysely";

/**
 * Visits and the rollups the dashboard reads, maintained on every flush: page views per page and
 * traffic (visits, unique visitors, page views, visit durations) per device and country, each per hour
 * and per day. Days are the site's calendar days (analytics/time.ts); hours start at epoch milliseconds.
 * `analytics_visitors_daily` only tells whether a pseudonym was already counted on a day, and is pruned
 * with the salts.
 */
export const analyticsRollups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("analytics_visits")
      .addColumn("id", "varchar(24)", (column) => column.primaryKey())
      .addColumn("visitor", "varchar(32)", (column) => column.notNull())
      .addColumn("started_at", "bigint", (column) => column.notNull())
      .addColumn("last_seen_at", "bigint", (column) => column.notNull())
      .addColumn("device", "varchar(8)", (column) => column.notNull())
      .addColumn("country", "varchar(8)", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("analytics_visits_visitor")
      .on("analytics_visits")
      .columns(["visitor", "last_seen_at"])
      .execute();
    await db.schema.createIndex("analytics_visits_started_at").on("analytics_visits").column("started_at").execute();

    for (const [table, bucket, type] of [
      ["analytics_pages_hourly", "hour", "bigint"],
      ["analytics_pages_daily", "day", "varchar(10)"],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn(bucket, type, (column) => column.notNull())
        .addColumn("page", "varchar(300)", (column) => column.notNull())
        .addColumn("views", "integer", (column) => column.notNull())
        .addPrimaryKeyConstraint(`${table}_pk`, [bucket, "page"])
        .execute();
    }
    for (const [table, bucket, type] of [
      ["analytics_traffic_hourly", "hour", "bigint"],
      ["analytics_traffic_daily", "day", "varchar(10)"],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn(bucket, type, (column) => column.notNull())
        .addColumn("device", "varchar(8)", (column) => column.notNull())
        .addColumn("country", "varchar(8)", (column) => column.notNull())
        .addColumn("visits", "integer", (column) => column.notNull())
        .addColumn("visitors", "integer", (column) => column.notNull())
        .addColumn("page_views", "integer", (column) => column.notNull())
        .addColumn("duration_ms", "bigint", (column) => column.notNull())
        .addPrimaryKeyConstraint(`${table}_pk`, [bucket, "device", "country"])
        .execute();
    }
    await db.schema
      .createTable("analytics_visitors_daily")
      .addColumn("day", "varchar(10)", (column) => column.notNull())
      .addColumn("visitor", "varchar(32)", (column) => column.notNull())
      .addPrimaryKeyConstraint("analytics_visitors_daily_pk", ["day", "visitor"])
      .execute();
  },
};
