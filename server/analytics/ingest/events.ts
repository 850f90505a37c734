import { z } from "zod";
import { NOT_FOUND_PAGE } from "../../../app/analytics/dimensions";
import { GOAL_KEY_PATTERN } from "../../../app/analytics/goals";
import {
  MAX_LOCATION,
  MAX_NAME,
  MAX_PAGE,
  MAX_PAGE_TITLE,
  MAX_TEXT,
  MAX_URL,
  MAX_UTM,
  withoutQuery,
} from "../../../app/analytics/limits";
import { LEAD_REF_PATTERN } from "../../../app/contact/lead-ref";
import { LOCALES } from "../../../app/i18n/locales";
import { SERVICE_IDS } from "../../../app/services/catalog";
import { pageName, sitePage } from "./site-pages";

/** Events per request at most (the tracker batches). */
export const MAX_BATCH = 50;

/** Control characters (NUL among them, which PostgreSQL refuses) have no place in any field. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const printable = /^[^\u0000-\u001f\u007f]*$/;
const text = (max: number) => z.string().max(max).regex(printable, "control characters are not allowed");
/** A path within the site, as the browser's `location.pathname` gives it. */
const page = text(MAX_PAGE).startsWith("/");
const url = (max: number) => text(max).refine((value) => URL.canParse(value), "not an absolute URL");
/** The `data-goal` key of the marked element a click was in (app/analytics/goals.ts). */
const goalKey = z.string().regex(GOAL_KEY_PATTERN, "not a goal key").optional();
const percent = z.union([z.literal(25), z.literal(50), z.literal(75), z.literal(100)]);
/** What `type` says of an input, textarea or select element. */
const FIELD_TYPES = [
  ...["button", "checkbox", "color", "date", "datetime-local", "email", "file", "hidden", "image", "month"],
  ...["number", "password", "radio", "range", "reset", "search", "submit", "tel", "text", "time", "url", "week"],
  ...["textarea", "select-one", "select-multiple"],
] as const;

/**
 * The events of the site's own tracker (docs/PRODUCT.md#analytics) and their fields, each bounded to what the tracker sends:
 * a known value where there is a known set, else a short string. Every event names the page it happened
 * on; nothing a visitor typed is ever part of an event (form_interaction names the field, never its value).
 */
export const analyticsEvent = z.discriminatedUnion("name", [
  z.strictObject({
    name: z.literal("page_view"),
    page,
    /** Made by the server from the page (stored below); older trackers sent it. */
    page_name: text(MAX_PAGE).optional(),
    page_title: text(MAX_PAGE_TITLE),
    page_location: z.url({ protocol: /^https?$/ }).max(MAX_LOCATION),
    /** The page the visitor came from: origin and path only (the server drops any query). */
    referrer: z
      .url({ protocol: /^https?$/ })
      .max(MAX_URL)
      .regex(printable)
      .optional(),
    utm_source: text(MAX_UTM).optional(),
    utm_medium: text(MAX_UTM).optional(),
    utm_campaign: text(MAX_UTM).optional(),
    utm_content: text(MAX_UTM).optional(),
    utm_term: text(MAX_UTM).optional(),
  }),
  z.strictObject({ name: z.literal("user_engagement"), page }),
  z.strictObject({
    name: z.literal("button_click"),
    page,
    button_text: text(MAX_TEXT),
    section: text(MAX_NAME),
    goal: goalKey,
  }),
  z.strictObject({
    name: z.literal("link_click"),
    page,
    link_url: url(MAX_URL),
    link_text: text(MAX_TEXT),
    goal: goalKey,
  }),
  z.strictObject({
    name: z.literal("form_interaction"),
    page,
    form_id: text(MAX_NAME),
    field_type: z.enum(FIELD_TYPES),
    field_name: text(MAX_NAME),
  }),
  z.strictObject({ name: z.literal("scroll_depth"), page, percent }),
  z.strictObject({ name: z.literal("time_on_page"), page, seconds: z.number().int().min(0).max(86_400) }),
  z.strictObject({
    name: z.literal("page_exit"),
    page,
    time_spent_seconds: z.number().int().min(0).max(86_400),
    scroll_depth_percentage: z.number().int().min(0).max(100),
  }),
  z.strictObject({ name: z.literal("language_change"), page, new_language: z.enum(LOCALES) }),
  /** The contact form handed its message to WhatsApp with this reference code (and the service asked about). */
  z.strictObject({
    name: z.literal("whatsapp_handover"),
    page,
    ref: z.string().regex(LEAD_REF_PATTERN, "not a lead reference code"),
    service: z.enum(SERVICE_IDS).optional(),
  }),
]);

export type AnalyticsEvent = z.output<typeof analyticsEvent>;
export type EventName = AnalyticsEvent["name"];

/**
 * An event as it is stored: its page one of the site's pages or NOT_FOUND_PAGE, so that no path a client
 * invents becomes a row of the rollups; page_name and page_location made from that page (no query string);
 * a link without its query.
 */
function stored(event: AnalyticsEvent): AnalyticsEvent {
  const known = sitePage(event.page);
  switch (event.name) {
    case "page_view": {
      const origin = new URL(event.page_location).origin;
      return {
        ...event,
        page: known,
        page_name: pageName(known),
        page_location: known === NOT_FOUND_PAGE ? origin : origin + known,
        ...(event.referrer && { referrer: withoutQuery(new URL(event.referrer)) }),
      };
    }
    case "link_click":
      return { ...event, page: known, link_url: withoutQuery(new URL(event.link_url)) };
    default:
      return { ...event, page: known };
  }
}

const batch = z.strictObject({ events: z.array(analyticsEvent).min(1).max(MAX_BATCH) });

export interface EventIssue {
  /** Where in the body, e.g. `events.3.page`. */
  path: string;
  message: string;
}

export type ParsedEvents = { ok: true; events: AnalyticsEvent[] } | { ok: false; issues: EventIssue[] };

/** A request body: one event, or `{ events: [...] }` with 1 to MAX_BATCH of them; valid ones as stored. */
export function parseEvents(body: unknown): ParsedEvents {
  const isBatch = typeof body === "object" && body !== null && "events" in body;
  const parsed = isBatch ? batch.safeParse(body) : analyticsEvent.safeParse(body);
  if (parsed.success) {
    return { ok: true, events: ("events" in parsed.data ? parsed.data.events : [parsed.data]).map(stored) };
  }
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join(".") || "(body)", message: issue.message })),
  };
}

/** The fields of an event beyond its name and page, as stored with it. */
export function eventProperties({ name: _name, page: _page, ...properties }: AnalyticsEvent): Record<string, unknown> {
  return properties;
}
