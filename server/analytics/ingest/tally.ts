/** What a flush (rollup.ts) uses to write its rows in few statements. */

/** Rows per statement and values per IN list: inside both databases' limits on bound parameters. */
export const CHUNK = 200;

export function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

/** Sums deltas per key, so that each rollup row is written once per flush. */
export class Tally<K, V extends Record<string, number>> {
  readonly rows = new Map<string, { key: K; values: V }>();
  constructor(private readonly zero: () => V) {}
  add(id: string, key: K, delta: Partial<V>, sign = 1) {
    let row = this.rows.get(id);
    if (!row) {
      row = { key, values: this.zero() };
      this.rows.set(id, row);
    }
    const values = row.values as Record<string, number>;
    // A loop over the keys, not Object.entries: a flush adds tens of thousands of deltas.
    for (const name in delta) values[name] = (values[name] ?? 0) + sign * ((delta[name] as number | undefined) ?? 0);
  }
}
