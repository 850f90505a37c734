import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { FunnelStepDefinition } from "../../../app/analytics/funnels";
import { localeFromPath } from "../../../app/i18n/paths";
import { customFunnels } from "../../analytics/funnels";
import { customGoals } from "../../analytics/goals";
import { handoverRefs, recordIssuedRefs } from "../../analytics/ingest/lead-refs";
import type { StoredEvent } from "../../analytics/ingest/rollup";
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
 * Goals and a funnel an admin might have made, counting from the demo's first day (the ingest counts a goal
 * from its creation): a page goal (the case studies, a sign of a buyer, but not a conversion: a reader is not yet
 * a client), a click goal of the header's marked button, and a funnel from a service page to WhatsApp. Those of
 * an earlier run are kept.
 */
async function demoGoalsAndFunnel(db: Kysely<Database>, since: number) {
  const goals = customGoals(db);
  const caseStudies = await goals.create("Viewed the case studies", { kind: "page", path: "/case-studies" }, since);
  if (typeof caseStudies !== "string") await goals.setConversion(caseStudies.id, false, since);
  await goals.create("Start a project (header)", { kind: "click", key: "header-start-project" }, since);
  const steps: FunnelStepDefinition[] = [
    { kind: "page", path: "/services/*" },
    { kind: "form", stage: "seen" },
    { kind: "form", stage: "started" },
    { kind: "goal", goal: "whatsapp_handover" },
  ];
  await customFunnels(db).create("Service page to WhatsApp", steps, await goals.names(), since);
}

/**
 * The confirmed subscriptions of the demo's newsletter sign-ups (the server records a sign-up once its address
 * is confirmed), so that the newsletter panel counts the readers the goal counts: addresses of the reserved
 * example.com domain, in the language of the page signed up on. Those of an earlier run are kept.
 */
async function demoSubscribers(db: Kysely<Database>, signUps: readonly StoredEvent[], first: number) {
  const rows = signUps.map((event, index) => ({
    email: `reader-${String(first + index + 1).padStart(4, "0")}@example.com`,
    locale: localeFromPath(event.page),
    created_at: new Date(event.occurred_at).toISOString(),
    unsubscribe_token: randomBytes(24).toString("base64url"),
  }));
  if (rows.length === 0) return;
  await db
    .insertInto("newsletter_subscriptions")
    .values(rows)
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
}

/**
 * Writes the demo through the site's own write path (raw events, visits, rollups, leads), a day at a
 * time, then records the outcome of its older leads as staff would. Returns what it wrote.
 */
export async function writeDemo(
  database: { db: Kysely<Database>; dialect: Dialect },
  options: DemoOptions,
): Promise<{ events: number; leads: number; won: number; lost: number }> {
  const store = storeEvents(database.db, database.dialect);
  await demoGoalsAndFunnel(database.db, demoStart(options.now, options.days));
  const outcomes: DemoLeadOutcome[] = [];
  let events = 0;
  let leads = 0;
  let readers = 0;
  for (const batch of demoEvents(options)) {
    await recordIssuedRefs(database.db, handoverRefs(batch));
    await store(batch);
    events += batch.length;
    leads += batch.filter((event) => event.name === "whatsapp_handover").length;
    const signUps = batch.filter((event) => event.name === "newsletter_signup");
    await demoSubscribers(database.db, signUps, readers);
    readers += signUps.length;
    outcomes.push(...demoLeadOutcomes(batch, options.now));
  }
  for (const { ref, status, value, service, at } of outcomes) {
    await updateLead(database, ref, { status, value, ...(service && { service }) }, at);
  }
  const won = outcomes.filter((outcome) => outcome.status === "won").length;
  return { events, leads, won, lost: outcomes.length - won };
}
