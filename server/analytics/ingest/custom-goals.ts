import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { goalToken } from "../goals";
import { mergedPage } from "./site-pages";

/** A goal an admin defined, as a flush tests events against it (server/analytics/goals.ts). */
export type GoalRule =
  | { token: string; kind: "page"; pattern: RegExp }
  | { token: string; kind: "click"; key: string }
  | { token: string; kind: "link"; href: string };

/** The event a rule reads: its name, its page and its fields. */
interface GoalEvent {
  name: string;
  page: string;
  properties: Record<string, unknown>;
}

/** A page goal's path as a test of a page in the default language's form: `*` is any characters, even none. */
export function pagePattern(path: string): RegExp {
  const parts = path.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".*")}$`);
}

/** The rule of a stored goal. */
export function ruleOf(id: string, kind: string, target: string): GoalRule {
  const token = goalToken(id);
  if (kind === "click") return { token, kind, key: target };
  if (kind === "link") return { token, kind, href: target.toLowerCase() };
  return { token, kind: "page", pattern: pagePattern(target) };
}

/**
 * The goals as a flush applies them: the rules of the goals admins defined, and the goals (by token) that do not
 * count as a conversion.
 */
export interface FlushGoals {
  rules: readonly GoalRule[];
  notConverting: ReadonlySet<string>;
}

/** No goal defined, every goal a conversion. */
export const NO_CUSTOM_GOALS: FlushGoals = { rules: [], notConverting: new Set() };

/** The goals as defined now: read by each flush, in its transaction, so every server counts the same. */
export async function flushGoals(db: Kysely<Database>): Promise<FlushGoals> {
  const rows = await db.selectFrom("analytics_goals").select(["id", "kind", "target"]).execute();
  const notConverting = await db.selectFrom("analytics_non_conversions").select("goal").execute();
  return {
    rules: rows.map((row) => ruleOf(row.id, row.kind, row.target)),
    notConverting: new Set(notConverting.map((row) => row.goal)),
  };
}

/**
 * The tokens of the goals an event reaches: a page goal by a page view of a matching page (its languages
 * merged), a click goal by a click inside an element marked with its key, a link goal by a click on a link
 * whose address starts with its address, letter case aside.
 */
export function goalsReached(rules: readonly GoalRule[], { name, page, properties }: GoalEvent): string[] {
  if (rules.length === 0) return [];
  const merged = name === "page_view" ? mergedPage(page) : "";
  const key = name === "link_click" || name === "button_click" ? properties.goal : undefined;
  const link = name === "link_click" ? String(properties.link_url ?? "").toLowerCase() : "";
  return rules.flatMap((rule) => {
    const reached =
      rule.kind === "page"
        ? merged !== "" && rule.pattern.test(merged)
        : rule.kind === "click"
          ? key === rule.key
          : link !== "" && link.startsWith(rule.href);
    return reached ? [rule.token] : [];
  });
}
