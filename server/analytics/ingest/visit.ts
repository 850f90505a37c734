import { FUNNEL_STEPS, GOALS, type Goal, NOT_FOUND_PAGE } from "../../../app/analytics/dimensions";
import { UTM_TAGS } from "../../../app/analytics/limits";
import { SITE } from "../../../app/config/site";
import { CONTACT_FORM_ID } from "../../../app/contact/whatsapp";
import { isServiceId } from "../../../app/services/catalog";
import type { AnalyticsVisitsTable } from "../../db/schema";
import { dayOf } from "../time";
import { type FlushGoals, goalsReached, NO_CUSTOM_GOALS } from "./custom-goals";
import { localeOfPage, mergedPage } from "./site-pages";
import { type Attribution, attributionOf, hostOf, type Landing } from "./source";

/** A visit as a flush holds it (times are numbers here). */
export type Visit = AnalyticsVisitsTable & { started_at: number; last_seen_at: number };

/** What a flush knows of an event when applying it to its visit. */
export interface VisitEvent {
  occurred_at: number;
  name: string;
  page: string;
  device: string;
  browser?: string;
  os?: string;
  country: string;
  /** The client key of the request that sent it, if known. */
  client?: string;
  properties: Record<string, unknown>;
}

/** Events that show a visitor's own hand: anything but page views, scrolling (which may be the browser's) and time ticks. */
const PASSIVE = new Set(["page_view", "scroll_depth", "time_on_page", "page_exit"]);

/** Pages (languages merged) that show the contact form. */
const FORM_PAGES = new Set(["/", "/contact"]);
const SOCIAL_HOSTS = new Set(SITE.social.flatMap((profile) => (profile.url ? [hostOf(profile.url)] : [])));

const step = (name: (typeof FUNNEL_STEPS)[number]) => FUNNEL_STEPS.indexOf(name) + 1;

/** Landings whose attribution is kept: the most recent referrers, UTM tags and site hosts seen. */
const MAX_ATTRIBUTIONS = 1000;
const attributions = new Map<string, Attribution>();

/**
 * attributionOf, remembered for the last MAX_ATTRIBUTIONS landings with a referrer: the referrer parser
 * sorts and scans its whole list of known sites on every call (about half a millisecond), and most
 * visits come from a few referrers. The same landing always has the same attribution.
 */
function landingAttribution(landing: Landing, siteHosts: readonly string[]): Attribution {
  if (!landing.referrer) return attributionOf(landing, siteHosts);
  const key = JSON.stringify([landing.referrer, ...UTM_TAGS.map((tag) => landing[tag] ?? ""), ...siteHosts]);
  let attribution = attributions.get(key);
  if (!attribution) {
    attribution = attributionOf(landing, siteHosts);
    if (attributions.size >= MAX_ATTRIBUTIONS) attributions.delete(attributions.keys().next().value ?? "");
    attributions.set(key, attribution);
  }
  return attribution;
}

export function newVisit(id: string, visitor: string, event: VisitEvent): Visit {
  return {
    id,
    visitor,
    started_at: event.occurred_at,
    last_seen_at: event.occurred_at,
    device: event.device,
    browser: event.browser ?? "",
    os: event.os ?? "",
    country: event.country,
    day: dayOf(event.occurred_at),
    entry_page: mergedPage(event.page),
    exit_page: mergedPage(event.page),
    page_views: 0,
    engaged: 0,
    ...attributionOf({}, []),
    locale: localeOfPage(event.page),
    service: "",
    goals: "",
    converted: 0,
    funnel: 0,
    pages: "{}",
    journey: "",
    client: event.client ?? "",
  };
}

/** The goal a link click reached, by where the link leads (never by its label). */
export function linkGoal(url: string, page: string): Goal | null {
  if (url.startsWith("mailto:")) return mergedPage(page) === "/careers" ? "cv_click" : "email_click";
  if (url.startsWith("tel:")) return "phone_click";
  return SOCIAL_HOSTS.has(hostOf(url)) ? "social_click" : null;
}

const BUILT_IN: ReadonlySet<string> = new Set(GOALS);

/** Steps a visit's journey keeps at most: a visit that views more pages still reaches the goals it reaches. */
const MAX_JOURNEY = 64;

/**
 * Adds to the visit's journey what it reached for the first time (a page, a form stage, a goal): the order in
 * which a funnel's steps were reached. Goals and form stages are kept even past MAX_JOURNEY pages.
 */
function reachStep(visit: Visit, token: string) {
  const journey = visit.journey === "" ? [] : visit.journey.split(" ");
  if (journey.includes(token) || (token.startsWith("/") && journey.length >= MAX_JOURNEY)) return;
  visit.journey = [...journey, token].join(" ");
}

/**
 * Adds goals to a visit's space-separated goals (the built-in ones in their order, then the custom tokens sorted),
 * and converts the visit when one of them counts as a conversion now: a visit stays converted once it is.
 */
function addGoals(visit: Visit, reached: readonly string[], notConverting: ReadonlySet<string>) {
  if (reached.length === 0) return;
  if (reached.some((goal) => !notConverting.has(goal))) visit.converted = 1;
  for (const goal of reached) reachStep(visit, goal);
  const goals = new Set([...visit.goals.split(" ").filter(Boolean), ...reached]);
  const custom = [...goals].filter((goal) => !BUILT_IN.has(goal)).sort();
  visit.goals = [...GOALS.filter((name) => goals.has(name)), ...custom].join(" ");
}

