import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { parseFilter } from "../../app/analytics/filters";
import type { Database } from "../db/schema";

/** Saved views kept at most: a list to choose from, not an archive. */
export const MAX_SAVED_VIEWS = 100;
/** The longest query a view keeps (ten filters of 300 characters, with room for the rest). */
export const MAX_VIEW_QUERY = 4000;

/** What a view's query may name: the dashboard's URL parameters (app/admin/view.ts). */
const VIEW_PARAMETERS = new Set(["period", "from", "to", "compare", "filter", "interval", "tab"]);

export interface SavedView {
  id: string;
  name: string;
  /** The dashboard's query of the view, without "?": `period=30d&filter=source:Google`. */
  query: string;
  createdAt: string;
}

/** What is wrong with a view's query, or null: only the dashboard's parameters, each filter one it takes. */
export function viewQueryProblem(query: string): string | null {
  const params = new URLSearchParams(query);
  for (const name of params.keys()) {
    if (!VIEW_PARAMETERS.has(name)) return `the dashboard's view has no parameter "${name.slice(0, 40)}"`;
  }
  for (const text of params.getAll("filter")) {
    const filter = parseFilter(text);
    if ("problem" in filter) return filter.problem;
  }
  return null;
}

const viewOf = (row: Database["saved_views"]): SavedView => ({
  id: row.id,
  name: row.name,
  query: row.query,
  createdAt: new Date(Number(row.created_at)).toISOString(),
});

/** The views admins named, which any staff member can open (docs/ANALYTICS.md, "Saved views"). */
export function savedViews(db: Kysely<Database>) {
  return {
    async list(): Promise<SavedView[]> {
      return (await db.selectFrom("saved_views").selectAll().orderBy("name").execute()).map(viewOf);
    },

    /** Saves a view; "name-taken" or "too-many" when it cannot. */
    async create(name: string, query: string, now = Date.now()): Promise<SavedView | "name-taken" | "too-many"> {
      const { count } = await db
        .selectFrom("saved_views")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_SAVED_VIEWS) return "too-many";
      const row = { id: randomBytes(12).toString("base64url"), name, query, created_at: now };
      const inserted = await db
        .insertInto("saved_views")
        .values(row)
        .onConflict((conflict) => conflict.column("name").doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 ? "name-taken" : viewOf(row);
    },

    /** Deletes a view; false when there was none with this id. */
    async remove(id: string): Promise<boolean> {
      const deleted = await db.deleteFrom("saved_views").where("id", "=", id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
  };
}
