import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { chunks, type Tally } from "./tally";
import { contributions, type Figures, type Visit } from "./visit";

export type BreakdownKey = { dimension: string; day: string; value: string };

/**
 * Adds `sign` times the breakdown figures of one visitor's visits on one day: each visit's own figures,
 * and the visitor once in every row any of them is in (a visitor counts once per row and day).
 * Visits stored before visits had attribution (no day) stay out of the breakdowns.
 */
export function addVisitorDay(
  tally: Tally<BreakdownKey, Figures & { visitors: number }>,
  visits: Visit[],
  sign: 1 | -1,
) {
  const rows = new Map<string, BreakdownKey>();
  for (const visit of visits) {
    if (!visit.day) continue;
    for (const [dimension, value, figures] of contributions(visit)) {
      const id = `${dimension}|${visit.day}|${value}`;
      const key = { dimension, day: visit.day, value };
      tally.add(id, key, figures, sign);
      rows.set(id, key);
    }
  }
  for (const [id, key] of rows) tally.add(id, key, { visitors: 1 }, sign);
}

type Counters = Record<string, number>;
type RollupRow = { key: { hour: number; day: string } & Record<string, string | number>; values: Counters };

/** The rollup tables as rows of named values: one upsert serves all of them. */
type RollupTables = Record<
  "analytics_traffic_hourly" | "analytics_traffic_daily" | "analytics_breakdown_daily",
  Record<string, string | number>
>;

/** Adds `rows` to the counters of `table`, creating the rows that do not exist yet. */
export async function addTo(
  trx: Transaction<Database>,
  table: keyof RollupTables,
  keyColumns: string[],
  rows: Record<string, string | number>[],
) {
  const db = trx as unknown as Transaction<RollupTables>;
  for (const group of chunks(rows)) {
    const counters = Object.keys(group[0] ?? {}).filter((column) => !keyColumns.includes(column));
    await db
      .insertInto(table)
      .values(group)
      .onConflict((conflict) =>
        conflict
          .columns(keyColumns)
          .doUpdateSet((eb) =>
            Object.fromEntries(
              counters.map((column) => [column, eb(`${table}.${column}`, "+", eb.ref(`excluded.${column}`))]),
            ),
          ),
      )
      .execute();
  }
}

/**
 * Writes a flush's hourly deltas (keyed by hour, day and `keys`) to a rollup's hourly table, and their
 * sums per day to its daily table.
 */
export async function writeRollup(
  trx: Transaction<Database>,
  tables: { hourly: keyof RollupTables; daily: keyof RollupTables },
  keys: string[],
  rows: RollupRow[],
) {
  const pick = (key: RollupRow["key"]) => Object.fromEntries(keys.map((name) => [name, key[name] ?? ""]));
  const daily = new Map<string, Record<string, string | number>>();
  for (const { key, values } of rows) {
    const id = [key.day, ...keys.map((name) => key[name])].join("|");
    const row = daily.get(id) ?? { day: key.day, ...pick(key) };
    for (const [name, value] of Object.entries(values)) row[name] = Number(row[name] ?? 0) + value;
    daily.set(id, row);
  }
  await addTo(
    trx,
    tables.hourly,
    ["hour", ...keys],
    rows.map(({ key, values }) => ({ hour: key.hour, ...pick(key), ...values })),
  );
  await addTo(trx, tables.daily, ["day", ...keys], [...daily.values()]);
}
