import type { Kysely } from "kysely";
import type { AnalyticsBreakdownDailyTable } from "../schema";

/** The visit columns that are also a dimension of the daily breakdowns, and whose stored values a migration renames. */
type RenamedColumn = "source" | "entry_page" | "exit_page";

/** What the renaming reads and writes, as the tables are when it runs: the daily breakdowns, and the visits it counts visitors from. */
export interface DailyRowTables {
  analytics_visits: { id: string; day: string; visitor: string } & Record<RenamedColumn, string>;
  analytics_breakdown_daily: AnalyticsBreakdownDailyTable;
}

const FIGURES = ["visits", "visitors", "page_views", "bounces", "duration_ms", "conversions"] as const;

/**
 * Brings the daily breakdown rows of `dimension` in line with visits a migration has already renamed (`renamed`:
 * each old value to its new one): each day's rows that became one value are added up into one row, and their
 * visitors counted again from the visits where the day's visits are still kept (a visitor who came under two of
 * the old values that day counts once). Days whose visits were pruned keep the sum. Shared by the migrations that
 * rename stored values; it must keep doing what they did when they shipped.
 */
export async function renameDailyRows(
  db: Kysely<DailyRowTables>,
  dimension: RenamedColumn,
  renamed: Map<string, string>,
) {
  if (renamed.size === 0) return;
  const names = [...new Set([...renamed.keys(), ...renamed.values()])];
  const rows = await db
    .selectFrom("analytics_breakdown_daily")
    .selectAll()
    .where("dimension", "=", dimension)
    .where("value", "in", names)
    .execute();
  const merged = new Map<string, { row: AnalyticsBreakdownDailyTable; values: string[] }>();
  for (const row of rows) {
    const value = renamed.get(row.value) ?? row.value;
    const key = `${row.day}|${value}`;
    const sum = merged.get(key) ?? {
      row: { ...row, value, ...Object.fromEntries(FIGURES.map((figure) => [figure, 0])) },
      values: [],
    };
    for (const figure of FIGURES) sum.row[figure] = Number(sum.row[figure]) + Number(row[figure]);
    sum.values.push(row.value);
    merged.set(key, sum);
  }
  for (const { row, values } of merged.values()) {
    // A day's row of a value that no other became stays as it is.
    if (!values.some((value) => renamed.has(value))) continue;
    const kept = await db
      .selectFrom("analytics_visits")
      .select((eb) => [eb.fn.count("id").as("visits"), eb.fn.count("visitor").distinct().as("visitors")])
      .where("day", "=", row.day)
      .where(dimension, "=", row.value)
      .executeTakeFirstOrThrow();
    if (Number(kept.visits) === row.visits) row.visitors = Number(kept.visitors);
    await db
      .deleteFrom("analytics_breakdown_daily")
      .where("dimension", "=", dimension)
      .where("day", "=", row.day)
      .where("value", "in", values)
      .execute();
    await db.insertInto("analytics_breakdown_daily").values(row).execute();
  }
}
