import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import { type Dimension, FUNNEL_STEPS, GOALS } from "../../app/analytics/dimensions";
import type { Database } from "../db/schema";
import { type AnalyticsStore, contains, filteredVisits, paddedGoals, type View } from "./visit-filter";

/**
 * The reports of a filtered view, read from the visit rows (the rollups know one dimension at a time, so
 * they cannot answer "visits from Google in Japanese"). Every figure means what the rollup's figure of the
 * same name means (server/analytics/visit.ts `contributions`): visitors are distinct pseudonyms, which
 * change daily, so a visitor counts once per day; a visit bounced with at most one page view and nothing
 * its visitor did; a conversion is a visit that reached a goal.
 */

/** The sums of the rollup's columns, over visit rows. */
function figures(eb: ExpressionBuilder<Database, "analytics_visits">) {
  return [
    eb.fn.countAll<number>().as("visits"),
    eb.fn.count<number>("visitor").distinct().as("visitors"),
    eb.fn.sum<number>("page_views").as("page_views"),
    eb.fn.sum<number>(sql`case when page_views <= 1 and engaged = 0 then 1 else 0 end`).as("bounces"),
    eb.fn.sum<number>(sql`last_seen_at - started_at`).as("duration_ms"),
    eb.fn.sum<number>(sql`case when goals <> '' then 1 else 0 end`).as("conversions"),
  ] as const;
}

/** Per day of the view: its figures and the visits at each step of the contact-form funnel. */
export function visitDays(store: AnalyticsStore, view: View) {
  return filteredVisits(store, view)
    .select((eb) => [
      "day",
      ...figures(eb),
      ...FUNNEL_STEPS.map((step, index) =>
        eb.fn.sum<number>(sql`case when funnel > ${index} then 1 else 0 end`).as(step),
      ),
    ])
    .groupBy("day")
    .execute();
}

type Visits = SelectQueryBuilder<Database, "analytics_visits", object>;

/** A value of a dimension and its figures, as the breakdown rollup keeps them. */
export interface GroupRow {
  value: string;
  visits: number;
  visitors: number;
  page_views: number;
  bounces: number;
  duration_ms: number;
  conversions: number;
}
type Grouped = SelectQueryBuilder<Database, "analytics_visits", GroupRow>;

/** The visit rows each with one value of `dimension` as `value` (and for pages, that page's views). */
function valued(store: AnalyticsStore, view: View, dimension: Dimension): Grouped {
  const visits = filteredVisits(store, view) as Visits;
  if (dimension === "page") {
    // One row per page a visit viewed: its pages are JSON such as {"/about":2}.
    const pages =
      store.dialect === "sqlite"
        ? sql`json_each(analytics_visits.pages)`
        : sql`jsonb_each_text(analytics_visits.pages::jsonb)`;
    return visits
      .innerJoin(pages.as("page"), (join) => join.onTrue())
      .select((eb) => [
        sql<string>`page.key`.as("value"),
        ...figures(eb as ExpressionBuilder<Database, "analytics_visits">).filter(
          (figure) => figure.alias !== "page_views",
        ),
        eb.fn.sum<number>(sql`cast(page.value as integer)`).as("page_views"),
      ])
      .groupBy(sql`page.key`) as unknown as Grouped;
  }
  if (dimension === "goal") {
    // One row per goal a visit reached, which is then its conversion.
    const goals = sql`(values ${sql.join(GOALS.map((goal) => sql`(${goal})`))})`;
    return visits
      .innerJoin(goals.as("goal"), (join) =>
        join.on(contains(store.dialect, paddedGoals, sql`' ' || goal.column1 || ' '`)),
      )
      .select((eb) => [
        sql<string>`goal.column1`.as("value"),
        ...figures(eb as ExpressionBuilder<Database, "analytics_visits">).filter(
          (figure) => figure.alias !== "conversions",
        ),
        eb.fn.countAll<number>().as("conversions"),
      ])
      .groupBy(sql`goal.column1`) as unknown as Grouped;
  }
  const column = sql.ref(`analytics_visits.${dimension}`);
  const withValue =
    dimension === "entry_page" || dimension === "exit_page" ? visits.where("page_views", ">", 0) : visits;
  return withValue
    .where(column, "<>", "")
    .select((eb) => [sql<string>`${column}`.as("value"), ...figures(eb)])
    .groupBy(column);
}

/**
 * One page of the view's visits grouped by the values of `dimension`, ordered by `order` descending
 * (ties by value), with the number of values in all.
 */
export async function visitGroups(
  store: AnalyticsStore,
  dimension: Dimension,
  view: View,
  page: { limit: number; offset: number; order?: "visits" | "visitors" | "page_views" },
) {
  const order = page.order ?? "visits";
  const rows = await valued(store, view, dimension)
    .select(sql<number>`count(*) over ()`.as("values_total"))
    .orderBy(sql.ref(order), "desc")
    .orderBy(sql.ref("value"))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  // The window counts the values before the page is cut; past the last page, count them on their own.
  const total =
    rows[0] !== undefined
      ? Number(rows[0].values_total)
      : page.offset === 0
        ? 0
        : Number(
            (
              await store.db
                .selectFrom(valued(store, view, dimension).as("values"))
                .select((eb) => eb.fn.countAll<number>().as("count"))
                .executeTakeFirstOrThrow()
            ).count,
          );
  return { rows, total };
}
