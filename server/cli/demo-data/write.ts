import type { Kysely } from "kysely";
import type { FunnelStepDefinition } from "../../../app/analytics/funnels";
import { customFunnels } from "../../analytics/funnels";
import { customGoals } from "../../analytics/goals";
import { handoverRefs, recordIssuedRefs } from "../../analytics/ingest/lead-refs";
import { storeEvents } from "../../analytics/ingest/store";
import { updateLead } from "../../analytics/reports/leads";
import type { Dialect } from "../../db/database";
import type { Database } from "../../db/schema";
import { type DemoOptions, demoEvents, demoStart } from "./events";
import { type DemoLeadOutcome, demoLeadOutcomes } from "./outcomes";

/**
 * The writer of synthetic visits for a demonstration of the staff dashboard (`npm run seed:demo`): plausible traffic of
 * a Jakarta agency's site, made of the events the site's tracker sends (and the newsletter sign-ups the
 * server records), from a seeded generator so that the same seed always gives the same data. Visits come
 * from search engines, social networks, webmail, referring sites, campaigns with UTM tags, or directly;
 * some bounce, some reach goals, some hand the contact form over to WhatsApp and become leads, of which
 * staff later mark some won or lost.
 */

/**
 * Writes the demo through the site's own write path (raw events, visits, rollups, leads), a day at a
 * time, then records the outcome of its older leads as staff would. Returns what it wrote.
 */
/**
 * Goals and a funnel an admin might have made, counting from the demo's first day (the ingest counts a goal
 * from its creation): a page goal (the case studies, a sign of a buyer: every goal counts as a conversion, so a
 * goal of job seekers would pass for clients), a click goal of the header's marked button, and a funnel from a
 * service page to WhatsApp. Those of an earlier run are kept.
 */
async function demoGoalsAndFunnel(db: Kysely<Database>, since: number) {
  const goals = customGoals(db);
  await goals.create("Viewed the case studies", { kind: "page", path: "/case-studies" }, since);
  await goals.create("Start a project (header)", { kind: "click", key: "header-start-project" }, since);
  const steps: FunnelStepDefinition[] = [
    { kind: "page", path: "/services/*" },
    { kind: "form", stage: "seen" },
    { kind: "form", stage: "started" },
    { kind: "goal", goal: "whatsapp_handover" },
  ];
  await customFunnels(db).create("Service page to WhatsApp", steps, await goals.names(), since);
}

export async function writeDemo(
  database: { db: Kysely<Database>; dialect: Dialect },
  options: DemoOptions,
): Promise<{ events: number; leads: number; won: number; lost: number }> {
  const store = storeEvents(database.db, database.dialect);
  await demoGoalsAndFunnel(database.db, demoStart(options.now, options.days));
  const outcomes: DemoLeadOutcome[] = [];
  let events = 0;
  let leads = 0;
  for (const batch of demoEvents(options)) {
    await recordIssuedRefs(database.db, handoverRefs(batch));
    await store(batch);
    events += batch.length;
    leads += batch.filter((event) => event.name === "whatsapp_handover").length;
    outcomes.push(...demoLeadOutcomes(batch, options.now));
  }
  for (const { ref, status, value, at } of outcomes) await updateLead(database, ref, { status, value }, at);
  const won = outcomes.filter((outcome) => outcome.status === "won").length;
  return { events, leads, won, lost: outcomes.length - won };
}
