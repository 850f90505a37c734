import type { Kysely, Migration } from "kysely";

/**
 * Which goals count as a conversion (docs/ANALYTICS.md, "Which goals are conversions"): every goal does unless an
 * admin says it does not, but for two built-in goals that are no client's step, following the CV link (a job
 * seeker) and a social network's. The goals that do not are listed by token (a built-in goal's key, a custom
 * goal's `g.` and id). A visit keeps whether it converted, as the goals that counted when it reached them made it;
 * the visits stored before converted when they reached any goal, as every goal counted then (so their rollups).
 */
export const conversionGoals: Migration = {
  async up(
    db: Kysely<{
      analytics_visits: { converted: number; goals: string };
      analytics_non_conversions: { goal: string; changed_at: number };
    }>,
  ) {
    await db.schema
      .createTable("analytics_non_conversions")
      .addColumn("goal", "varchar(24)", (col) => col.primaryKey())
      .addColumn("changed_at", "bigint", (col) => col.notNull())
      .execute();
    await db.schema
      .alterTable("analytics_visits")
      .addColumn("converted", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.updateTable("analytics_visits").set({ converted: 1 }).where("goals", "<>", "").execute();
    const now = Date.now();
    await db
      .insertInto("analytics_non_conversions")
      .values(["cv_click", "social_click"].map((goal) => ({ goal, changed_at: now })))
      .execute();
  },
};