/** The contact form's stages in the journey, by the funnel step that reaches them (handed_over is a goal). */
const STAGE_TOKENS = ["form:seen", "form:started", "form:message"];

/** Reaches a step of the contact form's funnel, and every stage before it in the journey. */
function reach(visit: Visit, funnelStep: number) {
  visit.funnel = Math.max(visit.funnel, funnelStep);
  for (const token of STAGE_TOKENS.slice(0, funnelStep)) reachStep(visit, token);
}

/**
 * Applies an event to its visit: page views, entry and exit pages and the attribution of the landing
 * page view, engagement, the service, goals and the contact-form funnel. `siteHosts` are the site's
 * own host names (a referrer there is no source); `goals` the goals admins defined and those that are no
 * conversion (custom-goals.ts). Returns
 * the built-in goal reached, if any.
 */
export function applyEvent(
  visit: Visit,
  event: VisitEvent,
  siteHosts: readonly string[],
  { rules, notConverting }: FlushGoals = NO_CUSTOM_GOALS,
): Goal | null {
  const { name, page, properties } = event;
  if (!PASSIVE.has(name)) visit.engaged = 1;
  const merged = mergedPage(page);
  let goal: Goal | null = null;
  switch (name) {
    case "page_view": {
      if (visit.page_views === 0) {
        const location = typeof properties.page_location === "string" ? properties.page_location : "";
        const hosts = location ? [...siteHosts, hostOf(location)] : siteHosts;
        Object.assign(visit, landingAttribution(properties as Landing, hosts), {
          entry_page: merged,
          locale: localeOfPage(page),
        });
      }
      visit.page_views += 1;
      visit.exit_page = merged;
      const pages = JSON.parse(visit.pages) as Record<string, number>;
      pages[merged] = (pages[merged] ?? 0) + 1;
      visit.pages = JSON.stringify(pages);
      if (merged !== NOT_FOUND_PAGE) reachStep(visit, merged);
      const service = merged.match(/^\/services\/([^/]+)$/)?.[1];
      if (!visit.service && service && isServiceId(service)) visit.service = service;
      if (FORM_PAGES.has(merged)) reach(visit, step("form_seen"));
      break;
    }
    case "form_interaction":
      if (properties.form_id === CONTACT_FORM_ID) {
        reach(visit, step(properties.field_name === "message" ? "message_started" : "form_started"));
      }
      break;
    case "link_click":
      goal = linkGoal(String(properties.link_url ?? ""), page);
      break;
    case "whatsapp_handover":
      goal = "whatsapp_handover";
      if (typeof properties.service === "string" && isServiceId(properties.service)) visit.service = properties.service;
      reach(visit, step("handed_over"));
      break;
    case "newsletter_signup":
      goal = "newsletter_signup";
      break;
  }
  addGoals(visit, goal ? [goal, ...goalsReached(rules, event)] : goalsReached(rules, event), notConverting);
  return goal;
}

/** A visit with one page view (or none) and nothing the visitor did. */
export const bounced = (visit: Visit) => visit.page_views <= 1 && visit.engaged === 0;

export type Figures = {
  visits: number;
  page_views: number;
  bounces: number;
  duration_ms: number;
  conversions: number;
};

/** Figures of no visit, with their distinct visitors: where a breakdown row or a day starts counting. */
export const noFigures = (): Figures & { visitors: number } => ({
  visits: 0,
  visitors: 0,
  page_views: 0,
  bounces: 0,
  duration_ms: 0,
  conversions: 0,
});

/**
 * What a visit adds to the breakdown rows of its day: [dimension, value, figures] for every dimension it
 * has a value of (the dimensions of app/analytics/dimensions.ts, and `funnel`, one row per step reached).
 */
export function contributions(visit: Visit): [dimension: string, value: string, figures: Figures][] {
  const base: Figures = {
    visits: 1,
    page_views: visit.page_views,
    bounces: bounced(visit) ? 1 : 0,
    duration_ms: visit.last_seen_at - visit.started_at,
    conversions: visit.converted,
  };
  const rows: [string, string, Figures][] = [];
  const single = {
    source: visit.source,
    channel: visit.channel,
    referrer: visit.referrer,
    utm_source: visit.utm_source,
    utm_medium: visit.utm_medium,
    utm_campaign: visit.utm_campaign,
    utm_content: visit.utm_content,
    utm_term: visit.utm_term,
    entry_page: visit.page_views > 0 ? visit.entry_page : "",
    exit_page: visit.page_views > 0 ? visit.exit_page : "",
    locale: visit.locale,
    country: visit.country,
    device: visit.device,
    browser: visit.browser,
    os: visit.os,
    service: visit.service,
  };
  for (const [dimension, value] of Object.entries(single)) if (value) rows.push([dimension, value, base]);
  for (const [page, views] of Object.entries(JSON.parse(visit.pages) as Record<string, number>)) {
    rows.push(["page", page, { ...base, page_views: views }]);
  }
  for (const goal of visit.goals.split(" ").filter(Boolean)) rows.push(["goal", goal, { ...base, conversions: 1 }]);
  for (const name of FUNNEL_STEPS.slice(0, visit.funnel)) rows.push(["funnel", name, base]);
  return rows;
}
