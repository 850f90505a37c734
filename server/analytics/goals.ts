import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { GOALS } from "../../app/analytics/dimensions";
import { type BuiltInGoal, type CustomGoal, type GoalDefinition, MAX_CUSTOM_GOALS } from "../../app/analytics/goals";
import type { AnalyticsGoalsTable, Database } from "../db/schema";

/**
 * The goals admins define (docs/ANALYTICS.md, "Goals"). A visit that reaches one keeps its token, `g.` and the
 * goal's id, among its goals and in the goal rows of the rollups: renaming a goal changes no stored visit, and
 * the reports name each token by the goals of the moment (`GoalNames`).
 */

/** The token a visit keeps for a custom goal it reached. */
export const goalToken = (id: string) => `g.${id}`;

const targetOf = (goal: GoalDefinition) =>
  goal.kind === "page" ? goal.path : goal.kind === "click" ? goal.key : goal.href;

function goalOf(row: AnalyticsGoalsTable, notConverting: ReadonlySet<string>): CustomGoal {
  const base = {
    id: row.id,
    name: row.name,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    conversion: !notConverting.has(goalToken(row.id)),
  };
  if (row.kind === "click") return { ...base, kind: "click", key: row.target };
  if (row.kind === "link") return { ...base, kind: "link", href: row.target };
  return { ...base, kind: "page", path: row.target };
}

/**
 * Goal names by token and tokens by name, for the reports: a built-in goal is named by its key, a custom goal
 * by its name. A token of a goal since removed has no name: its visits are in no goal's row.
 */
export class GoalNames {
  private readonly tokens: Map<string, string>;

  constructor(private readonly names: ReadonlyMap<string, string>) {
    this.tokens = new Map([...names].map(([token, name]) => [name, token]));
  }

  static of(goals: readonly CustomGoal[]): GoalNames {
    return new GoalNames(
      new Map([
        ...GOALS.map((goal) => [goal, goal] as const),
        ...goals.map((goal) => [goalToken(goal.id), goal.name] as const),
      ]),
    );
  }

  /** The name of the goal a visit's token stands for, or undefined for a goal since removed. */
  nameOf(token: string): string | undefined {
    return this.names.get(token);
  }

  /** The name of a token's goal, or for a goal since removed the token itself (CUSTOM_GOAL_TOKEN). */
  shown(token: string): string {
    return this.names.get(token) ?? token;
  }

  /** The token of the goal named `name` (the name itself when there is none, which no visit reached). */
  tokenOf(name: string): string {
    return this.tokens.get(name) ?? name;
  }
}

/** The built-in goals alone: what reports name goals by when no custom goal is known. */
export const BUILT_IN_GOAL_NAMES = GoalNames.of([]);

/** Whether `goal` is a built-in goal's key. */
export const isBuiltIn = (goal: string) => (GOALS as readonly string[]).includes(goal);

export function customGoals(db: Kysely<Database>) {
  const notConverting = async () =>
    new Set((await db.selectFrom("analytics_non_conversions").select("goal").execute()).map((row) => row.goal));
  const list = async (): Promise<CustomGoal[]> => {
    const rows = await db.selectFrom("analytics_goals").selectAll().orderBy("name").execute();
    const others = await notConverting();
    return rows.map((row) => goalOf(row, others));
  };
  const find = async (id: string) => {
    const row = await db.selectFrom("analytics_goals").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? goalOf(row, await notConverting()) : undefined;
  };
  return {
    list,

    /** The goal an admin defined with this id, or undefined. */
    find,

    /** The built-in goals in their order, each with whether it counts as a conversion. */
    async builtIn(): Promise<BuiltInGoal[]> {
      const others = await notConverting();
      return GOALS.map((goal) => ({ goal, conversion: !others.has(goal) }));
    },

    /**
     * Whether reaching a goal (a built-in goal's key or a custom goal's id) makes a visit a conversion, from now on:
     * the visits already converted stay so. False when there is no such goal.
     */
    async setConversion(id: string, conversion: boolean, now = Date.now()): Promise<boolean> {
      const token = isBuiltIn(id) ? id : goalToken(id);
      if (!isBuiltIn(id) && !(await find(id))) return false;
      if (conversion) await db.deleteFrom("analytics_non_conversions").where("goal", "=", token).execute();
      else
        await db
          .insertInto("analytics_non_conversions")
          .values({ goal: token, changed_at: now })
          .onConflict((conflict) => conflict.column("goal").doNothing())
          .execute();
      return true;
    },

    /** The names of every goal, built in and custom, by token. */
    async names(): Promise<GoalNames> {
      return GoalNames.of(await list());
    },

    /** Defines a goal; "name-taken" (a goal, built in or not, has that name) or "too-many" when it cannot. */
    async create(
      name: string,
      definition: GoalDefinition,
      now = Date.now(),
    ): Promise<CustomGoal | "name-taken" | "too-many"> {
      if (isBuiltIn(name)) return "name-taken";
      const { count } = await db
        .selectFrom("analytics_goals")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_CUSTOM_GOALS) return "too-many";
      const row = {
        id: randomBytes(9).toString("base64url"),
        name,
        kind: definition.kind,
        target: targetOf(definition),
        created_at: now,
      };
      const inserted = await db
        .insertInto("analytics_goals")
        .values(row)
        .onConflict((conflict) => conflict.column("name").doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 ? "name-taken" : goalOf(row, new Set());
    },

    /** Renames a goal; "unknown" when there is none with this id, "name-taken" when the name is another's. */
    async rename(id: string, name: string): Promise<CustomGoal | "unknown" | "name-taken"> {
      if (isBuiltIn(name)) return "name-taken";
      const other = await db.selectFrom("analytics_goals").select("id").where("name", "=", name).executeTakeFirst();
      if (other && other.id !== id) return "name-taken";
      await db.updateTable("analytics_goals").set({ name }).where("id", "=", id).execute();
      return (await find(id)) ?? "unknown";
    },

    /** Removes a goal (the visits keep its token, which no report names); false when there was none. */
    async remove(id: string): Promise<boolean> {
      await db.deleteFrom("analytics_non_conversions").where("goal", "=", goalToken(id)).execute();
      const deleted = await db.deleteFrom("analytics_goals").where("id", "=", id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
  };
}
