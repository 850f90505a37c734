/**
 * Goals that admins define on the dashboard, beside the six built in (GOALS in dimensions.ts): shared by the
 * server that stores and counts them and the dashboard that edits them (docs/ANALYTICS.md, "Goals").
 */

/** What reaching a goal means: a page viewed, an element marked `data-goal="KEY"` clicked, or a link followed. */
export type GoalDefinition =
  /** A page of the site in any language, or a pattern where `*` stands for any characters: `/blog/*`. */
  | { kind: "page"; path: string }
  /** A click on an element marked `data-goal="KEY"` in the site's markup (or inside one). */
  | { kind: "click"; key: string }
  /** A click on a link whose address starts with `href` (`https://github.com/`, `mailto:`, `tel:`). */
  | { kind: "link"; href: string };

export type GoalKind = GoalDefinition["kind"];
export const GOAL_KINDS = ["page", "click", "link"] as const satisfies readonly GoalKind[];

/**
 * A goal an admin defined: it counts the visits that reached it from `createdAt` on, never before. `conversion`:
 * whether reaching it makes a visit a conversion (from the moment that was last changed on).
 */
export type CustomGoal = GoalDefinition & { id: string; name: string; createdAt: string; conversion: boolean };

/** A built-in goal, and whether reaching it makes a visit a conversion. */
export interface BuiltInGoal {
  goal: string;
  conversion: boolean;
}

/** Goals admins may define at most. */
export const MAX_CUSTOM_GOALS = 20;
/** The longest name of a goal. */
export const MAX_GOAL_NAME = 80;

/** A `data-goal` key: lower-case letters, digits, `-` and `_`, as the tracker sends it. */
export const GOAL_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** The token a visit keeps for a custom goal (server/analytics/goals.ts): what a funnel step of a removed goal names. */
export const CUSTOM_GOAL_TOKEN = /^g\.[A-Za-z0-9_-]{12}$/;
