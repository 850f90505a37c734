import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { type Funnel, type FunnelStepDefinition, MAX_FUNNELS } from "../../app/analytics/funnels";
import type { AnalyticsFunnelsTable, Database } from "../db/schema";
import type { GoalNames } from "./goals";

/**
 * The funnels admins define (docs/ANALYTICS.md, "Funnels"), the contact form's first. A goal step keeps the
 * goal's token, so that a renamed goal stays the step's; the API names it by the goal's name of the moment.
 */

/** A step with its goal named by its token (stored) or by its name (shown): `rename` turns one into the other. */
const renamed = (steps: readonly FunnelStepDefinition[], rename: (goal: string) => string) =>
  steps.map((step) => (step.kind === "goal" ? { ...step, goal: rename(step.goal) } : step));

const funnelOf = (row: AnalyticsFunnelsTable): Funnel => ({
  id: row.id,
  name: row.name,
  steps: JSON.parse(row.steps) as FunnelStepDefinition[],
});

export function customFunnels(db: Kysely<Database>) {
  const stored = async (): Promise<Funnel[]> =>
    (await db.selectFrom("analytics_funnels").selectAll().orderBy("created_at").orderBy("name").execute()).map(
      funnelOf,
    );
  return {
    /** Every funnel, the contact form's first, then by creation, goals named by `names`. */
    async list(names: GoalNames): Promise<Funnel[]> {
      return (await stored()).map((funnel) => ({
        ...funnel,
        steps: renamed(funnel.steps, (goal) => names.shown(goal)),
      }));
    },

    /** Every funnel as stored (goal steps by token), in the list's order. */
    all: stored,

    /** A funnel as stored (goal steps by token), or undefined. */
    async find(id: string): Promise<Funnel | undefined> {
      const row = await db.selectFrom("analytics_funnels").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? funnelOf(row) : undefined;
    },

    /** Defines a funnel whose goal steps name goals by `names`; "name-taken" or "too-many" when it cannot. */
    async create(
      name: string,
      steps: readonly FunnelStepDefinition[],
      names: GoalNames,
      now = Date.now(),
    ): Promise<Funnel | "name-taken" | "too-many"> {
      const { count } = await db
        .selectFrom("analytics_funnels")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_FUNNELS) return "too-many";
      const row = {
        id: randomBytes(9).toString("base64url"),
        name,
        steps: JSON.stringify(renamed(steps, (goal) => names.tokenOf(goal))),
        created_at: now,
      };
      const inserted = await db
        .insertInto("analytics_funnels")
        .values(row)
        .onConflict((conflict) => conflict.column("name").doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0
        ? "name-taken"
        : { id: row.id, name, steps: [...steps] };
    },

    /** Renames a funnel or changes its steps; "unknown" or "name-taken" when it cannot. */
    async update(
      id: string,
      change: { name?: string; steps?: readonly FunnelStepDefinition[] },
      names: GoalNames,
    ): Promise<Funnel | "unknown" | "name-taken"> {
      if (change.name !== undefined) {
        const other = await db
          .selectFrom("analytics_funnels")
          .select("id")
          .where("name", "=", change.name)
          .executeTakeFirst();
        if (other && other.id !== id) return "name-taken";
      }
      const set = {
        ...(change.name !== undefined && { name: change.name }),
        ...(change.steps && { steps: JSON.stringify(renamed(change.steps, (goal) => names.tokenOf(goal))) }),
      };
      if (Object.keys(set).length > 0)
        await db.updateTable("analytics_funnels").set(set).where("id", "=", id).execute();
      const funnel = await this.find(id);
      return funnel ? { ...funnel, steps: renamed(funnel.steps, (goal) => names.shown(goal)) } : "unknown";
    },

    /** Removes a funnel; false when there was none with this id. */
    async remove(id: string): Promise<boolean> {
      const deleted = await db.deleteFrom("analytics_funnels").where("id", "=", id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
  };
}
