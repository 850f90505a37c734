import { type Kysely, type Migration, PostgresAdapter, sql } from "kysely";

/**
 * Goals that admins define (docs/ANALYTICS.md, "Goals"): a page of the site or a path pattern, an element
 * marked `data-goal`, or a link by the start of its address. A visit that reaches one keeps `g.` and its id
 * among its goals, so that a goal can be renamed without touching the visits that reached it: a visit's goals
 * become text of any length on PostgreSQL (SQLite never held them to their 200 characters).
 */
export const goals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("analytics_goals")
      .addColumn("id", "varchar(24)", (col) => col.primaryKey())
      .addColumn("name", "varchar(80)", (col) => col.notNull().unique())
      .addColumn("kind", "varchar(8)", (col) => col.notNull())
      .addColumn("target", "varchar(300)", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`alter table analytics_visits alter column goals type text`.execute(db);
    }
  },
};
